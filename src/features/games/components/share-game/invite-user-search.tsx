import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import type { UserSearchResult } from '@contract/games';
import { Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { useInviteUser } from '../../api/invite-user';
import { canSearchUsers, useSearchUsers } from '../../api/search-users';

const DEBOUNCE_MS = 300;

/** Where a result stands in the game (decision 0053): said instead of an Invite button that could only fail. */
const MARK = { participant: 'In the game', invited: 'Invited' } as const;

function Mark({ inGame }: { inGame: keyof typeof MARK }) {
  return (
    <Badge variant="light" color={inGame === 'participant' ? 'green' : 'blue'} size="lg" radius="sm" style={{ flexShrink: 0 }}>
      {MARK[inGame]}
    </Badge>
  );
}

function UserRow({ user, pending, onInvite }: { user: UserSearchResult; pending: boolean; onInvite: () => void }) {
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
      {user.inGame ? (
        <Mark inGame={user.inGame} />
      ) : (
        <Button size="xs" onClick={onInvite} loading={pending} aria-label={`Invite ${displayName(user)}`} style={{ flexShrink: 0 }}>
          Invite
        </Button>
      )}
    </Group>
  );
}

/** docs/product.md §2 Share game "Username" tab and docs/product.md §5 user search rules. */
export function InviteUserSearch({ gameId }: { gameId: string }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const enough = canSearchUsers(text);
  const search = useSearchUsers(enough && canSearchUsers(debounced) ? debounced : '', gameId);
  // A success marks the person 'Invited' in the cached results (useInviteUser).
  const invite = useInviteUser(gameId);

  const results = enough && canSearchUsers(debounced) ? (search.data ?? []) : [];
  const searching = enough && (search.isFetching || debounced !== text.trim());

  return (
    <Stack gap="sm" h="100%">
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
        // Scrolls inside the dialog's fixed panel (share-game-dialog.module.css), never grows it.
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none', flex: 1, minHeight: 0, overflowY: 'auto' }} aria-label="Users">
          {results.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              pending={invite.isPending && invite.variables?.id === user.id}
              onInvite={() => invite.mutate(user)}
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
