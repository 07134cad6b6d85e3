import type { LiveEvent } from '@contract/events';
import { LIVE_EVENT_TYPES } from '@contract/live-event-types';

/** What LiveConnection needs of an EventSource (tests give it a fake one). */
export interface EventSourceLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  open?: (url: string) => EventSourceLike;
  /** A feature event (not 'ready' or 'replaced'). */
  onEvent: (event: LiveEvent) => void;
  /** The stream came up ('ready') or went down: polling stops or starts (live-stream-state.ts). */
  onUpChange: (up: boolean) => void;
  /** 'ready' again after the stream was down: events may have been missed, refresh what is shown. */
  onReconnected: () => void;
  isOnline?: () => boolean;
  random?: () => number;
}

export type LiveConnectionState = 'stopped' | 'connecting' | 'up' | 'waiting' | 'offline' | 'replaced';

/** Back-off after a failure: 1 s, 2 s, 4 s … up to a minute, each drawn between half and all of it. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 60_000;

const KNOWN_TYPES = new Set<string>(LIVE_EVENT_TYPES);

/**
 * An event as the contract types it, once its type is one this version knows. The rest is the
 * server's word, as with every API answer (decision 0024): no zod on the way to Home.
 */
function parseEvent(data: unknown): LiveEvent | null {
  try {
    const value = JSON.parse(String(data)) as { type?: unknown } | null;
    return typeof value?.type === 'string' && KNOWN_TYPES.has(value.type) ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * One tab's connection to GET /api/events (docs/architecture.md §6 "Live updates and push", decision 0027). It
 * retries by itself with back-off (it closes a failed EventSource rather than let the browser retry
 * at the server's pace), stays closed while offline, and after 'replaced' (too many of the
 * person's streams, contract/events.ts) waits until `wake()`: the tab is used again.
 */
export class LiveConnection {
  private source: EventSourceLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private wasUp = false;
  state: LiveConnectionState = 'stopped';

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    if (this.state !== 'stopped') return;
    this.connectOrWaitForNetwork();
  }

  /** Sign-out, or the layout unmounted: nothing reconnects. */
  stop(): void {
    this.close('stopped');
  }

  /** The browser went offline: close now (the 30 s polls take over, and pause too). */
  offline(): void {
    if (this.state !== 'stopped') this.close('offline');
  }

  /** Focus, the tab shown again, back online: reconnect now if the stream is not up or on its way. */
  wake(): void {
    if (this.state === 'waiting' || this.state === 'offline' || this.state === 'replaced') this.connectOrWaitForNetwork();
  }

  private connectOrWaitForNetwork(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!(this.options.isOnline?.() ?? true)) {
      this.state = 'offline';
      return;
    }
    this.state = 'connecting';
    const open = this.options.open ?? ((url: string) => new EventSource(url, { withCredentials: true }));
    const source = open(this.options.url);
    this.source = source;
    source.onmessage = (message) => {
      if (this.source === source) this.receive(message.data);
    };
    source.onerror = () => {
      if (this.source === source) this.failed();
    };
  }

  private receive(data: unknown): void {
    const event = parseEvent(data);
    // Not JSON, or a type this version does not know (a newer server): not an error, the polls cover it.
    if (!event) return;
    if (event.type === 'ready') {
      this.failures = 0;
      this.state = 'up';
      const reconnected = this.wasUp;
      this.wasUp = true;
      this.options.onUpChange(true);
      if (reconnected) this.options.onReconnected();
    } else if (event.type === 'replaced') {
      this.close('replaced');
    } else {
      this.options.onEvent(event);
    }
  }

  private failed(): void {
    if (!(this.options.isOnline?.() ?? true)) {
      this.close('offline');
      return;
    }
    this.close('waiting');
    const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** this.failures);
    this.failures += 1;
    const delay = ceiling / 2 + (this.options.random ?? Math.random)() * (ceiling / 2);
    this.timer = setTimeout(() => this.connectOrWaitForNetwork(), delay);
  }

  private close(next: LiveConnectionState): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const source = this.source;
    this.source = null;
    source?.close();
    const wasUp = this.state === 'up';
    this.state = next;
    if (wasUp) this.options.onUpChange(false);
  }
}
