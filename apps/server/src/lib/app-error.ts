import { API_ERROR_CODES, type ApiErrorCode, type FieldError } from '@app/shared/api/api-error.schemas';

/** An expected failure with its HTTP status; the errors plugin turns it into the API error shape. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly errors?: FieldError[];

  constructor(statusCode: number, code: ApiErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}

export const unauthorized = (message = 'Sign in again: your visitor token is missing or invalid.') =>
  new AppError(401, API_ERROR_CODES.unauthorized, message);

export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, API_ERROR_CODES.forbidden, message);

export const notFound = (message = 'Not found.') => new AppError(404, API_ERROR_CODES.notFound, message);

export const conflict = (message: string) => new AppError(409, API_ERROR_CODES.conflict, message);
