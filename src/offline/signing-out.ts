import { create } from 'zustand';

/**
 * True from the moment logout starts (sign-out.ts) until the browser leaves for /api/logout: the
 * app renders nothing meanwhile, so no screen fetches (and the service worker caches) data again.
 */
export const useSigningOut = create<{ signingOut: boolean }>(() => ({ signingOut: false }));
