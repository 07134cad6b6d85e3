import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    // dist/.vite/manifest.json: lets scripts/check-size-budget.ts find what the landing page loads.
    manifest: true,
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is a hand-kept file in public/ (linked from index.html).
      manifest: false,
      injectManifest: {
        // The app shell: code, styles, index.html, the SVG logo (header) and the web manifest.
        // The PNG icons are deliberately not matched: the browser fetches them itself for
        // installing, and a pattern matching them again would duplicate precache entries.
        globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
