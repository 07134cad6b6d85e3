import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileDemoPage } from './mobile-demo-page';

afterEach(() => vi.restoreAllMocks());

describe('mobile demo', () => {
  it('signs in and out with local state only', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <MobileDemoPage />
      </MantineProvider>,
    );
    expect(screen.getByText('You are signed out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome, Alex Rivera!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByText('You are signed out.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
