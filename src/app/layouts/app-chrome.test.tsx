import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { invitationLists, testUser } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

async function chrome() {
  const header = await screen.findByRole('banner');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return { header, nav };
}

describe('header', () => {
  it('links the icon and title home, messages and the avatar to their screens', async () => {
    server.use(...signedInHandlers());
    renderApp('/');
    const { header } = await chrome();
    expect(within(header).getByRole('link', { name: 'Comfort Zone Challenge' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    const profile = within(header).getByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(profile).toHaveTextContent('A');
  });

  it("caps the unread badge at '99+'", async () => {
    server.use(...signedInHandlers({ unread: 150 }));
    renderApp('/');
    const { header } = await chrome();
    expect(await within(header).findByText('99+')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Messages' })).toHaveAccessibleDescription('99+ unread');
  });

  it('shows an unread count up to 99 as it is', async () => {
    server.use(...signedInHandlers({ unread: 99 }));
    renderApp('/');
    const { header } = await chrome();
    expect(await within(header).findByText('99')).toBeInTheDocument();
  });

  it('hides the unread badge at 0', async () => {
    server.use(...signedInHandlers({ unread: 0 }));
    renderApp('/');
    const { header } = await chrome();
    await screen.findByText('Games Joined');
    expect(within(header).queryByText('0')).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Messages' })).not.toHaveAccessibleDescription();
  });

  it('shows the outbox with its count while a write of this person waits to be sent', async () => {
    // No connection: the post stays in the outbox.
    server.use(...signedInHandlers(), http.post('/api/posts', () => HttpResponse.error()));
    const payload = { gameId: '0f5f8d2e-1111-4c1e-9d5a-000000000001', gameName: 'Cold Showers', content: 'Swam', createdAt: '2026-11-22T10:00:00.000Z', photo: null };
    await appOutbox.enqueue(testUser.id, { kind: 'post', payload });
    await appOutbox.enqueue('someone-else', { kind: 'post', payload });
    renderApp('/');
    const { header } = await chrome();
    expect(await within(header).findByRole('button', { name: 'Outbox: 1 waiting to send' })).toBeInTheDocument();
  });

  it("falls back to the username's letter in the avatar", async () => {
    server.use(...signedInHandlers({ user: { ...testUser, firstName: null, lastName: null, username: 'zed' } }));
    renderApp('/');
    const { header } = await chrome();
    expect(within(header).getByRole('link', { name: 'Profile' })).toHaveTextContent('Z');
  });

  it('shows the profile image when there is one', async () => {
    server.use(...signedInHandlers({ user: { ...testUser, profileImageUrl: '/api/images/me.jpg' } }));
    renderApp('/');
    const { header } = await chrome();
    const link = within(header).getByRole('link', { name: 'Profile' });
    expect(link.querySelector('img')).toHaveAttribute('src', '/api/images/me.jpg');
    expect(link).not.toHaveTextContent('A');
  });
});

describe('bottom navigation', () => {
  it('lists Home, Discover, Leaderboard, Profile and Invites', async () => {
    server.use(...signedInHandlers());
    renderApp('/');
    const { nav } = await chrome();
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(names).toEqual(['/', '/discover', '/leaderboard', '/profile', '/invites']);
  });

  it.each([
    ["counts invitations plus join requests on Invites, capped at '9+'", 7, 5, '9+'],
    ['shows a count up to 9 as it is', 2, 1, '3'],
  ])('%s', async (_name, invitations, requests, shown) => {
    server.use(...signedInHandlers({ invitations: invitationLists(invitations, requests) }));
    renderApp('/');
    const { nav } = await chrome();
    const invites = within(nav).getByRole('link', { name: /Invites/ });
    expect(await within(invites).findByText(shown)).toBeInTheDocument();
  });

  it('hides the Invites badge at 0', async () => {
    server.use(...signedInHandlers());
    renderApp('/');
    const { nav } = await chrome();
    await screen.findByText('Games Joined');
    expect(within(nav).queryByTestId('invites-badge')).not.toBeInTheDocument();
  });
});
