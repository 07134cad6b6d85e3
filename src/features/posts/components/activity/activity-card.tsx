import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import { REMOVED_BY_MODERATORS } from '@contract/removed-content';
import type { ActivityItem } from '@contract/activity';
import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RemovedBadge, RemovedText } from '@/components/removed-content';
import stretched from '@/components/stretched-link.module.css';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { timeAgo } from '@/lib/time-ago';
import classes from './activity-card.module.css';
import { ACTIVITY_CONTENT_MAX, ACTIVITY_QUOTE_MAX, excerpt } from './excerpt';
import { GamePicker } from './game-picker';
import { REDACTED_TEXT, RedactedText } from './redacted-text';
import offscreen from '@/components/offscreen.module.css';

const KIND = {
  post: { badge: 'Posted', verb: 'posted', color: 'violet' },
  // Cyan, not teal: teal 9 on teal 1 (the light badge) is 4.3:1, below WCAG AA for its 11 px bold text; cyan is 4.8:1.
  comment: { badge: 'Commented', verb: 'commented', color: 'cyan' },
} as const;

/** A comment quotes the post it is on; that post's text is null once it was redacted. */
function ParentQuote({ text }: { text: string | null }) {
  return (
    <blockquote className={classes.quote}>
      {text === null ? <i>{REDACTED_TEXT}</i> : <span className={classes.text}>{excerpt(text, ACTIVITY_QUOTE_MAX)}</span>}
    </blockquote>
  );
}

/**
 * SPEC §2 "Activity card": who posted or commented, when, what (cut at 200 characters), the photo,
 * and the game. The game link stretches over the card, so a click anywhere opens /games/{gameId};
 * a share into several games adds the 'N games' picker beside it instead of inside it.
 */
export function ActivityCard({ item }: { item: ActivityItem }) {
  const kind = KIND[item.type];
  const author = displayName(item.user);
  const linkId = `activity-${item.type}-${item.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" className={`${stretched.card} ${offscreen.card}`} aria-labelledby={linkId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UserAvatar user={item.user} decorative />
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate>
                {author}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
              </Text>
            </Stack>
          </Group>
          <Badge color={kind.color} variant="light" style={{ flexShrink: 0 }}>
            {kind.badge}
          </Badge>
        </Group>
        {item.type === 'comment' ? <ParentQuote text={item.postContent} /> : null}
        {item.isRedacted ? (
          <RedactedText />
        ) : item.isRemoved && item.content === REMOVED_BY_MODERATORS ? (
          <RemovedText />
        ) : (
          <Text className={classes.text}>{excerpt(item.content, ACTIVITY_CONTENT_MAX)}</Text>
        )}
        {/* Only its author is sent the text of hidden content: they see it marked (decision 0040). */}
        {item.isRemoved && item.content !== REMOVED_BY_MODERATORS ? <RemovedBadge /> : null}
        {item.image ? (
          <Image src={item.image} alt="Accomplishment" radius="md" mah={296} w="auto" maw="100%" fit="contain" loading="lazy" />
        ) : null}
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap={6} wrap="nowrap" miw={0} c="dimmed">
            <IconFlag size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Link
              to={`/games/${item.gameId}`}
              id={linkId}
              className={`${stretched.link} ${classes.gameLink}`}
              aria-label={`${author} ${kind.verb} in ${item.game.name}`}
            >
              {item.game.name}
            </Link>
          </Group>
          {item.isMultiGame ? <GamePicker games={item.games} /> : null}
        </Group>
      </Stack>
    </Paper>
  );
}
