import '@mantine/core/styles/Avatar.css';
import type { Game } from '@contract/games';
import { Avatar, Group, Text } from '@mantine/core';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';

/** Faces shown before '+N'; names written out before 'and N more'. */
const FACES = 5;
const NAMES = 2;

type PreviewGame = Pick<Game, 'creatorId' | 'participants'> & { _count: Pick<Game['_count'], 'participants'> };

/** Me first ('You'), then the creator, then the others in the game's order. */
function ordered(game: PreviewGame, userId: string) {
  const rank = (id: string) => (id === userId ? 0 : id === game.creatorId ? 1 : 2);
  return [...game.participants].sort((a, b) => rank(a.userId) - rank(b.userId));
}

/** 'You', 'You and Grace Hopper', 'You, Grace Hopper and 3 more'. */
export function whoIsInText(game: PreviewGame, userId: string): string {
  const people = ordered(game, userId);
  const names = people.slice(0, NAMES).map((p) => (p.userId === userId ? 'You' : displayName(p.user)));
  const more = Math.max(game._count.participants, people.length) - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * Who is in a game at a glance: a few faces and the names in words (the faces are decoration, the
 * words say it to a screen reader). The whole list is the participants dialog's.
 */
export function ParticipantsPreview({ game, userId, label }: { game: PreviewGame; userId: string; label: string }) {
  const people = ordered(game, userId);
  const extra = Math.max(game._count.participants, people.length) - Math.min(people.length, FACES);
  return (
    <Group role="group" aria-label={label} gap="sm" wrap="nowrap">
      {/* A small overlap: a larger one hides the second initial of the face underneath. */}
      <Avatar.Group spacing={4} aria-hidden style={{ flexShrink: 0 }}>
        {people.slice(0, FACES).map((p) => (
          <UserAvatar key={p.userId} user={p.user} size="md" decorative />
        ))}
        {extra > 0 ? (
          <Avatar size="md" radius="xl" aria-hidden>
            +{extra}
          </Avatar>
        ) : null}
      </Avatar.Group>
      <Text size="sm">{whoIsInText(game, userId)}</Text>
    </Group>
  );
}
