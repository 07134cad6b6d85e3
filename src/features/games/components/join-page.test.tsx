import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameNotFoundHandler, inviteHandler } from '@tests/support/client/game-handlers';
import { signedInHandlers, signedOutHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

const gameNotLoaded = gameNotFoundHandler();

describe('join page, signed in', () => {
  it('shows the invitation and joins the game', async () => {
    server.use(
      ...signedInHandlers(),
      inviteHandler(),
      gameNotLoaded,
      http.post('/api/games/join/ABC234', () => HttpResponse.json({ requiresApproval: false, game: { id: 'g1' } })),
    );
    const { user } = renderApp('/join/abc234');
    expect(await screen.findByRole('heading', { name: 'Join Game Invitation' })).toBeInTheDocument();
    expect(screen.getByText('Created by Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('1 participant')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Game' }));
    expect(await screen.findByText('Successfully joined the game!')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/games/g1');
  });

  it.each([
    [
      'sends a join request when the game requires approval and goes home',
      () => HttpResponse.json({ requiresApproval: true }),
      'Join request sent! Waiting for approval from the game creator.',
    ],
    [
      "shows the server's reason when joining fails and goes home",
      () => HttpResponse.json({ message: 'Game is full' }, { status: 409 }),
      'Game is full',
    ],
  ])('%s', async (_name, answer, toast) => {
    server.use(...signedInHandlers(), inviteHandler(), http.post('/api/games/join/ABC234', answer));
    const { user } = renderApp('/join/ABC234');
    await user.click(await screen.findByRole('button', { name: 'Join Game' }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("says 'Already a member' and opens the game for a member", async () => {
    server.use(...signedInHandlers(), inviteHandler({ isMember: true }), gameNotLoaded);
    renderApp('/join/ABC234');
    expect(await screen.findByText('Already a member')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/games/g1');
  });

  it('notes that a completed game can still be joined to view the results', async () => {
    server.use(...signedInHandlers(), inviteHandler({ status: 'completed' }));
    renderApp('/join/ABC234');
    expect(
      await screen.findByText('This game has already completed, but you can still join to view the results.'),
    ).toBeInTheDocument();
  });
});

describe('join page, a code lookup refused', () => {
  it("says 'Game Not Found' for a code that matches no game", async () => {
    server.use(...signedInHandlers(), gameNotFoundHandler('/api/games/invite/ABC234'));
    renderApp('/join/ABC234');
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeInTheDocument();
  });

  it("shows the server's reason, not 'Game Not Found', after too many codes that matched nothing (429)", async () => {
    const tooMany = 'Too many invite codes that match no game. Please check the code and try again in a few minutes.';
    server.use(
      ...signedInHandlers(),
      http.get('/api/games/invite/ABC234', () =>
        HttpResponse.json({ message: tooMany }, { status: 429, headers: { 'Retry-After': '300' } }),
      ),
    );
    renderApp('/join/ABC234');
    expect(await screen.findByRole('heading', { name: 'Too Many Attempts' })).toBeInTheDocument();
    expect(screen.getByText(tooMany)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Game Not Found' })).not.toBeInTheDocument();
  });
});

describe('join page, decision 0053', () => {
  it("says 'Requested' (disabled) instead of Join Game while my join request waits", async () => {
    let asked = 0;
    server.use(
      ...signedInHandlers(),
      inviteHandler({ requiresApproval: true, hasRequested: true }),
      gameNotLoaded,
      http.post('/api/games/join/ABC234', () => {
        asked += 1;
        return HttpResponse.json({ requiresApproval: true, game: null });
      }),
    );
    renderApp('/join/ABC234');
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(screen.getByText('Your request to join is waiting for approval from the game creator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Game' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it("gives the visitor's page the app's brand, the creator and the dates in the right tense", async () => {
    server.use(...signedOutHandlers(), inviteHandler({ status: 'completed', isMember: undefined }));
    renderApp('/join/ABC234');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: "You're invited to a challenge" })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Comfort Zone Challenge home' })).toHaveAttribute('href', '/');
    expect(within(main).getByText('Comfort Zone Challenge')).toBeInTheDocument();
    expect(within(main).getByText('Created by Grace Hopper')).toBeInTheDocument();
    expect(within(main).getByText('Ended Jan 31, 2030')).toBeInTheDocument();
    expect(within(main).queryByText(/^Ends /)).not.toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Sign in to Join Game' })).toBeEnabled();
  });

  it.each([
    ['active', 'Started Jan 1, 2030 · Ends Jan 31, 2030'],
    ['upcoming', 'Starts Jan 1, 2030 · Ends Jan 31, 2030'],
  ])('says when a %s game happens', async (status, line) => {
    server.use(...signedOutHandlers(), inviteHandler({ status, isMember: undefined }));
    renderApp('/join/ABC234');
    expect(await screen.findByText(line)).toBeInTheDocument();
  });
});
