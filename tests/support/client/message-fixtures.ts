import type { Conversation, Message, ThreadPage } from '@contract/messages';
import type { User } from '@contract/user';
import { testUser } from './fixtures';
import { makeUser, uuid } from './game-fixtures';

/** Test data for the messages screens (tests only). */
export const ann = makeUser(1, { firstName: 'Ann', lastName: 'Lee' });
export const game = { id: uuid(1, '1000'), name: 'Cold Showers' };

/** Message `n`, from `from` to `to`, written `n` minutes after a fixed start. */
export function makeMessage(n: number, from: User, to: User, extra: Partial<Message> = {}): Message {
  return {
    id: uuid(n, '3000'),
    senderId: from.id,
    recipientId: to.id,
    sender: from,
    recipient: to,
    gameId: game.id,
    game,
    content: `Message ${n}`,
    isRead: false,
    isRemoved: false,
    createdAt: new Date(Date.UTC(2030, 0, 1, 9, n)).toISOString(),
    ...extra,
  };
}

export function makeConversation(lastMessage: Message, extra: Partial<Conversation> = {}): Conversation {
  const otherUser = lastMessage.senderId === testUser.id ? lastMessage.recipient : lastMessage.sender;
  return { otherUser, game: lastMessage.game, lastMessage, unreadCount: 0, ...extra };
}

export function threadPage(messages: Message[], nextCursor: string | null = null, otherUser: User = ann): ThreadPage {
  return { otherUser, game, messages, nextCursor };
}
