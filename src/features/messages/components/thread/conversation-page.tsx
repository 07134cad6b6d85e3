import { Container } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';
import { SectionLoader } from '@/components/section-loader';
import { ApiError } from '@/lib/api-client';
import { displayName } from '@/lib/display-name';
import { LoadFailure } from '@/offline/load-failure';
import { useOutboxStore } from '@/offline/outbox/outbox-store';
import { threadMessages, useThread } from '../../api/get-thread';
import { queuedMessages } from '../../queued-messages';
import classes from './conversation-page.module.css';
import { ThreadComposer } from './thread-composer';
import { ThreadHeader } from './thread-header';
import { ThreadMessages } from './thread-messages';
import { useMarkRead } from './use-mark-read';

/** /messages/{gameId}/{userId}: the thread with one person about one game (docs/product.md §2). */
export function ConversationPage({ userId }: { userId: string }) {
  const { gameId = '', userId: otherUserId = '' } = useParams();
  return <Thread key={`${gameId}/${otherUserId}`} userId={userId} gameId={gameId} otherUserId={otherUserId} />;
}

function Thread({ userId, gameId, otherUserId }: { userId: string; gameId: string; otherUserId: string }) {
  const thread = useThread(gameId, otherUserId);
  const entries = useOutboxStore((state) => state.entries);
  const messages = threadMessages(thread.data?.pages ?? []);
  const first = thread.data?.pages[0];
  useMarkRead(gameId, otherUserId, messages);
  const notFound = thread.error instanceof ApiError && thread.error.status === 404;
  return (
    <Container size="sm" px={0} className={classes.screen}>
      <ThreadHeader otherUser={first?.otherUser} game={first?.game} />
      <div className={classes.body}>
        {thread.isPending ? (
          <SectionLoader label="Loading messages" />
        ) : notFound ? (
          <EmptyMessage
            icon={<IconMessageCircle size={28} aria-hidden />}
            title="Conversation not found"
            description="It may belong to someone else, or the link is wrong."
          />
        ) : !first ? (
          <LoadFailure
            error={thread.error}
            title="Messages could not be loaded"
            retrying={thread.isRefetching}
            onRetry={() => void thread.refetch()}
          />
        ) : (
          <ThreadMessages
            userId={userId}
            otherName={displayName(first.otherUser)}
            messages={messages}
            queued={queuedMessages(entries, userId, gameId, otherUserId)}
            hasOlder={thread.hasNextPage}
            loadingOlder={thread.isFetchingNextPage}
            onLoadOlder={() => void thread.fetchNextPage()}
          />
        )}
      </div>
      {first ? (
        <ThreadComposer
          userId={userId}
          game={first.game}
          recipient={{ id: first.otherUser.id, name: displayName(first.otherUser) }}
        />
      ) : null}
    </Container>
  );
}
