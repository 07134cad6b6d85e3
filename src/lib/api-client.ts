import type { ApiError as ApiErrorBody } from '@contract/error';
import type { QueryFunction } from '@tanstack/react-query';
import { forgetEarlyResponses, startEarlyRequest, takeEarlyResponse } from './early-requests';
import { handleUnauthorized, isUnauthorizedMessage } from './unauthorized';

/**
 * A non-OK answer: `message` is "{status}: {human text}" (docs/product.md §7, docs/architecture.md §4); `body` is the parsed
 * answer, for the few failures whose contract carries more than the message (the game page's 403).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether an unauthorized failure sends the person to the login page (docs/product.md §8). Calls that
   * expect a 401 as an answer (the user fetch, signing in) turn this off.
   */
  authRedirect?: boolean;
}

function humanText(bodyText: string, statusText: string): string {
  if (bodyText) {
    try {
      // docs/architecture.md §4 error body `{ message }`; checked by hand so zod stays out of the entry chunk.
      const parsed = JSON.parse(bodyText) as Partial<ApiErrorBody> | null;
      if (parsed && typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // Not JSON: the body text itself is the message.
    }
    return bodyText;
  }
  return statusText;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every call of the app: credentials always, a JSON body only when there is one. */
function requestInit({ method = 'GET', body, signal, headers: extra }: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const init: RequestInit = { method, credentials: 'include', headers, signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}

/**
 * Starts GET `url` now, as the app will ask for it (same headers and credentials), for the first
 * apiRequest of that URL to take (early-requests.ts). Answers the response, for its status.
 */
export function requestEarly(url: string): Promise<Response> {
  return startEarlyRequest(url, () => fetch(url, requestInit({ method: 'GET' })));
}

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', authRedirect = true } = options;
  // A write may change what an early read answers; a plain GET takes its early answer if any.
  if (method !== 'GET') forgetEarlyResponses();
  const early = method === 'GET' && !options.headers ? takeEarlyResponse(url) : undefined;
  const response = await (early ?? fetch(url, requestInit(options)));
  const text = await response.text();
  if (!response.ok) {
    const error = new ApiError(response.status, `${response.status}: ${humanText(text, response.statusText)}`, parseBody(text));
    const unauthorized =
      isUnauthorizedMessage(error.message) || (response.status === 401 && method !== 'GET');
    if (authRedirect && unauthorized) handleUnauthorized();
    throw error;
  }
  return parseBody(text) as T;
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'GET' }),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'PUT', body }),
  patch: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'PATCH', body }),
  delete: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'DELETE' }),
};

/** The human part of a failure, for toasts and alerts: the text after "NNN: ". */
export function errorText(error: unknown, fallback = 'Something went wrong'): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  return error.message.replace(/^\d{3}: /, '') || fallback;
}

/**
 * docs/product.md §8 "server message, else the fixed text": the human text of an answer from the server, or
 * `fallback` when there was no answer (offline, network failure) or it carried no text.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? errorText(error, fallback) : fallback;
}

/** docs/product.md §7 default query: the first key element is the URL; the answer is parsed JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The default query needs a URL as its first key');
  return api.get(url, { signal });
};
