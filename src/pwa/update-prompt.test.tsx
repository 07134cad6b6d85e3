import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';
import { useUpdateState } from './update-state';

afterEach(() => useUpdateState.setState({ waiting: false, apply: null }));

describe('UpdatePrompt', () => {
  it("says 'Update available' only when a new version waits, and reloads only on Reload", async () => {
    render(
      <MantineProvider env="test">
        <UpdatePrompt />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    const apply = vi.fn();
    act(() => useUpdateState.setState({ waiting: true, apply }));
    expect(screen.getByRole('status')).toHaveTextContent('Update available');
    expect(screen.getByRole('region', { name: 'App update' })).toHaveTextContent('Update available');
    expect(apply).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
