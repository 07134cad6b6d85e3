import type { MyGame } from '@contract/games';
import type { InvitationsResponse } from '@contract/invitations';
import type { GameNotification } from '@contract/results';
import { type User, type UserStats, ZERO_STATS } from '@contract/user';
import { http, HttpResponse } from 'msw';
import { testUser } from './fixtures';

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

/** The calls a signed-out visit makes. */
export function signedOutHandlers() {
  return [http.get('/api/auth/user', unauthorized)];
}

interface SignedInOptions {
  user?: User;
  stats?: UserStats;
  unread?: number;
  invitations?: InvitationsResponse;
  /** GET /api/games: my games on Home. */
  games?: MyGame[];
  /** GET /api/notifications/games: unread game notifications (the celebration dialog, decision 0019). */
  notifications?: GameNotification[];
}

/** The calls the signed-in chrome and Home make, answered for `user`. */
export function signedInHandlers({
  user = testUser,
  stats = ZERO_STATS,
  unread = 0,
  invitations = { invitations: [], pendingRequests: [] },
  games = [],
  notifications = [],
}: SignedInOptions = {}) {
  return [
    http.get('/api/auth/user', () => HttpResponse.json(user)),
    http.get('/api/user/stats', () => HttpResponse.json(stats)),
    http.get('/api/messages/unread-count', () => HttpResponse.json({ count: unread })),
    http.get('/api/invitations', () => HttpResponse.json(invitations)),
    http.get('/api/games', () => HttpResponse.json(games)),
    http.get('/api/notifications/games', () => HttpResponse.json(notifications)),
    // Home's Recent Activity and the Profile's Accomplishments tab; tests that look at them override these.
    http.get('/api/activity', () => HttpResponse.json([])),
    http.get('/api/user/accomplishments', () => HttpResponse.json({ posts: [], hasMore: false })),
    // The Profile's Blocked people and My reports (decision 0045).
    http.get('/api/user/blocks', () => HttpResponse.json({ users: [] })),
    http.get('/api/reports/mine', () => HttpResponse.json({ reports: [] })),
    // The Profile's Security section: the devices I'm signed in on (decision 0046).
    http.get('/api/user/sessions', () => HttpResponse.json([])),
    // The Profile's Notifications section (decision 0026).
    http.get('/api/push', () =>
      HttpResponse.json({ publicKey: 'BAAA', preferences: { gameResults: true, invitations: true, joinRequests: true, messages: true } }),
    ),
  ];
}
