import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';
import { createReportSchema, REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@contract/reports';
import { Button, Group, Modal, type ModalBaseCloseButtonProps, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { ReportTarget } from '@/lib/safety-requests';
import { OWN_ESCAPE, useOwnEscape } from '@/lib/use-own-escape';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateReport } from '../api/create-report';

export interface ReportDialogProps {
  userId: string;
  target: ReportTarget;
  onClose: () => void;
}

/** What the dialog asks: the reason and the note; the target is the one the dialog was opened for. */
const reportFormSchema = createReportSchema.pick({ reason: true, note: true });

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
  const send = useCreateReport(userId);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm(reportFormSchema, { note: '' });
  const noteLength = (watch('note') ?? '').length;
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
        onSubmit={handleSubmit(({ reason, note }) => {
          if (send.isPending) return;
          send.mutate(
            { targetType: target.targetType, targetId: target.targetId, reason, note, description: target.description },
            { onSuccess: (delivery) => delivery.status !== 'signed-out' && onClose() },
          );
        })}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {target.description}. The people who look at reports never learn who sent one.
          </Text>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <Radio.Group
                label="Why are you reporting it?"
                value={field.value ?? null}
                onChange={(value) => field.onChange(value as ReportReason)}
                error={errors.reason?.message}
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
            )}
          />
          <Textarea
            label="Note (optional)"
            description={`${noteLength}/${REPORT_NOTE_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'end' } }}
            placeholder="Anything the moderators should know"
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            error={errors.note?.message}
            {...OWN_ESCAPE}
            {...register('note')}
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
