import { and, eq, sql } from 'drizzle-orm';
import { INVITE_CODE_ALPHABET, joinCodeSchema, JOIN_CODE_LENGTH } from '@contract/games';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared-query';
import { games } from '../db/schema/games';

/**
 * Link previews for `/join/{code}` (decision 0013): a chat app fetching a shared invite link reads the
 * Open Graph tags of the app shell, so the shell served for that path names the game.
 *
 * Only PUBLIC games get a preview. A private game's name and description are for the people its
 * creator lets in, and the shell must not become a way around the rate limit of the invite look-up
 * (GET /api/games/invite/{code}): someone trying codes here learns only what Discover lists for
 * everyone anyway (public games, their names and descriptions), and a private game or a miss
 * answers the very same plain shell.
 */

export interface JoinPreview {
  name: string;
  description: string | null;
  code: string;
}

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);
const JOIN_PATH = /^join\/([^/]+)$/;

/** One indexed read (the unique invite code index), built once per database. */
const publicGameByCode = preparedPerDatabase((db) =>
  db
    .select({ name: games.name, description: games.description })
    .from(games)
    .where(and(eq(games.inviteCode, sql.placeholder('code')), eq(games.isPublic, true)))
    .limit(1)
    .prepare('public_game_by_invite_code'),
);

/**
 * The public game a `/join/{code}` path (relative, decoded: 'join/ABC234') names, or null. The code
 * is read as the join page reads it (trimmed, upper-cased); anything that can't be a code is a miss
 * without asking the database.
 */
export async function findJoinPreview(db: Database, relativePath: string): Promise<JoinPreview | null> {
  const match = JOIN_PATH.exec(relativePath);
  const parsed = match ? joinCodeSchema.safeParse(match[1]) : null;
  if (!parsed?.success || !CODE_PATTERN.test(parsed.data)) return null;
  const [game] = await publicGameByCode(db).execute({ code: parsed.data });
  return game ? { ...game, code: parsed.data } : null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an HTML attribute value or element (quoted with either quote). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Previews show a line or two; a long description is cut at a word, never mid-escape. */
const DESCRIPTION_MAX = 300;
const FALLBACK_DESCRIPTION = 'You are invited to join this challenge.';

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}…`;
}

/**
 * The shell with Open Graph and Twitter card tags before `</head>`. `origin` is PUBLIC_URL or what
 * the request says (no trailing slash). The site name comes from the shell's own <title>.
 */
export function withJoinPreview(shell: string, preview: JoinPreview, origin: string): string {
  const siteName = /<title>([^<]*)<\/title>/i.exec(shell)?.[1]?.trim();
  const description = preview.description?.trim() ? shorten(preview.description) : FALLBACK_DESCRIPTION;
  const properties: Array<[string, string]> = [
    ['og:type', 'website'],
    ['og:title', preview.name],
    ['og:description', description],
    ['og:url', `${origin}/join/${encodeURIComponent(preview.code)}`],
  ];
  // The <title> is already HTML text (its & and < escaped): only a quote needs escaping in an attribute.
  const site = siteName ? [`<meta property="og:site_name" content="${siteName.replaceAll('"', '&quot;')}" />`] : [];
  const tags = [
    ...properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...site,
    '<meta name="twitter:card" content="summary" />',
  ];
  const head = shell.search(/<\/head>/i);
  if (head < 0) return shell;
  // On lines of their own, just above the line of </head> (or right before it if it shares a line).
  const lineStart = shell.lastIndexOf('\n', head) + 1;
  const at = shell.slice(lineStart, head).trim() === '' ? lineStart : head;
  return `${shell.slice(0, at)}${tags.map((tag) => `    ${tag}\n`).join('')}${shell.slice(at)}`;
}
