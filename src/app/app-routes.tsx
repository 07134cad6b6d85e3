import type { User } from '@contract/user';
import { Route, Routes } from 'react-router';
import { lazyPage } from './lazy-page';
import { loadAppLayout, loadGameDetailRoute, loadHomeRoute, loadLandingPage, loadProfileRoute } from './screen-modules';

// Every screen is its own chunk: the landing page loads nothing the signed-in app needs.
const LandingPage = lazyPage(loadLandingPage, 'LandingPage');
const SignInPage = lazyPage(() => import('@/features/auth/components/sign-in-page'), 'SignInPage');
const ResetPasswordRoute = lazyPage(() => import('./routes/reset-password-route'), 'ResetPasswordRoute');
const AppLayout = lazyPage(loadAppLayout, 'AppLayout');
const HomeRoute = lazyPage(loadHomeRoute, 'HomeRoute');
const ProfileRoute = lazyPage(loadProfileRoute, 'ProfileRoute');
const JoinRoute = lazyPage(() => import('./routes/join-route'), 'JoinRoute');
const GameDetailRoute = lazyPage(loadGameDetailRoute, 'GameDetailRoute');
const GameEditRoute = lazyPage(() => import('./routes/game-edit-route'), 'GameEditRoute');
const GroupsRoute = lazyPage(() => import('./routes/groups-route'), 'GroupsRoute');
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage');
const DiscoverPage = lazyPage(() => import('@/features/games/components/discover/discover-page'), 'DiscoverPage');
const LeaderboardPage = lazyPage(() => import('@/features/leaderboard/components/leaderboard-page'), 'LeaderboardPage');
const MessagesPage = lazyPage(() => import('@/features/messages/components/messages-page'), 'MessagesPage');
const ConversationPage = lazyPage(() => import('@/features/messages/components/thread/conversation-page'), 'ConversationPage');
const InvitesPage = lazyPage(() => import('@/features/invites/components/invites-page'), 'InvitesPage');
const ModerationRoute = lazyPage(() => import('./routes/moderation-route'), 'ModerationRoute');
const MobileDemoPage = lazyPage(() => import('@/features/mobile-demo/components/mobile-demo-page'), 'MobileDemoPage');

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/reset-password" element={<ResetPasswordRoute />} />
      {/* The join page frames itself (the landing page's brand, decision 0053). `:code?`: /join/ with
          no code says 'Invalid Join Link', not the landing or a 404 (landing-path.ts agrees). */}
      <Route path="/join/:code?" element={<JoinRoute signedIn={false} />} />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/reset-password" element={<ResetPasswordRoute />} />
      <Route element={<AppLayout user={user} />}>
        <Route index element={<HomeRoute user={user} />} />
        <Route path="discover" element={<DiscoverPage />} />
        <Route path="games/:id" element={<GameDetailRoute userId={user.id} />} />
        <Route path="games/:id/edit" element={<GameEditRoute userId={user.id} />} />
        <Route path="games/:gameId/groups" element={<GroupsRoute userId={user.id} />} />
        <Route path="leaderboard" element={<LeaderboardPage userId={user.id} />} />
        <Route path="profile" element={<ProfileRoute user={user} />} />
        <Route path="messages" element={<MessagesPage userId={user.id} />} />
        <Route path="messages/:gameId/:userId" element={<ConversationPage userId={user.id} />} />
        <Route path="invites" element={<InvitesPage />} />
        <Route path="moderation" element={<ModerationRoute />} />
        <Route path="mobile-demo" element={<MobileDemoPage />} />
        <Route path="join/:code?" element={<JoinRoute signedIn />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** docs/product.md §2 route table: the signed-in set, or the signed-out set (landing page for any other path). */
export function AppRoutes({ user }: { user: User | null }) {
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}
