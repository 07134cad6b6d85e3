import type { MutationToasts } from './toasts';

// Every useMutation's `meta` is checked against the toasts the MutationCache shows
// (docs/decisions/0061-toasts-and-forms.md).
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToasts;
  }
}
