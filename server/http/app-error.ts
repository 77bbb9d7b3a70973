// The one error type services and routes throw. The error middleware turns it into JSON.
import type { ErrorConflict } from '@shared/validators/errors-responses';

export type FieldError = { path: string; message: string };

type Extras = { errors?: FieldError[]; conflicts?: ErrorConflict[]; suggestion?: string };

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extras: Extras = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, extras?: Extras) {
    return new AppError(400, message, extras);
  }
  static unauthorized(message = 'Not signed in') {
    return new AppError(401, message);
  }
  static forbidden(message = 'You do not have permission to do that') {
    return new AppError(403, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(404, message);
  }
  static conflict(message: string, extras?: Extras) {
    return new AppError(409, message, extras);
  }
}
