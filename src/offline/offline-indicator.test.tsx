import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_ANNOUNCEMENT, OfflineIndicator, ONLINE_ANNOUNCEMENT } from './offline-indicator';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const renderIndicator = () =>
  render(
    <MantineProvider env="test">
      <OfflineIndicator />
    </MantineProvider>,
  );

afterEach(() => act(() => setOnline(true)));

describe('OfflineIndicator', () => {
  it('shows nothing online, an Offline mark offline, and announces both changes', () => {
    renderIndicator();
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('');
    expect(screen.queryByRole('img', { name: 'Offline' })).not.toBeInTheDocument();

    act(() => setOnline(false));
    expect(screen.getByRole('img', { name: 'Offline' })).toBeVisible();
    expect(live).toHaveTextContent(OFFLINE_ANNOUNCEMENT);

    act(() => setOnline(true));
    expect(screen.queryByRole('img', { name: 'Offline' })).not.toBeInTheDocument();
    expect(live).toHaveTextContent(ONLINE_ANNOUNCEMENT);
  });
});
