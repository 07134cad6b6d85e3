import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Badge.css';
import type { Game } from '@contract/games';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { countText } from '../../game-timing';

interface ParticipantsDialogProps {
  game: Pick<Game, 'creatorId' | 'participants' | '_count'>;
  userId: string;
}

/** The game page's participants button and dialog: everyone, with Owner and Admin tags. */
export function ParticipantsDialog({ game, userId }: ParticipantsDialogProps) {
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
            </Group>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
