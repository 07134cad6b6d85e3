/** The routed app's module, for AuthGate's lazy component and start-up.ts (see screen-modules.ts). */
export const loadRoutedApp = () => import('./routed-app');
