import { describe, expect, it } from 'vitest';
import type { Message } from '@contract/messages';
import { createMessageCast, send, type MessageCast } from '../../../tests/support/messages';
import { useTestApp, type TestRequest } from '../../../tests/support/test-app';

/**
 * Who may call the message routes (docs/architecture.md §6: only the two people of a message read it; a stranger
 * asking for someone's thread gets 404, never an empty list; decision 0022) × the five kinds of caller,
 * each cell on a fresh game holding one message from the sender to the recipient. A thread is
 * asked for with the sender, except by the sender, who asks for it with the recipient.
 */
const ROLES = ['anonymous', 'stranger', 'participant', 'recipient', 'sender'] as const;
type Role = (typeof ROLES)[number];

interface World {
  cast: MessageCast;
  message: Message;
  role: Role;
}

const other = (w: World) => (w.role === 'sender' ? w.cast.recipient : w.cast.sender).user.id;
const thread = (w: World) => `/api/messages/conversations/${w.cast.game.id}/${other(w)}`;

const OWN_LIST = { anonymous: 401, stranger: 200, participant: 200, recipient: 200, sender: 200 };
const THE_TWO = { anonymous: 401, stranger: 404, participant: 404, recipient: 200, sender: 200 };
/** Whose 200 answer holds the message. */
const SEEN = { anonymous: false, stranger: false, participant: false, recipient: true, sender: true };

const MATRIX: Array<[name: string, request: (w: World) => TestRequest, expected: Record<Role, number>, seen?: Record<Role, boolean>]> = [
  [
    'POST /api/messages (to the recipient)',
    (w) => ({ method: 'POST', url: '/api/messages', payload: { gameId: w.cast.game.id, recipientId: w.cast.recipient.user.id, content: 'Hi' } }),
    // The recipient writing to the recipient is writing to themself.
    { anonymous: 401, stranger: 403, participant: 201, recipient: 400, sender: 201 },
  ],
  ['GET /api/messages', () => ({ method: 'GET', url: '/api/messages' }), OWN_LIST, SEEN],
  ['GET /api/messages/conversations', () => ({ method: 'GET', url: '/api/messages/conversations' }), OWN_LIST, SEEN],
  ['GET /api/messages/conversations/{gameId}/{userId}', (w) => ({ method: 'GET', url: thread(w) }), THE_TWO, SEEN],
  ['PUT /api/messages/conversations/{gameId}/{userId}/read', (w) => ({ method: 'PUT', url: `${thread(w)}/read` }), THE_TWO],
  [
    'PUT /api/messages/{id}/read',
    (w) => ({ method: 'PUT', url: `/api/messages/${w.message.id}/read` }),
    // Only the recipient: even the sender is told the message does not exist.
    { anonymous: 401, stranger: 404, participant: 404, recipient: 200, sender: 404 },
  ],
  ['GET /api/messages/unread-count', () => ({ method: 'GET', url: '/api/messages/unread-count' }), OWN_LIST],
];

const MESSAGES: Record<number, string[]> = {
  401: ['Unauthorized'],
  403: ['You must be a participant of this game to send messages'],
  400: ['You cannot message yourself'],
  404: ['Conversation not found', 'Message not found'],
};

describe('permission matrix of the message routes', () => {
  const t = useTestApp();

  const cells = MATRIX.flatMap(([name, request, expected, seen]) =>
    ROLES.map((role) => [name, role, request, expected[role], seen?.[role]] as const),
  );

  it.each(cells)('%s as %s', async (_name, role, request, status, seen) => {
    const cast = await createMessageCast(t.db);
    const message = await send(t, cast.sender, cast.recipient, cast.game.id, 'Meet at the lake');
    const options = request({ cast, message, role });
    const headers = role === 'anonymous' ? {} : cast[role].headers;
    const res = await t.request({ ...options, headers: { ...options.headers, ...headers } });
    expect({ status: res.statusCode, body: res.statusCode === status ? undefined : res.body }).toEqual({ status, body: undefined });
    if (status >= 400) expect(MESSAGES[status]).toContain(res.json().message);
    if (seen !== undefined) expect(res.body.includes(message.id), res.body).toBe(seen);
  });
});
