import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@contract/reports';
import { Button, Group, Modal, type ModalBaseCloseButtonProps, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ReportTarget } from '@/lib/safety-requests';
import { OWN_ESCAPE, useOwnEscape } from '@/lib/use-own-escape';
import { useCreateReport } from '../api/create-report';

export interface ReportDialogProps {
  userId: string;
  target: ReportTarget;
  onClose: () => void;
}

const REASON_HINTS: Record<ReportReason, string> = {
  spam: 'Advertising, scams or the same thing again and again',
  harassment: 'Bullying, threats or hate aimed at someone',
  inappropriate: "Content that doesn't belong in this community",
  other: 'Something else: say what in the note',
};

/**
 * The report dialog (docs/decisions/0040-trust-and-safety.md Screens): one of the four reasons, an optional note with its
 * counter, 'Send report'. Sent at once online ('Report sent'); offline it waits in the outbox and
 * goes when the connection returns (decision 0045). A refusal keeps the dialog and what was typed.
 */
export function ReportDialog({ userId, target, onClose }: ReportDialogProps) {
  const root = useRef<HTMLDivElement>(null);
  useOwnEscape(root, onClose);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [showError, setShowError] = useState(false);
  const send = useCreateReport(userId);
  return (
    <Modal
      ref={root}
      opened
      onClose={onClose}
      title="Report"
      centered
      closeButtonProps={{ 'aria-label': 'Close', ...OWN_ESCAPE } as ModalBaseCloseButtonProps}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (send.isPending) return;
          if (!reason) {
            setShowError(true);
            return;
          }
          const trimmed = note.trim();
          send.mutate(
            { targetType: target.targetType, targetId: target.targetId, reason, note: trimmed || undefined, description: target.description },
            { onSuccess: (delivery) => delivery.status !== 'signed-out' && onClose() },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {target.description}. The people who look at reports never learn who sent one.
          </Text>
          <Radio.Group
            label="Why are you reporting it?"
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason);
              setShowError(false);
            }}
            error={showError ? 'Choose a reason' : undefined}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={REPORT_REASON_LABELS[value]}
                  description={REASON_HINTS[value]}
                  data-autofocus={value === 'spam' || undefined}
                  {...OWN_ESCAPE}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Note (optional)"
            description={`${note.length}/${REPORT_NOTE_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'end' } }}
            placeholder="Anything the moderators should know"
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            {...OWN_ESCAPE}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} {...OWN_ESCAPE}>
              Cancel
            </Button>
            <Button type="submit" color="red" leftSection={<IconFlag size={16} aria-hidden />} loading={send.isPending} {...OWN_ESCAPE}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
