import type { BlockedUsers } from '@contract/blocks';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { blockedUsersQueryKey } from '@/api/blocked-users';
import { SafetyHost } from '@/app/safety/safety-host';
import { openBlock } from '@/lib/safety-requests';
import { testUser } from '@tests/support/client/fixtures';
import { makeUser } from '@tests/support/client/game-fixtures';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';

const grace = makeUser(1, { firstName: 'Grace', lastName: 'Hopper' });
const alan = makeUser(2, { firstName: 'Alan', lastName: 'Turing' });

/** A menu's 'Block' (decision 0045): the person's name opens the app's one block dialog. */
function renderBlockMenu() {
  const view = renderWithProviders(
    <>
      <Button onClick={() => openBlock(grace)}>Block Grace</Button>
      <SafetyHost userId={testUser.id} />
    </>,
  );
  view.queryClient.setQueryData<BlockedUsers>(blockedUsersQueryKey, { users: [alan] });
  return view;
}

async function confirmBlock(user: ReturnType<typeof renderBlockMenu>['user']) {
  await user.click(screen.getByRole('button', { name: 'Block Grace' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Block Grace Hopper?' })).getByRole('button', { name: 'Block' }));
}

describe('Blocking a person (docs/decisions/0040-trust-and-safety.md)', () => {
  it("sends PUT …/block, says '… is blocked', puts them first on my list at once and marks what people wrote stale", async () => {
    const blocked: string[] = [];
    server.use(
      http.put('/api/users/:id/block', ({ params }) => {
        blocked.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, queryClient } = renderBlockMenu();
    queryClient.setQueryData(['posts', 'feed'], { posts: [] });
    await confirmBlock(user);
    expect(await screen.findByText('Grace Hopper is blocked')).toBeInTheDocument();
    expect(blocked).toEqual([grace.id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing on screen reads the list here, so it is not fetched again: what it holds is the block's own change.
    const list = queryClient.getQueryState<BlockedUsers>(blockedUsersQueryKey);
    expect(list?.data?.users.map((person) => person.id)).toEqual([grace.id, alan.id]);
    expect(list?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['posts', 'feed'])?.isInvalidated).toBe(true);
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    server.use(http.put('/api/users/:id/block', () => HttpResponse.json({ message: 'You cannot block yourself' }, { status: 400 })));
    const { user, queryClient } = renderBlockMenu();
    await confirmBlock(user);
    expect(await screen.findByText('You cannot block yourself')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Block Grace Hopper?' })).toBeInTheDocument();
    expect(queryClient.getQueryData<BlockedUsers>(blockedUsersQueryKey)?.users).toEqual([alan]);
  });
});
