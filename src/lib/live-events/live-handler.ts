import type { LiveEvent, LiveEventType } from '@contract/events';
import type { QueryClient } from '@tanstack/react-query';

/** The events a feature may handle: the stream's own ('ready', 'replaced') belong to the connection. */
export type FeatureEventType = Exclude<LiveEventType, 'ready' | 'replaced'>;
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/**
 * What one feature does when events of some types arrive on the live stream (docs/architecture.md §6 "Live
 * updates and push", decision 0027): the stream knows no feature, as the outbox knows no kind of
 * write (decision 0021). Events carry ids, never content, so a handler refreshes (invalidates) the
 * queries that show the thing, or writes a number the event carries (a like's count).
 */
export interface LiveHandler<T extends FeatureEventType> {
  /** For tests and logs: whose handler this is ('messages'). */
  name: string;
  types: readonly T[];
  handle(event: LiveEventOf<T>, queryClient: QueryClient): void;
}

/** Any feature's handler, as the registry holds it: it only ever calls one with events of its own types. */
interface AnyLiveHandler {
  name: string;
  types: readonly FeatureEventType[];
  handle(event: never, queryClient: QueryClient): void;
}

export function defineLiveHandler<T extends FeatureEventType>(handler: LiveHandler<T>): LiveHandler<T> {
  return handler;
}

/** The handlers registered for the app (src/app/live-handlers.ts); an event goes to each that takes its type. */
export class LiveHandlers {
  private readonly byType = new Map<LiveEventType, AnyLiveHandler[]>();

  register(...handlers: AnyLiveHandler[]): void {
    for (const handler of handlers) {
      for (const type of handler.types) {
        const list = this.byType.get(type) ?? [];
        // Registering twice (a layout mounted again, hot reload) must not handle events twice.
        if (!list.includes(handler)) list.push(handler);
        this.byType.set(type, list);
      }
    }
  }

  /** Hands the event to its handlers; one that throws does not keep the others from theirs. */
  dispatch(event: LiveEvent, queryClient: QueryClient): void {
    for (const handler of this.byType.get(event.type) ?? []) {
      try {
        (handler.handle as (event: LiveEvent, queryClient: QueryClient) => void).call(handler, event, queryClient);
      } catch (error) {
        console.error(`Live event ${event.type}: the ${handler.name} handler failed`, error);
      }
    }
  }

  /** The event types someone handles (tests). */
  types(): LiveEventType[] {
    return [...this.byType.keys()];
  }
}

/** The app's one registry: the stream hands every event it parses to it. */
export const appLiveHandlers = new LiveHandlers();
