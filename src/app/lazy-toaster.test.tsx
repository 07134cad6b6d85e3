import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInHandlers, signedOutHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

describe('toasts', () => {
  // First: the container's lazy component has not rendered in this file yet.
  it('keeps the container off the landing page and out of a start, and shows the first toast in the render that raises it', async () => {
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
    // The idle preload (a timer of 1 s where there is no requestIdleCallback) and its import.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(container()).toBeNull();
    // An 'Unauthorized' toast has 500 ms before the login redirect: with the code preloaded, the
    // container mounts with the toast in the same render, without suspending.
    act(() => {
      notifications.show({ id: 'logged-out', message: 'You are logged out. Logging in again...' });
    });
    expect(container()).not.toBeNull();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
  });

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
});
