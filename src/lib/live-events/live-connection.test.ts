import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, type EventSourceLike } from './live-connection';
import { isLiveStreamUp, pollWhileStreamDown, useLiveStreamState } from './live-stream-state';

class FakeEventSource implements EventSourceLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const gameId = '8d6c3c1e-5b8f-4f7e-9a59-2a1c4a1f0b11';

function setup({ online = true } = {}) {
  const sources: FakeEventSource[] = [];
  const network = { online };
  const onEvent = vi.fn();
  const onReconnected = vi.fn();
  const connection = new LiveConnection({
    url: '/api/events',
    open: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    onEvent,
    onUpChange: useLiveStreamState.getState().setUp,
    onReconnected,
    isOnline: () => network.online,
    // The longest wait of each back-off step, so the test knows when it ends.
    random: () => 1,
  });
  const latest = () => sources.at(-1)!;
  return { connection, sources, latest, network, onEvent, onReconnected };
}

const poll = pollWhileStreamDown(30_000);

describe('LiveConnection and the polling fallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    useLiveStreamState.getState().setUp(false);
  });

  it('polls until ready, stops polling while up, passes feature events on', () => {
    const { connection, latest, onEvent, onReconnected } = setup();
    connection.start();
    expect(latest().url).toBe('/api/events');
    expect(poll()).toBe(30_000);

    latest().send({ type: 'ready' });
    expect(isLiveStreamUp()).toBe(true);
    expect(poll()).toBe(false);
    expect(onReconnected).not.toHaveBeenCalled();

    latest().send({ type: 'invitation', gameId });
    latest().send({ type: 'something-newer', gameId });
    latest().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'invitation', gameId });
    connection.stop();
    expect(latest().closed).toBe(true);
    expect(poll()).toBe(30_000);
  });

  it('falls back to polling when the stream fails, retries with growing waits, refreshes on ready again', () => {
    const { connection, sources, latest, onReconnected } = setup();
    connection.start();
    latest().send({ type: 'ready' });

    latest().fail();
    expect(sources[0]!.closed).toBe(true);
    expect(connection.state).toBe('waiting');
    expect(poll()).toBe(30_000);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);

    latest().fail(); // the server still down: 2 s this time
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);

    latest().send({ type: 'ready' });
    expect(poll()).toBe(false);
    expect(onReconnected).toHaveBeenCalledTimes(1);

    latest().fail(); // up again resets the back-off: 1 s
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(4);
  });

  it('waits no longer than a minute between attempts', () => {
    const { connection, sources, latest } = setup();
    connection.start();
    for (let i = 0; i < 10; i += 1) {
      latest().fail();
      vi.advanceTimersByTime(60_000);
    }
    expect(sources).toHaveLength(11);
  });

  it('focus reconnects at once instead of waiting out the back-off', () => {
    const { connection, sources, latest } = setup();
    connection.start();
    latest().fail();
    connection.wake();
    expect(sources).toHaveLength(2);
    connection.wake(); // already connecting: no second stream
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(2);
  });

  it('stays closed while offline and reconnects when back online', () => {
    const { connection, sources, latest, network } = setup({ online: false });
    connection.start();
    expect(sources).toHaveLength(0);
    expect(connection.state).toBe('offline');

    network.online = true;
    connection.wake();
    latest().send({ type: 'ready' });
    network.online = false;
    connection.offline();
    expect(latest().closed).toBe(true);
    expect(poll()).toBe(30_000);
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
  });

  it("after 'replaced' waits for the tab to be used again", () => {
    const { connection, sources, latest } = setup();
    connection.start();
    latest().send({ type: 'ready' });
    latest().send({ type: 'replaced' });
    expect(latest().closed).toBe(true);
    expect(connection.state).toBe('replaced');
    expect(poll()).toBe(30_000);
    vi.advanceTimersByTime(3_600_000);
    expect(sources).toHaveLength(1);

    connection.wake();
    expect(sources).toHaveLength(2);
  });
});
