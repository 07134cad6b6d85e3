import '@mantine/core/styles/Input.css';
import type { User } from '@contract/user';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { useInviteUser } from '../../api/invite-user';
import { canSearchUsers, useSearchUsers } from '../../api/search-users';

const DEBOUNCE_MS = 300;

function UserRow({ user, invited, pending, onInvite }: { user: User; invited: boolean; pending: boolean; onInvite: () => void }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <UserAvatar user={user} size="md" decorative />
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {displayName(user)}
          </Text>
          {user.email ? (
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Button size="xs" onClick={onInvite} loading={pending} disabled={invited} aria-label={invited ? undefined : `Invite ${displayName(user)}`}>
        {invited ? 'Invited' : 'Invite'}
      </Button>
    </Group>
  );
}

/** SPEC §2 Share game "Username" tab and SPEC §5 user search rules. */
export function InviteUserSearch({ gameId }: { gameId: string }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const enough = canSearchUsers(text);
  const search = useSearchUsers(enough && canSearchUsers(debounced) ? debounced : '');
  const invite = useInviteUser(gameId);
  const [invited, setInvited] = useState<string[]>([]);

  const results = enough && canSearchUsers(debounced) ? (search.data ?? []) : [];
  const searching = enough && (search.isFetching || debounced !== text.trim());

  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search username"
        placeholder="Search username..."
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={searching ? <Loader size="xs" role="status" aria-label="Searching" /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autoComplete="off"
      />
      {results.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Users">
          {results.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              invited={invited.includes(user.id)}
              pending={invite.isPending && invite.variables?.id === user.id}
              onInvite={() => invite.mutate(user, { onSuccess: () => setInvited((ids) => [...ids, user.id]) })}
            />
          ))}
        </Stack>
      ) : null}
      {enough && results.length === 0 && !searching ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          No users found
        </Text>
      ) : null}
    </Stack>
  );
}
