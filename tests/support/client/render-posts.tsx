import type { GameStatus } from '@contract/games';
import type { Post } from '@contract/posts';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { AccomplishmentsSection } from '@/features/posts/components/accomplishments/accomplishments-section';
import { useOutboxSync } from '@/offline/outbox/use-outbox-sync';
import { testUser } from './fixtures';
import { server } from './msw-server';
import { GAME_ID, postsHandler } from './post-fixtures';
import { renderWithProviders } from './render-with-providers';

interface RenderPostsOptions {
  status?: GameStatus;
  isParticipant?: boolean;
}

/** What the signed-in layout does: sends the outbox and puts each answer into the cached views. */
function OutboxSync({ userId }: { userId: string }) {
  useOutboxSync(userId);
  return null;
}

/** The Accomplishments section of game 1 as Ada (testUser) sees it; the test serves the posts. */
export function renderSection({ status = 'active', isParticipant = true }: RenderPostsOptions = {}) {
  const onShare = vi.fn();
  const view = renderWithProviders(
    <>
      <OutboxSync userId={testUser.id} />
      <AccomplishmentsSection gameId={GAME_ID} status={status} userId={testUser.id} isParticipant={isParticipant} onShare={onShare} />
    </>,
  );
  return { ...view, onShare };
}

/** renderSection with `posts` as the only page. */
export function renderPosts(posts: Post[], options: RenderPostsOptions = {}) {
  server.use(postsHandler([{ posts, hasMore: false }]));
  return renderSection(options);
}

/** The article of the post by `author` (there is one per test where this is used). */
export const postArticle = (author: string) => screen.findByRole('article', { name: `Accomplishment by ${author}` });
