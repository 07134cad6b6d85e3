import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@tests/support/client/game-fixtures';
import { userSearchHandler } from '@tests/support/client/game-handlers';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ShareGameDialog } from './share-game-dialog';

const game = { id: '10000000-0000-4000-8000-000000000001', name: 'Cold Showers', inviteCode: 'ABC234' };
const grace = makeUser(1, { firstName: 'Grace', lastName: 'Hopper', username: 'grace', email: 'grace@example.com' });
const noUsername = makeUser(2, { firstName: 'Alan', lastName: 'Turing', username: null, email: 'alan@example.com' });

function open(initialTab?: 'code' | 'link' | 'username') {
  return renderWithProviders(<ShareGameDialog game={game} opened onClose={vi.fn()} initialTab={initialTab} />);
}

describe('ShareGameDialog', () => {
  it("shows the code with its hint and copies it, 'Copied' for 2 seconds", async () => {
    const { user } = open();
    expect(screen.getByRole('dialog', { name: 'Share Cold Showers' })).toBeInTheDocument();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABC234');
    expect(screen.getByText('Users can enter this code in the "Join Game" section')).toBeInTheDocument();
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('ABC234');
    expect(await screen.findByText('Invite code copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    // Measured rather than slept: under a loaded machine the toaster's first load took seconds.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), { timeout: 5000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1900);
  });

  it('copies the join link of this origin', async () => {
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'Link' }));
    expect(screen.getByTestId('share-link')).toHaveTextContent(`${window.location.origin}/join/ABC234`);
    expect(screen.getByText('Clicking this link will directly join the game')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/join/ABC234`);
    expect(await screen.findByText('Share link copied to clipboard')).toBeInTheDocument();
  });

  it("says 'Failed to copy to clipboard' when the clipboard refuses", async () => {
    const { user } = open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('searches users only from 2 characters and clears results for shorter text', async () => {
    const queries: string[] = [];
    server.use(
      userSearchHandler((q) => {
        queries.push(q);
        return [grace];
      }),
    );
    const { user } = open('username');
    const box = screen.getByPlaceholderText('Search username...');
    await user.type(box, 'g');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    await user.type(box, 'r');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(queries).toEqual(['gr']);
    await user.type(box, '{Backspace}');
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
  });

  it("says 'No users found' for an empty answer", async () => {
    server.use(userSearchHandler(() => []));
    const { user } = open('username');
    await user.type(screen.getByPlaceholderText('Search username...'), 'zz');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it("says 'Search failed' when the search fails", async () => {
    server.use(http.get('/api/users/search', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { user } = open('username');
    await user.type(screen.getByPlaceholderText('Search username...'), 'gr');
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('invites by username, or by email for a user without one', async () => {
    const bodies: unknown[] = [];
    server.use(
      userSearchHandler(() => [grace, noUsername]),
      http.post(`/api/games/${game.id}/invite`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const { user } = open('username');
    await user.type(screen.getByPlaceholderText('Search username...'), 'gr');
    await user.click(await screen.findByRole('button', { name: 'Invite Grace Hopper' }));
    expect(await screen.findByText('User invited successfully!')).toBeInTheDocument();
    // The row says so at once, instead of an Invite button that would now fail (decision 0053).
    const graceRow = screen.getByText('Grace Hopper').closest('li') as HTMLElement;
    expect(within(graceRow).getByText('Invited')).toBeInTheDocument();
    expect(within(graceRow).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite Alan Turing' }));
    await waitFor(() => expect(bodies).toEqual([{ username: 'grace' }, { email: 'alan@example.com' }]));
  });

  it("shows the server's reason when inviting fails", async () => {
    server.use(
      userSearchHandler(() => [grace]),
      http.post(`/api/games/${game.id}/invite`, () =>
        HttpResponse.json({ message: 'User is already a participant' }, { status: 409 }),
      ),
    );
    const { user } = open('username');
    await user.type(screen.getByPlaceholderText('Search username...'), 'gr');
    await user.click(await screen.findByRole('button', { name: 'Invite Grace Hopper' }));
    expect(await screen.findByText('User is already a participant')).toBeInTheDocument();
  });

  it("marks people already in the game 'In the game' and those invited 'Invited', asking for this game's marks (decision 0053)", async () => {
    const urls: URL[] = [];
    const free = makeUser(3, { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' });
    server.use(
      http.get('/api/users/search', ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json([
          { ...grace, inGame: 'participant' },
          { ...noUsername, inGame: 'invited' },
          { ...free, inGame: null },
        ]);
      }),
    );
    const { user } = open('username');
    await user.type(screen.getByPlaceholderText('Search username...'), 'gr');
    const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;
    expect(within(await row('Grace Hopper')).getByText('In the game')).toBeInTheDocument();
    expect(within(await row('Grace Hopper')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await row('Alan Turing')).getByText('Invited')).toBeInTheDocument();
    expect(within(await row('Alan Turing')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await row('Ada Lovelace')).getByRole('button', { name: 'Invite Ada Lovelace' })).toBeEnabled();
    expect(urls[0]?.searchParams.get('gameId')).toBe(game.id);
  });

  it('keeps every tab at one height, anchored at the top, so switching tabs moves nothing (decision 0053)', async () => {
    const { user } = open();
    const panels = () => screen.getByRole('tabpanel').parentElement as HTMLElement;
    const box = panels();
    expect(box.className).toMatch(/panels/);
    for (const tab of ['Link', 'Username', 'Code']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(panels()).toBe(box);
      expect(screen.getByRole('tabpanel').className).toMatch(/panel/);
    }
    // Not centred: a centred dialog moves whenever its height does.
    expect(document.querySelector('.mantine-Modal-inner')).not.toHaveAttribute('data-centered');
  });
});
