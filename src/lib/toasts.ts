import { notifications } from '@mantine/notifications';

/**
 * A toast of docs/product.md §8: its text, plus a title, colour or id where it differs from its
 * kind's default (a success is green without a title, a failure red with the title 'Error').
 */
export interface Toast {
  message: string;
  title?: string;
  /** A Mantine colour; null for the theme's own colour (a toast shown without one). */
  color?: string | null;
  /** One toast per id: a newer one with the same id replaces it instead of queueing behind it. */
  id?: string;
}

/** A plain string is the message of a toast with its kind's default title and colour. */
export type ToastText = string | Toast;

/** What a function in `meta` answers: a toast, or null for none (e.g. the login redirect is under way). */
type MaybeToast = ToastText | null;

/**
 * A mutation's toasts, declared in its `meta` (typed through `Register` in react-query.d.ts) and
 * shown by the query client's MutationCache (src/app/query-client.ts), never by the mutation itself.
 * A function gets what the toast depends on. TanStack Query has one meta type for all mutations, so
 * it can't tie these parameters to the mutation's own types: annotate them with the mutationFn's
 * answer and variables (`never` here makes an unannotated parameter unusable rather than `any`).
 * A type, not an interface: TanStack Query takes a registered meta only if it fits Record<string, unknown>.
 */
export type MutationToasts = {
  successMessage?: ToastText | ((data: never, variables: never) => MaybeToast);
  errorMessage?: ToastText | ((error: Error, variables: never) => MaybeToast);
};

const SUCCESS_DEFAULTS = { color: 'green' } as const;
const FAILURE_DEFAULTS = { color: 'red', title: 'Error' } as const;

function show(defaults: { color: string; title?: string }, text: ToastText): void {
  const { color, ...toast } = typeof text === 'string' ? { message: text } : text;
  notifications.show({ ...defaults, ...toast, color: color === null ? undefined : (color ?? defaults.color) });
}

/** A success toast (green, no title unless given). */
export function showSuccess(text: ToastText): void {
  show(SUCCESS_DEFAULTS, text);
}

/** A failure toast (red, titled 'Error' unless given). */
export function showFailure(text: ToastText): void {
  show(FAILURE_DEFAULTS, text);
}

/** The MutationCache's onSuccess: the mutation's `meta.successMessage`, if any. */
export function showMutationSuccess(meta: MutationToasts | undefined, data: unknown, variables: unknown): void {
  const text = meta?.successMessage;
  const toast = typeof text === 'function' ? text(data as never, variables as never) : text;
  if (toast) showSuccess(toast);
}

/** The MutationCache's onError: the mutation's `meta.errorMessage`, if any. */
export function showMutationFailure(meta: MutationToasts | undefined, error: Error, variables: unknown): void {
  const text = meta?.errorMessage;
  const toast = typeof text === 'function' ? text(error, variables as never) : text;
  if (toast) showFailure(toast);
}

/**
 * The success toast of a write sent through the outbox (src/offline/outbox/outbox.ts): `sent` once
 * the server has it, `queued` (blue, 'Saved on this device') while it waits for the connection.
 * None for 'signed-out': the 'Unauthorized' toast and the login redirect are under way, and the
 * write waits in the outbox for the same person to sign in again.
 */
export function deliveryToast(delivery: { status: string }, sent: string, queued: string): ToastText | null {
  if (delivery.status === 'sent') return sent;
  if (delivery.status === 'queued') return { color: 'blue', title: 'Saved on this device', message: queued };
  return null;
}
