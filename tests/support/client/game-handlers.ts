import type { MyGame, PublicGame } from '@contract/games';
import type { User } from '@contract/user';
import { http, HttpResponse } from 'msw';

/** GET /api/games (my games), GET /api/games/public and GET /api/games/search?q=. */
export function gameListHandlers({
  mine = [],
  publicGames = [],
  search = () => [],
}: {
  mine?: MyGame[];
  publicGames?: PublicGame[];
  search?: (q: string) => PublicGame[];
} = {}) {
  return [
    http.get('/api/games', () => HttpResponse.json(mine)),
    http.get('/api/games/public', () => HttpResponse.json(publicGames)),
    http.get('/api/games/search', ({ request }) =>
      HttpResponse.json(search(new URL(request.url).searchParams.get('q') ?? '')),
    ),
  ];
}

/** GET /api/users/search?q= answered by `find`. */
export function userSearchHandler(find: (q: string) => User[]) {
  return http.get('/api/users/search', ({ request }) =>
    HttpResponse.json(find(new URL(request.url).searchParams.get('q') ?? '')),
  );
}

/** GET `url` (a game, or an invite code) refused as the server refuses one that matches no game. */
export const gameNotFoundHandler = (url = '/api/games/:id') =>
  http.get(url, () => HttpResponse.json({ message: 'Game not found' }, { status: 404 }));

/** GET /api/games/invite/ABC234: Grace Hopper's 'Cold Showers' in 2030, with one participant, not me. */
export function inviteHandler(extra: Record<string, unknown> = {}) {
  return http.get('/api/games/invite/ABC234', () =>
    HttpResponse.json({
      id: 'g1',
      name: 'Cold Showers',
      description: 'Thirty days of cold showers',
      status: 'active',
      startTime: '2030-01-01T00:00:00.000Z',
      endTime: '2030-01-31T00:00:00.000Z',
      participantCount: 1,
      creatorName: 'Grace Hopper',
      isMember: false,
      ...extra,
    }),
  );
}
