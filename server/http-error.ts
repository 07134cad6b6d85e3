/**
 * A 4xx answer a service decides on (409 'Username is already taken', 403 'Access denied: …').
 * The errors plugin sends its status and message as `{ message }`, plus `details` when the route's
 * contract declares more fields for that answer; anything else thrown is a 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(statusCode: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}
