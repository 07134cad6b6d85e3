import type { User } from '@contract/user';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { useIdlePreloads } from './idle-preloads';
import { InstallOfferMoment } from './install-offer-moment';

/** Once the signed-in app's first screen is up: the code of toasts and of what is opened next. */
function IdlePreloads() {
  useIdlePreloads();
  return null;
}

/** The router and the whole route table: a chunk of its own, not needed by the landing page. */
export function RoutedApp({ user }: { user: User | null }) {
  return (
    <BrowserRouter>
      <AppRoutes user={user} />
      {user && <InstallOfferMoment />}
      {user && <IdlePreloads />}
    </BrowserRouter>
  );
}
