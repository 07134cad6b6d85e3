/**
 * A 4xx answer a service decides on (409 'Username is already taken', 403 'Access denied: …').
 * The errors plugin sends its status and message as `{ message }`; anything else thrown is a 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}
