import { useMutation } from '@tanstack/react-query';
import type { MutationToasts } from '@/lib/toasts';
import { appOutbox } from './app-outbox';
import type { Delivery } from './outbox';
import type { DefinedOutboxKind } from './outbox-kind';

/** A write the outbox took: sent, or kept to send later (offline, the server busy, signed out). */
export type KeptDelivery = Exclude<Delivery, { status: 'refused' }>;

/**
 * One write of a screen through the app's outbox (docs/architecture.md §7): sent at once when
 * online, kept and sent later when not, under one Idempotency-Key so a replay never adds a twin.
 * A final refusal throws, with the server's reason, else `failed`.
 */
export async function deliverWrite<P>(userId: string, kind: DefinedOutboxKind<P>, payload: P, failed: string): Promise<KeptDelivery> {
  const [delivery = { status: 'refused', message: null }] = await appOutbox.deliver(userId, [{ write: kind.write(payload) }]);
  if (delivery.status === 'refused') throw new Error(delivery.message ?? failed);
  return delivery;
}

/** A screen's write through the outbox as a mutation, with its toasts (`meta`, decision 0061). */
export function useOutboxWrite<P>(userId: string, kind: DefinedOutboxKind<P>, failed: string, toasts: MutationToasts) {
  return useMutation({
    // The outbox keeps this write; the query cache must not pause it while offline.
    networkMode: 'always',
    mutationFn: (payload: P) => deliverWrite(userId, kind, payload, failed),
    meta: toasts,
  });
}
