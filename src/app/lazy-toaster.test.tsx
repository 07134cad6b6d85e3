import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOutHandlers } from '@/test/handlers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

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
});
