import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInHandlers, signedOutHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

describe('toasts', () => {
  it('shows one toast at a time, the next once the first is gone', async () => {
    server.use(...signedOutHandlers());
    renderApp('/');
    await screen.findByRole('button', { name: 'Get Started' });
    act(() => {
      notifications.show({ id: 'first', message: 'First toast' });
      notifications.show({ id: 'second', message: 'Second toast' });
    });
    expect(await screen.findByText('First toast')).toBeInTheDocument();
    expect(screen.queryByText('Second toast')).not.toBeInTheDocument();
    act(() => notifications.hide('first'));
    expect(await screen.findByText('Second toast')).toBeInTheDocument();
  });

  it('keeps the container off the landing page, and has it ready in the signed-in app before the first toast', async () => {
    const container = () => document.querySelector('[data-position="top-center"]');
    server.use(...signedOutHandlers());
    const landing = renderApp('/');
    await screen.findByRole('button', { name: 'Get Started' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(container()).toBeNull();
    landing.unmount();

    server.use(...signedInHandlers());
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    // An 'Unauthorized' toast has 500 ms before the login redirect: the container must not load then.
    await waitFor(() => expect(container()).not.toBeNull(), { timeout: 5000 });
  });
});
