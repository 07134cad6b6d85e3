import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Modal, type ModalProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's Modal for a dialog that its screen holds while closed (a confirmation, the participants
 * list): mounted at its first opening, then kept, so that it closes with its transition and opens
 * again at once. A closed Modal still mounts its Portal, whose layout effect sets state: the screen
 * that holds it rendered and committed twice before its first paint, its passive effects flushed in
 * between (about 70 ms of opening a game at 4x, decision 0055).
 */
export function ModalOnOpen(props: ModalProps) {
  const [openedOnce, setOpenedOnce] = useState(props.opened);
  if (props.opened && !openedOnce) setOpenedOnce(true);
  return openedOnce ? <Modal {...props} /> : null;
}
