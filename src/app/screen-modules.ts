/**
 * The modules of the screens that start-up.ts asks for before React does: one import function each,
 * used by the lazy components and by the preload, so both fetch the same chunk. The routed app's
 * is in routed-app-loader.ts: its route table imports this file.
 */
export const loadLandingPage = () => import('@/features/auth/components/landing-page');
export const loadAppLayout = () => import('./layouts/app-layout');
export const loadHomeRoute = () => import('./routes/home-route');
/** PersistedQueryProvider imports the same module once someone is signed in. */
export const loadQueryPersistence = () => import('@/offline/query-persistence');
