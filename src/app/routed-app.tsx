import type { User } from '@contract/user';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { InstallOfferMoment } from './install-offer-moment';

/** The router and the whole route table: a chunk of its own, not needed by the landing page. */
export function RoutedApp({ user }: { user: User | null }) {
  return (
    <BrowserRouter>
      <AppRoutes user={user} />
      {user && <InstallOfferMoment />}
    </BrowserRouter>
  );
}
