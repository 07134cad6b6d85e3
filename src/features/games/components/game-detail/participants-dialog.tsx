import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import type { Game } from '@contract/games';
import type { User } from '@contract/user';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle, IconUsers } from '@tabler/icons-react';
import { useBlockedUsers } from '@/api/blocked-users';
import { ModalOnOpen } from '@/components/modal-on-open';
import { PersonSafetyMenu } from '@/components/safety-menu-items';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { count } from '@contract/plural';

interface ParticipantsDialogProps {
  game: Pick<Game, 'creatorId' | 'participants' | '_count'>;
  userId: string;
  /**
   * Opens Send message to another participant (docs/product.md §2 message dialog); composed by the app, which
   * knows the messages feature. No button without it.
   */
  onMessage?: (recipient: User) => void;
}

/**
 * The rows, mounted only while the dialog is open, so the list of the people I block is asked for
 * then and not with the game page. Someone I block gets no message button (docs/decisions/0040-trust-and-safety.md: I no longer
 * see their messages, and the server refuses messages both ways) but a 'Blocked' badge.
 */
function ParticipantRows({ game, userId, onMessage }: ParticipantsDialogProps) {
  const blocked = new Set(useBlockedUsers().data?.users.map((user) => user.id));
  // The owner first, then admins, then everyone else.
  const rank = (p: Game['participants'][number]) => (p.userId === game.creatorId ? 0 : p.isAdmin ? 1 : 2);
  const people = [...game.participants].sort((a, b) => rank(a) - rank(b));
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {people.map((p) => (
        <Group component="li" key={p.userId} gap="sm" wrap="nowrap">
          <UserAvatar user={p.user} size="md" decorative />
          <Text size="sm" fw={500} flex={1} truncate>
            {displayName(p.user)}
            {p.userId === userId ? ' (You)' : ''}
          </Text>
          {p.userId === game.creatorId ? (
            <Badge color="violet" variant="light">
              Owner
            </Badge>
          ) : p.isAdmin ? (
            <Badge color="blue" variant="light">
              Admin
            </Badge>
          ) : null}
          {blocked.has(p.userId) ? (
            <Badge color="gray" variant="light">
              Blocked
            </Badge>
          ) : onMessage && p.userId !== userId ? (
            <ActionIcon variant="light" size="lg" aria-label={`Send message to ${displayName(p.user)}`} onClick={() => onMessage(p.user)}>
              <IconMessageCircle size={18} aria-hidden />
            </ActionIcon>
          ) : null}
          {p.userId !== userId ? <PersonSafetyMenu person={p.user} /> : null}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The game page's participants button and dialog: everyone, with Owner and Admin tags, a message
 * button on everyone else's row (never to oneself) and their menu (block, report).
 */
export function ParticipantsDialog({ game, userId, onMessage }: ParticipantsDialogProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const total = game._count.participants;
  return (
    <>
      <Button variant="subtle" size="compact-sm" leftSection={<IconUsers size={16} aria-hidden />} onClick={open}>
        {count(total, 'participant', 'participants')}
      </Button>
      <ModalOnOpen opened={opened} onClose={close} title={`Participants (${total})`} centered>
        <ParticipantRows game={game} userId={userId} onMessage={onMessage} />
      </ModalOnOpen>
    </>
  );
}
