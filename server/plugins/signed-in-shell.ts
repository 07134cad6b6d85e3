import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The name of the chunk with AuthGate's lazy routed app, the first code a signed-in screen needs
 * after the entry chunk: a chunk group of vite.config.ts declares it (with the modules it holds, which
 * the build checks), and Vite's manifest names it.
 */
export const SIGNED_IN_CHUNK = 'shell';
const USER_URL = '/api/auth/user';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
}

/**
 * The <link>s of a signed-in first visit (decision 0024). Without them, each step of the
 * first screen waited on the one before: the entry chunk → GET /api/auth/user → the signed-in
 * app's chunk → its first render. Named in the head, the browser fetches them while the entry
 * chunk loads:
 * - the user with `preload`: the app's own request (api-client: credentials included) then takes
 *   that answer instead of asking again;
 * - the app's chunk and its styles at low priority, so they don't slow the entry chunk and the
 *   splash, found in Vite's manifest by the name vite.config.ts gives it. A build without a
 *   manifest (tests' fake builds) gets no chunk links.
 */
async function signedInLinks(root: string): Promise<string> {
  const links = [`<link rel="preload" href="${USER_URL}" as="fetch" crossorigin="use-credentials">`];
  try {
    const manifest = JSON.parse(await readFile(path.join(root, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    // A chunk of a group has no source module of its own: its key is '_' and its file name.
    const chunk = Object.entries(manifest).find(([key, { name, file }]) => key.startsWith('_') && name === SIGNED_IN_CHUNK && file.endsWith('.js'))?.[1];
    if (chunk) {
      links.push(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/${chunk.file}">`);
      for (const css of chunk.css ?? []) links.push(`<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${css}">`);
    }
  } catch {
    // No build manifest: the user's preload alone.
  }
  return links.join('');
}

/**
 * index.html with the signed-in links, read again only when the file changes (a new build under a
 * running server is found, as the SPA plugin finds every other file).
 */
export function signedInShell(root: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const shellPath = path.join(root, 'index.html');
    const { mtimeMs } = await stat(shellPath);
    if (cached?.mtimeMs !== mtimeMs) {
      const [shell, links] = await Promise.all([readFile(shellPath, 'utf8'), signedInLinks(root)]);
      cached = { mtimeMs, html: shell.replace('</head>', `${links}</head>`) };
    }
    return cached.html;
  };
}
