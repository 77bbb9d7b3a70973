import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Db } from '../db/connection';
import { findUserById, verifyCredentials } from '../features/auth/service';

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
  instance.deserializeUser((id: number, done) => {
    // A deleted account's session simply becomes signed-out.
    findUserById(db, id).then((user) => done(null, user ?? false), done);
  });
  return instance;
}
