import { deleteAccountSchema } from '@contract/account-deletion';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { serverMessage } from '@/lib/api-client';
import { useOnlineStatus } from '@/offline/online-status';
import { signOut } from '@/offline/sign-out';
import { useSchemaForm } from '@/lib/schema-form';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  userId: string;
  username: string | null;
  hasPassword: boolean;
  onClose: () => void;
}

/**
 * The confirmation docs/decisions/0049-account-deletion.md asks for: what goes, what stays, the password (or, for an OIDC
 * account, the username typed exactly), and 'Delete my account' in red. On success this device
 * forgets the person exactly as Logout does (src/offline/sign-out.ts) and lands on the landing page.
 */
export function DeleteAccountDialog({ userId, username, hasPassword, onClose }: DeleteAccountDialogProps) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const remove = useDeleteAccount();
  const offlineId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm(deleteAccountSchema, { password: '', confirm: '' });
  // One field shows: the password, or (an OIDC account without one) the username typed out.
  const value = watch(hasPassword ? 'password' : 'confirm');

  const submit = handleSubmit(({ password, confirm }) => {
    if (!value || remove.isPending) return;
    remove.mutate(
      hasPassword ? { password } : { confirm },
      // The account is gone: changes still waiting offline can never be sent, so no question.
      { onSuccess: () => void signOut({ queryClient, userId, confirmDiscard: () => true }) },
    );
  });

  return (
    <Modal opened onClose={onClose} title={<Title order={2} size="h4">Delete my account?</Title>} centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">This can't be undone. Going for good:</Text>
          <List size="sm" fz="sm" spacing={2} m={0}>
            <List.Item>your profile, photo and sign-in on every device</List.Item>
            <List.Item>your posts with their photos, likes and comments</List.Item>
            <List.Item>your comments and likes on other people's posts</List.Item>
            <List.Item>the messages you sent, your reports, blocks and invitations</List.Item>
            <List.Item>the games you created with nobody else in them</List.Item>
          </List>
          <Text size="sm">Staying, without your name:</Text>
          <List size="sm" fz="sm" spacing={2} m={0}>
            <List.Item>your results in finished games, shown as 'Deleted account', so nobody else's place or medal changes</List.Item>
            <List.Item>games you created with others in them, which pass to their earliest admin, else the person who joined first</List.Item>
          </List>
          {hasPassword ? (
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              error={errors.password?.message}
              required
              data-autofocus
              {...register('password')}
            />
          ) : (
            <TextInput
              label={`Type your username${username ? ` (${username})` : ''} to confirm`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.confirm?.message}
              required
              data-autofocus
              {...register('confirm')}
            />
          )}
          {remove.isError ? (
            <Alert color="red" role="alert" variant="light">
              {serverMessage(remove.error, 'Could not delete your account. Please try again.')}
            </Alert>
          ) : null}
          {online ? null : (
            <Text size="sm" c="dimmed" id={offlineId}>
              Deleting your account needs a connection.
            </Text>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={remove.isPending || remove.isSuccess}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending || remove.isSuccess}
              disabled={!online || !value}
              aria-describedby={online ? undefined : offlineId}
            >
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
