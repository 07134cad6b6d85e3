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
