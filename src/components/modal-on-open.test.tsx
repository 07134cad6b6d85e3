import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { Profiler, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ModalOnOpen } from './modal-on-open';

/** A screen holding a closed dialog; `commits` counts the screen's commits. */
function renderScreen(Dialog: ComponentType<{ opened: boolean; onClose: () => void; title: string; children: string }>) {
  const commits: string[] = [];
  function Screen() {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <Button onClick={() => setOpened(true)}>Leave Game</Button>
        <Dialog opened={opened} onClose={() => setOpened(false)} title="Leave Game">
          Leave “Steps”?
        </Dialog>
      </>
    );
  }
  const result = renderWithProviders(
    <Profiler id="screen" onRender={(_id, phase) => commits.push(phase)}>
      <Screen />
    </Profiler>,
  );
  return { ...result, commits };
}

describe('ModalOnOpen', () => {
  it("costs a screen nothing while it was never opened: one commit, where Mantine's closed Modal makes two", () => {
    // Its Portal's layout effect sets state: a second render and commit before the first paint.
    expect(renderScreen(Modal).commits).toEqual(['mount', 'nested-update']);
    expect(renderScreen(ModalOnOpen).commits).toEqual(['mount']);
  });

  it('opens at the first press, closes, and opens again', async () => {
    const { user } = renderScreen(ModalOnOpen);
    await user.click(screen.getByRole('button', { name: 'Leave Game' }));
    expect(await screen.findByRole('dialog', { name: 'Leave Game' })).toHaveTextContent('Leave “Steps”?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Leave Game' }));
    expect(await screen.findByRole('dialog', { name: 'Leave Game' })).toBeInTheDocument();
  });
});
