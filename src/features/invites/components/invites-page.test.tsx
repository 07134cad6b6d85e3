import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitationLists } from '@/test/fixtures';
import { signedInHandlers } from '@/test/handlers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

describe('invitations screen', () => {
  it('counts received invitations and pending requests in the tabs', async () => {
    server.use(...signedInHandlers({ invitations: invitationLists(2, 1) }));
    const { user } = renderApp('/invites');
    expect(await screen.findByRole('tab', { name: 'Received (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    const received = screen.getByRole('tabpanel');
    expect(within(received).getAllByText('Cold Showers')).toHaveLength(2);
    expect(within(received).getAllByText('Invited by Ada Lovelace')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Pending (1)' }));
    expect(within(screen.getByRole('tabpanel')).getByText('wants to join Cold Showers')).toBeInTheDocument();
  });

  it('shows the empty states with no invitations', async () => {
    server.use(...signedInHandlers());
    renderApp('/invites');
    expect(await screen.findByRole('tab', { name: 'Received (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });
});
