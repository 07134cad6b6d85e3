import type { GameStatus } from '@contract/games';
import type { Post } from '@contract/posts';
import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconShare, IconTrophy } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { RetryAlert } from '@/components/retry-alert';
import { usePosts } from '../../api/get-posts';
import { sentinelStyle, useRestWhenNear } from '@/lib/use-rest-when-near';
import { useShownData } from '@/lib/use-shown-data';
import { useOutboxStore } from '@/offline/outbox/outbox-store';
import { PostCard } from '../post/post-card';
import { WaitingPostCard } from '../waiting/waiting-post-card';
import { waitingShares, type WaitingShare } from '../waiting/waiting-posts';
import { AccomplishmentsPager } from './accomplishments-pager';

export interface AccomplishmentsSectionProps {
  gameId: string;
  status: GameStatus;
  /** The signed-in person: their posts and comments get the author's controls. */
  userId: string;
  isParticipant: boolean;
  /** Opens Share Your Accomplishment for this game (the app owns that dialog). */
  onShare: () => void;
}

/** docs/product.md §2 game detail "Accomplishments": the game's posts, newest first, 20 to a page. */
export function AccomplishmentsSection(props: AccomplishmentsSectionProps) {
  // docs/product.md §4: nothing to show (or fetch) before the game starts.
  if (props.status === 'upcoming') return null;
  return <Accomplishments {...props} />;
}

interface PostListProps {
  posts: Post[];
  waiting: WaitingShare[];
  loadingPage: boolean;
  userId: string;
  gameStatus: GameStatus;
}

/**
 * The page's posts, the ones waiting to be sent first. Two post cards fill a phone's screen under
 * the game's header: those render at once, the rest when scrolled near or when Tab is pressed in the
 * list (src/lib/use-rest-when-near.ts), so opening a game renders a screen's worth (decision 0055).
 */
function PostList({ posts, waiting, loadingPage, userId, gameStatus }: PostListProps) {
  const { shown, waiting: more, sentinelRef, onKeyDown } = useRestWhenNear<HTMLLIElement>(posts.length, 2);
  return (
    <Stack
      component="ul"
      gap="md"
      p={0}
      m={0}
      style={{ listStyle: 'none', opacity: loadingPage ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={loadingPage}
      onKeyDown={onKeyDown}
    >
      {waiting.map((share) => (
        <li key={share.id}>
          <WaitingPostCard share={share} />
        </li>
      ))}
      {posts.slice(0, shown).map((post) => (
        <li key={post.id}>
          <PostCard post={post} userId={userId} gameStatus={gameStatus} />
        </li>
      ))}
      {more ? <li ref={sentinelRef} aria-hidden style={sentinelStyle('var(--mantine-spacing-md)')} /> : null}
    </Stack>
  );
}

function Accomplishments({ gameId, status, userId, isParticipant, onShare }: AccomplishmentsSectionProps) {
  const [page, setPage] = useState(1);
  const posts = usePosts(gameId, page);
  // Twenty post cards are the game page's biggest render.
  const { shown: shownPage, catchingUp } = useShownData(posts.data);
  const entries = useOutboxStore((state) => state.entries);
  // Shared here but not yet sent: on top of the first page, marked as waiting (docs/architecture.md §7).
  const waiting = page === 1 ? waitingShares(entries, userId, gameId) : [];
  const emptyPage = posts.isSuccess && !posts.isPlaceholderData && posts.data.posts.length === 0;
  const showsEmptyState = emptyPage && page === 1 && waiting.length === 0;
  // docs/product.md §4: sharing only while the game is active, and only for its participants.
  const canShare = isParticipant && status === 'active';
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The last post of a later page was deleted: step back instead of showing an empty page.
  useEffect(() => {
    if (emptyPage && page > 1) setPage(page - 1);
  }, [emptyPage, page]);

  const turnTo = (next: number) => {
    setPage(next);
    titleRef.current?.scrollIntoView({ block: 'start' });
  };

  let body;
  if (posts.isPending || catchingUp) {
    body = (
      <Center py="lg">
        <Loader role="status" aria-label="Loading accomplishments" />
      </Center>
    );
  } else if (posts.isError) {
    body = <RetryAlert title="Failed to fetch accomplishments" retrying={posts.isFetching} onRetry={() => void posts.refetch()} />;
  } else if (showsEmptyState) {
    body = (
      <EmptyMessage title="No accomplishments shared yet" icon={<IconTrophy size={24} aria-hidden />}>
        {canShare ? (
          <Button leftSection={<IconShare size={18} aria-hidden />} onClick={onShare}>
            Be the first to share
          </Button>
        ) : null}
      </EmptyMessage>
    );
  } else if (shownPage) {
    const loadingPage = posts.isPlaceholderData || shownPage !== posts.data;
    body = (
      <>
        <PostList posts={shownPage.posts} waiting={waiting} loadingPage={loadingPage} userId={userId} gameStatus={status} />
        <AccomplishmentsPager page={page} hasMore={shownPage.hasMore} busy={loadingPage} onPage={turnTo} />
      </>
    );
  }

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" id={titleId} ref={titleRef}>
          Accomplishments
        </Title>
        {canShare && !showsEmptyState ? (
          <Button
            variant="light"
            size="compact-md"
            h={44}
            leftSection={<IconShare size={18} aria-hidden />}
            aria-label="Share Your Accomplishment"
            onClick={onShare}
          >
            Share
          </Button>
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}
