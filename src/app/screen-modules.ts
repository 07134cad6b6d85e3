/**
 * The modules of the screens that start-up.ts asks for before React does: one import function each,
 * used by the lazy components and by the preload, so both fetch the same chunk. The routed app's
 * is in routed-app-loader.ts: its route table imports this file.
 * The landing page is in the 'boot' chunk, the layout, Home and the saved-cache code in 'shell'
 * with the routed app (vite.config.ts, decision 0024): the imports below then cost no request of
 * their own, and they stay imports so that the chunk graph can change without touching the screens.
 */
export const loadLandingPage = () => import('@/features/auth/components/landing-page');
export const loadAppLayout = () => import('./layouts/app-layout');
export const loadHomeRoute = () => import('./routes/home-route');
export const loadGameDetailRoute = () => import('./routes/game-detail-route');
export const loadProfileRoute = () => import('./routes/profile-route');
/** The saved cache's code: the warm start and PersistedQueryProvider import the same module. */
export { loadQueryPersistence } from '@/offline/saved-cache-start';
