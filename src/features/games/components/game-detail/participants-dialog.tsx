import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import type { Game } from '@contract/games';
import type { User } from '@contract/user';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle, IconUsers } from '@tabler/icons-react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { countText } from '../../game-timing';

interface ParticipantsDialogProps {
  game: Pick<Game, 'creatorId' | 'participants' | '_count'>;
  userId: string;
  /**
   * Opens Send message to another participant (SPEC §2 message dialog); composed by the app, which
   * knows the messages feature. No button without it.
   */
  onMessage?: (recipient: User) => void;
}

/**
 * The game page's participants button and dialog: everyone, with Owner and Admin tags, and a
 * message button on everyone else's row (SPEC §5: never to oneself).
 */
export function ParticipantsDialog({ game, userId, onMessage }: ParticipantsDialogProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const count = game._count.participants;
  // The owner first, then admins, then everyone else.
  const rank = (p: Game['participants'][number]) => (p.userId === game.creatorId ? 0 : p.isAdmin ? 1 : 2);
  const people = [...game.participants].sort((a, b) => rank(a) - rank(b));
  return (
    <>
      <Button variant="subtle" size="compact-sm" leftSection={<IconUsers size={16} aria-hidden />} onClick={open}>
        {countText(count, 'participant')}
      </Button>
      <Modal opened={opened} onClose={close} title={`Participants (${count})`} centered>
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
              {onMessage && p.userId !== userId ? (
                <ActionIcon
                  variant="light"
                  size="lg"
                  aria-label={`Send message to ${displayName(p.user)}`}
                  onClick={() => onMessage(p.user)}
                >
                  <IconMessageCircle size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
