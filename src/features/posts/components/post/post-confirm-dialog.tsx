import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface PostConfirmDialogProps {
  title: string;
  question: string;
  /** Said in a warning box: what can't be undone. */
  warning: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an author's change that can't be taken back; Cancel (or Escape) changes nothing. */
export function PostConfirmDialog({ title, question, warning, loading, onConfirm, onClose }: PostConfirmDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{question}</Text>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {warning}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-autofocus>
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
