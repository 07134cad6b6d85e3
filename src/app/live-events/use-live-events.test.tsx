import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { liveMessagesHandler } from '@/features/messages/api/live-messages';
import { type EventSourceLike } from '@/lib/live-events/live-connection';
import { LiveHandlers } from '@/lib/live-events/live-handler';
import { useLiveStreamState } from '@/lib/live-events/live-stream-state';
import { server } from '@tests/support/client/msw-server';
import { useLiveEvents } from './use-live-events';

class FakeEventSource implements EventSourceLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
  }
  send(data: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
  }
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

const sources: FakeEventSource[] = [];
const open = () => {
  const source = new FakeEventSource();
  sources.push(source);
  return source;
};
const now = (run: () => void) => run();
const handlers = new LiveHandlers();
handlers.register(liveMessagesHandler);

function Shell() {
  useLiveEvents('me', { open, schedule: now, handlers });
  const { data } = useUnreadCount({ enabled: true });
  return <p>{data?.count ?? '-'}</p>;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useLiveEvents: polling is the fallback while the stream is down', () => {
  afterEach(() => {
    vi.useRealTimers();
    sources.length = 0;
  });

  it('polls the unread count only while the stream is down, and reads it again on reconnect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let reads = 0;
    server.use(http.get('/api/messages/unread-count', () => HttpResponse.json({ count: ++reads })));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(reads).toBe(1));
    await vi.waitFor(() => expect(sources).toHaveLength(1));

    // Down (not yet ready): docs/product.md's 30 s poll.
    await advance(30_000);
    expect(reads).toBe(2);

    sources[0]!.send({ type: 'ready' });
    expect(useLiveStreamState.getState().up).toBe(true);
    await advance(90_000);
    expect(reads).toBe(2);

    // The live count is written without a request.
    sources[0]!.send({ type: 'unread-count', count: 9 });
    await vi.waitFor(() => expect(view.container.textContent).toBe('9'));

    // The stream drops: polling resumes while it retries (1 s back-off, still failing).
    sources[0]!.fail();
    expect(useLiveStreamState.getState().up).toBe(false);
    await advance(1000);
    expect(sources).toHaveLength(2);
    sources[1]!.fail();
    await advance(30_000);
    expect(reads).toBe(3);

    // Back: events may have been missed, what is shown is read again, and polling stops.
    await advance(2000);
    sources.at(-1)!.send({ type: 'ready' });
    await advance(0);
    expect(reads).toBe(4);
    await advance(90_000);
    expect(reads).toBe(4);

    view.unmount();
    expect(sources.at(-1)!.closed).toBe(true);
    expect(useLiveStreamState.getState().up).toBe(false);
  });
});
