import { z } from 'zod';
import { limitParam, requiredText } from './fields';
import { userSchema } from './user';

/** docs/product.md §9 / docs/architecture.md §6: a message is 1–500 characters after trimming. */
export const MESSAGE_CONTENT_MAX = 500;
/** Lists of messages come a page at a time (docs/architecture.md §6: no endpoint returns every message). */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_PAGE_MAX = 100;

/** POST /api/messages (docs/product.md §7), sent with an Idempotency-Key; what the outbox keeps offline. */
export const sendMessageSchema = z.object({
  gameId: z.uuid({ error: 'gameId must be a game id' }),
  recipientId: z.uuid({ error: 'recipientId must be a user id' }),
  content: requiredText('Message', MESSAGE_CONTENT_MAX, 'Message cannot be empty'),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** docs/product.md §3 "Message". */
export const messageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  recipientId: z.uuid(),
  sender: userSchema,
  recipient: userSchema,
  gameId: z.uuid(),
  game: z.object({ id: z.uuid(), name: z.string() }),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
  /**
   * Hidden by moderators or a suspension (docs/decisions/0042-hidden-and-blocked-in-reads.md): the
   * recipient reads REMOVED_BY_MODERATORS (contract/reports.ts) as its text, its sender the text
   * marked by this flag.
   */
  isRemoved: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * An opaque position in a list (the last row's time and id): the next page starts right after it,
 * so rows written meanwhile never shift a page (no gaps, no repeats).
 */
export const cursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: limitParam(MESSAGES_PAGE_MAX, MESSAGES_PAGE_SIZE),
});
export type CursorQuery = z.input<typeof cursorQuerySchema>;

/** GET /api/messages: mine, sent and received, newest first; `nextCursor` null on the last page. */
export const messagesPageSchema = z.object({ messages: z.array(messageSchema), nextCursor: z.string().nullable() });
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/**
 * One conversation of the /messages list (docs/product.md §2): me and one other person about one game, with
 * its newest message and how many of theirs I have not read.
 */
export const conversationSchema = z.object({
  otherUser: userSchema,
  game: z.object({ id: z.uuid(), name: z.string() }),
  lastMessage: messageSchema,
  unreadCount: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/messages/conversations: newest conversation first, paged by cursor. */
export const conversationsPageSchema = z.object({ conversations: z.array(conversationSchema), nextCursor: z.string().nullable() });
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;

/** /api/messages/conversations/{gameId}/{userId}: the thread with one person about one game. */
export const conversationParamsSchema = z.object({
  gameId: z.uuid({ error: 'gameId must be a game id' }),
  userId: z.uuid({ error: 'userId must be a user id' }),
});

/**
 * GET /api/messages/conversations/{gameId}/{userId}?cursor=: one page of the thread, oldest first
 * (docs/product.md §2); the first page is the newest messages, `nextCursor` leads to older ones.
 */
export const threadPageSchema = z.object({
  otherUser: userSchema,
  game: z.object({ id: z.uuid(), name: z.string() }),
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

/** PUT /api/messages/conversations/{gameId}/{userId}/read: how many of theirs became read, and my unread total now. */
export const markReadResultSchema = z.object({ marked: z.number().int().nonnegative(), unreadCount: z.number().int().nonnegative() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

/** docs/product.md §7: GET /api/messages/unread-count, polled every 30 s for the header badge. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
