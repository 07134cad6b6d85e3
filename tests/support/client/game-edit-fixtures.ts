import type { Game, GameInvitation, Participant } from '@contract/games';
import type { JoinRequest } from '@contract/invitations';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { testPerson, testUser } from './fixtures';
import { participant } from './game-fixtures';
import { signedInHandlers } from './handlers';
import { server } from './msw-server';
import { renderApp } from './render-app';

/** Test data of the edit screen: Ada (testUser) owns 'Cold Showers'; Bob plays; Cleo is an admin. */
export const GAME_ID = '11111111-1111-4111-8111-111111111111';
export const EDIT_PATH = `/games/${GAME_ID}/edit`;
export const bob = testPerson('22222222-2222-4222-8222-222222222222', 'Bob', 'Stone');
export const cleo = testPerson('33333333-3333-4333-8333-333333333333', 'Cleo', 'Park');
export const dana = testPerson('44444444-4444-4444-8444-444444444444', 'Dana', 'Reed');

export const participants: Participant[] = [participant(testUser), participant(bob), participant(cleo, true)];

export function editGame(extra: Partial<Game> = {}): Game {
  return {
    id: GAME_ID,
    name: 'Cold Showers',
    description: 'Thirty days of cold showers',
    coverImage: null,
    status: 'active',
    startTime: '2030-01-01T08:00:00.000Z',
    endTime: '2030-01-31T08:00:00.000Z',
    isPublic: true,
    requiresApproval: false,
    creatorId: testUser.id,
    creator: testUser,
    inviteCode: 'ABC234',
    participants,
    _count: { participants: participants.length, posts: 0 },
    ...extra,
  };
}

export const invitation: GameInvitation = {
  id: '55555555-5555-4555-8555-555555555555',
  invitedUser: dana,
  invitedEmail: null,
  invitedBy: testUser,
  createdAt: '2030-01-02T08:00:00.000Z',
};

export const joinRequest: JoinRequest = {
  id: '66666666-6666-4666-8666-666666666666',
  user: dana,
  game: { id: GAME_ID, name: 'Cold Showers' },
  createdAt: '2030-01-03T08:00:00.000Z',
};

interface EditHandlersOptions {
  game?: Game;
  invitations?: GameInvitation[];
  joinRequests?: JoinRequest[];
}

/** GET of the game and of its participants, invitations, join requests and open reports (none). */
export function editHandlers({ game = editGame(), invitations = [invitation], joinRequests = [joinRequest] }: EditHandlersOptions = {}) {
  const base = `/api/games/${game.id}`;
  return [
    http.get(base, () => HttpResponse.json(game)),
    http.get(`${base}/participants`, () => HttpResponse.json(game.participants)),
    http.get(`${base}/invitations`, () => HttpResponse.json(invitations)),
    http.get(`${base}/join-requests`, () => HttpResponse.json(joinRequests)),
    http.get(`${base}/reports`, () => HttpResponse.json({ reports: [] })),
  ];
}

/**
 * Ada (the owner) opens the edit screen with the reads of `editHandlers()`; `extra` answers what a
 * test does there (a PUT, a DELETE...). They come after editHandlers, whose answers win for the same
 * request: a test that reads the game otherwise calls server.use itself.
 */
export function openEditScreen(...extra: RequestHandler[]) {
  server.use(...signedInHandlers(), ...editHandlers(), ...extra);
  return renderApp(EDIT_PATH);
}
