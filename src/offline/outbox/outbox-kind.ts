import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

/** A write as the outbox keeps it: which kind, and the payload that kind knows how to send. */
export interface OutboxWrite {
  kind: string;
  payload: unknown;
}

/**
 * One kind of queued write, described by the feature that owns it (docs/architecture.md §7): the outbox itself
 * knows no feature. The app registers every kind at start-up (src/app/outbox-kinds.ts), so a
 * write saved before a reload is sendable before its screen's code has loaded.
 */
export interface OutboxKind<P> {
  kind: string;
  /**
   * The payload's shape, built from contract/: an entry read back from IndexedDB (perhaps written
   * by an older version of the app) is sent only if it still parses. Loaded when first needed
   * (`() => import(...)`): zod and the contract's schemas stay out of the app's start (decision 0024).
   */
  payload: () => Promise<z.ZodType<P>>;
  // Methods, not function-typed fields: the outbox holds every kind as OutboxKind<unknown> and
  // only calls them with a payload that parsed (method parameters are bivariant in TypeScript).
  /** Sends one entry; `headers` carries its Idempotency-Key. Answers the server's body. */
  send(payload: P, request: { headers: Record<string, string> }): Promise<unknown>;
  /**
   * Writes with the same key merge with one still waiting instead of queueing behind it:
   * `combine` answers the payload to keep, or null when the two cancel out (like + unlike).
   */
  merge?: { key(payload: P): string; combine(waiting: P, next: P): P | null };
  /** The views (query keys) that show what such a write changed, refreshed once per flush. */
  refreshes: QueryKey[];
  /** Puts the server's answer into cached views at once, before they refresh (a like's count). */
  onSent?(payload: P, response: unknown, queryClient: QueryClient): void | Promise<void>;
  /** What it is, in the person's words, for the outbox list ('Comment'). */
  title(payload: P): string;
  /** Its text, for recognising it in the list; null when it has none. */
  text(payload: P): string | null;
}

/** A registered kind, with a typed way to make its writes and to recognise its entries. */
export interface DefinedOutboxKind<P> extends OutboxKind<P> {
  write: (payload: P) => OutboxWrite;
  /** Narrows a stored write (an entry) to this kind's payload type. */
  owns: <W extends OutboxWrite>(write: W) => write is W & { payload: P };
}

export function defineOutboxKind<P>(kind: OutboxKind<P>): DefinedOutboxKind<P> {
  let schema: Promise<z.ZodType<P>> | undefined;
  return {
    ...kind,
    payload: () => {
      schema ??= kind.payload().catch((error: unknown) => {
        schema = undefined; // a failed load (no connection, chunk not cached) is tried again next time
        throw error;
      });
      return schema;
    },
    write: (payload) => ({ kind: kind.kind, payload }),
    owns: <W extends OutboxWrite>(write: W): write is W & { payload: P } => write.kind === kind.kind,
  };
}
