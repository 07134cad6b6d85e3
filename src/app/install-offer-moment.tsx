import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { myGamesQueryOptions } from '@/features/games/api/get-my-games';
import { InstallOffer } from '@/pwa/install-offer';

/**
 * When 'Install app' is offered (decision 0005): never on a first visit, but on Home once the person has
 * a game (created or joined one), and on their Profile. Reads My Games from the cache only.
 */
export function InstallOfferMoment() {
  const { pathname } = useLocation();
  const { data: games } = useQuery({ ...myGamesQueryOptions(), enabled: false });
  const when = pathname === '/profile' || (pathname === '/' && (games?.length ?? 0) > 0);
  return <InstallOffer when={when} />;
}
