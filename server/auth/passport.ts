import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Request } from 'express';
import type { Db } from '../db/connection';
import { findUserById, verifyCredentials } from '../features/auth/service';
import { loadedUser } from './session-store';

/** A passport instance of our own (not the global singleton), so each app in a test is independent. */
export function createPassport(db: Db) {
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password' },
      (email, password, done) => {
        verifyCredentials(db, email, password).then((user) => done(null, user ?? false), done);
      },
    ),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser<number, Request>((req, id, done) => {
    // The session store read the user with the session, in the same statement. A deleted
    // account's session simply becomes signed-out.
    const loaded = loadedUser(req);
    if (loaded !== undefined) return done(null, loaded ?? false);
    findUserById(db, id).then((user) => done(null, user ?? false), done);
  });
  return instance;
}
