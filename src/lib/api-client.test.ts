import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { api, ApiError, apiRequest, defaultQueryFn, errorText, requestEarly, serverMessage } from './api-client';
import { browserLocation } from './browser-location';
import { forgetEarlyResponses, takeEarlyResponse } from './early-requests';

describe('apiRequest', () => {
  it('sends credentials and no body or content type for a GET', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('/api/thing', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: 1 });
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(api.get('/api/thing')).resolves.toEqual({ ok: 1 });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'GET' });
    expect(seen?.headers.get('content-type')).toBeNull();
    fetchSpy.mockRestore();
  });

  it('sends a JSON body with its content type when there is one', async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.patch('/api/thing', async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ done: true });
      }),
    );
    await expect(api.patch('/api/thing', { a: 1 })).resolves.toEqual({ done: true });
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ a: 1 });
  });

  it('sends no content type for a POST without body and accepts an empty answer', async () => {
    let contentType: string | null = 'unset';
    server.use(
      http.post('/api/refresh', ({ request }) => {
        contentType = request.headers.get('content-type');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(api.post('/api/refresh')).resolves.toBeUndefined();
    expect(contentType).toBeNull();
  });

  it("formats a JSON error as '{status}: {message}'", async () => {
    server.use(http.get('/api/x', () => HttpResponse.json({ message: 'Game not found' }, { status: 404 })));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Game not found');
    expect((error as ApiError).status).toBe(404);
  });

  it('uses the body text when the error body is not a JSON message', async () => {
    server.use(http.get('/api/x', () => new HttpResponse('Bad gateway upstream', { status: 502 })));
    await expect(api.get('/api/x')).rejects.toThrow('502: Bad gateway upstream');
  });

  it('uses the status text when the error body is empty', async () => {
    server.use(http.get('/api/x', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    await expect(api.get('/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('early requests (the first visit, decision 0018)', () => {
  afterEach(() => {
    forgetEarlyResponses();
    vi.restoreAllMocks();
  });

  it('sends an early GET as the app would, and the first apiRequest of its URL takes it instead of fetching', async () => {
    let served = 0;
    let seen: Request | undefined;
    server.use(
      http.get('/api/auth/user', ({ request }) => {
        served += 1;
        seen = request;
        return HttpResponse.json({ id: 'u1' });
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect((await requestEarly('/api/auth/user')).status).toBe(200);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'GET' });
    expect(seen?.headers.get('accept')).toBe('application/json');

    await expect(api.get('/api/auth/user')).resolves.toEqual({ id: 'u1' });
    expect(served).toBe(1);
    await expect(api.get('/api/auth/user')).resolves.toEqual({ id: 'u1' });
    expect(served).toBe(2);
  });

  it('treats an early answer like its own: a 401 is the same ApiError', async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await requestEarly('/api/auth/user');
    await expect(api.get('/api/auth/user', { authRedirect: false })).rejects.toMatchObject({ status: 401 });
  });

  it('drops the early answers when the app writes something', async () => {
    server.use(
      http.get('/api/auth/user', () => HttpResponse.json({ id: 'u1' })),
      http.post('/api/thing', () => HttpResponse.json({})),
    );
    await requestEarly('/api/auth/user');
    await api.post('/api/thing', {});
    expect(takeEarlyResponse('/api/auth/user')).toBeUndefined();
  });
});

describe('unauthorized failures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.history.replaceState(null, '', '/games/7?tab=posts');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('shows the toast and goes to the login endpoint after 500 ms', async () => {
    const show = vi.spyOn(notifications, 'show');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get('/api/user/stats', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));

    await expect(api.get('/api/user/stats')).rejects.toThrow('401: Unauthorized');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Unauthorized', message: 'You are logged out. Logging in again...' }),
    );
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fgames%2F7%3Ftab%3Dposts');
  });

  it('treats any 401 on a mutation as unauthorized', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.post('/api/posts', () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })));
    await expect(api.post('/api/posts', { content: 'x' })).rejects.toThrow('401: Session expired');
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the caller expects a 401 (sign-in, user fetch)', async () => {
    const show = vi.spyOn(notifications, 'show');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(
      http.post('/api/auth/signin', () =>
        HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 }),
      ),
    );
    await expect(apiRequest('/api/auth/signin', { method: 'POST', body: {}, authRedirect: false })).rejects.toThrow(
      '401: Invalid username or password',
    );
    vi.advanceTimersByTime(1000);
    expect(show).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect for a 403', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get('/api/games/1', () => HttpResponse.json({ message: 'Access denied' }, { status: 403 })));
    await expect(api.get('/api/games/1')).rejects.toThrow('403: Access denied');
    vi.advanceTimersByTime(1000);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('errorText', () => {
  it('returns the human part after the status code', () => {
    expect(errorText(new Error('409: Username is already taken'))).toBe('Username is already taken');
    expect(errorText(new Error('Network down'))).toBe('Network down');
  });

  it('returns the fallback for non-errors and empty messages', () => {
    expect(errorText('nope', 'Failed')).toBe('Failed');
    expect(errorText(new Error(''), 'Failed')).toBe('Failed');
  });
});

describe('serverMessage', () => {
  it("is the server's text of a failed answer, else the fallback", () => {
    expect(serverMessage(new ApiError(409, '409: Already an admin'), 'Failed')).toBe('Already an admin');
    expect(serverMessage(new ApiError(500, '500: '), 'Failed')).toBe('Failed');
    expect(serverMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
  });
});

describe('defaultQueryFn', () => {
  it('fetches the first key element as a URL and parses JSON', async () => {
    server.use(http.get('/api/games', () => HttpResponse.json([{ id: 'g1' }])));
    const result = await defaultQueryFn({ queryKey: ['/api/games'], signal: new AbortController().signal } as never);
    expect(result).toEqual([{ id: 'g1' }]);
  });
});
