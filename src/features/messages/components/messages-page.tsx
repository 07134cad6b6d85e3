import { Button, Center, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { BareList } from '@/components/bare-list';
import { EmptyMessage } from '@/components/empty-message';
import { Page } from '@/components/page';
import { SectionLoader } from '@/components/section-loader';
import { LoadFailure } from '@/offline/load-failure';
import { useConversations } from '../api/get-conversations';
import { ConversationRow } from './conversation-row';

/**
 * /messages (docs/product.md §2): my conversations, one per other person and game, newest first, a page at a
 * time (docs/architecture.md §6). Each opens its thread at /messages/{gameId}/{userId}.
 */
export function MessagesPage({ userId }: { userId: string }) {
  const conversations = useConversations();
  const list = conversations.data?.pages.flatMap((page) => page.conversations) ?? [];
  return (
    <Page title="Messages">
      {conversations.isPending ? (
        <SectionLoader label="Loading conversations" />
      ) : conversations.isError && list.length === 0 ? (
        <LoadFailure
          error={conversations.error}
          title="Messages could not be loaded"
          retrying={conversations.isRefetching}
          onRetry={() => void conversations.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyMessage
          icon={<IconMessageCircle size={28} aria-hidden />}
          title="No messages yet"
          description="Messages from other participants of your games show up here."
        />
      ) : (
        <Stack gap="sm">
          <BareList gap={0} aria-label="Conversations">
            {list.map((conversation) => (
              <ConversationRow key={`${conversation.game.id}/${conversation.otherUser.id}`} conversation={conversation} userId={userId} />
            ))}
          </BareList>
          {conversations.hasNextPage ? (
            <Center>
              <Button variant="light" loading={conversations.isFetchingNextPage} onClick={() => void conversations.fetchNextPage()}>
                Load more
              </Button>
            </Center>
          ) : null}
        </Stack>
      )}
    </Page>
  );
}
