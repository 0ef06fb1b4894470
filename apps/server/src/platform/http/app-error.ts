import type { AppErrorCode } from '@app/contracts';

/** The one error type services throw; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly status: number,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export const badInput = (message = 'Invalid input', details?: unknown) =>
  new AppError('invalid_input', 400, message, details);
export const notFound = (message = 'Not found') => new AppError('not_found', 404, message);
export const unauthorized = (message = 'You are not logged in, please login') =>
  new AppError('unauthorized', 401, message);
export const forbidden = (message = 'Not allowed') => new AppError('forbidden', 403, message);
export const conflict = (message = 'Conflict') => new AppError('conflict', 409, message);
export const businessRule = (code: AppErrorCode, message: string, details?: unknown) =>
  new AppError(code, 422, message, details);
