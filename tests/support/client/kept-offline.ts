import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { testUser } from './fixtures';

/**
 * What a form does with a send that never reached the server (docs/architecture.md §7): it says
 * `toast`, closes (`closed` passes), and the outbox keeps the send. The outbox's first entry.
 */
export async function keptOffline(toast: string, closed: () => void) {
  expect(await screen.findByText(toast)).toBeInTheDocument();
  await waitFor(closed);
  const [entry] = await appOutbox.list(testUser.id);
  return entry;
}
