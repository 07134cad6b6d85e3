import { ActionIcon, Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { MenuOnPress } from './menu-on-press';

function renderMenu(onReport = vi.fn()) {
  const result = renderWithProviders(
    <MenuOnPress target={<ActionIcon aria-label="Post actions">…</ActionIcon>}>
      <Menu.Item onClick={onReport}>Report</Menu.Item>
    </MenuOnPress>,
  );
  return { ...result, onReport };
}

describe('MenuOnPress', () => {
  it('is only its button until pressed, which says it opens a menu', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Post actions' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first press, and its item works', async () => {
    const { user, onReport } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Post actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens from the keyboard, and Escape gives the focus back to its button', async () => {
    const { user } = renderMenu();
    screen.getByRole('button', { name: 'Post actions' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Report' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'Post actions' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // From then on it toggles as any menu.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
  });
});
