import type { Request } from 'express';

/** Signs `user` in on this request. passport regenerates the session first, so a planted session id is never promoted. */
export function signIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) =>
    req.logIn(user, (error) => (error ? reject(error) : resolve())),
  );
}
