import type { Database } from '../../db/client';
import { preparedRows, type NamedStatement } from '../../db/prepared-rows';
import { ACCOUNT, COMMENTS, FIRST_ASCENDING, FIRST_DESCENDING, GAMES, LIKES, MESSAGES, PHOTO_BYTES, PHOTOS, POSTS, RESULTS } from './export-queries';
import { exportReadme } from './export-readme';
import type { ZipWriter } from './zip-writer';

export interface ExportOptions {
  /** Rows per statement: small in tests, so the page boundaries are walked. */
  pageSize?: number;
  /** Photos listed per statement (their bytes are still read one at a time). */
  photoPageSize?: number;
  now?: Date;
}

const PAGE_SIZE = 500;
const PHOTO_PAGE_SIZE = 100;

/** `challenge-game-export-2026-11-26.zip` (the UTC date). */
export function exportFileName(now: Date): string {
  return `challenge-game-export-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * Every page of `statement` for the person, walked by keyset (the last row's time and id), each
 * page one statement: no transaction held open while a slow phone downloads
 * (docs/decisions/0048-data-export.md).
 */
async function* pages(db: Database, statement: NamedStatement, userId: string, first: readonly [string, string], pageSize: number) {
  let cursor = first;
  for (;;) {
    const rows = await preparedRows(db, statement, [userId, ...cursor, pageSize]);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    cursor = [String(last[0]), String(last[1])];
  }
}

/** A JSON list written page by page, one entry a line: `[\n{…},\n{…}\n]`. */
async function* jsonList(rows: AsyncIterable<unknown[][]>) {
  let first = true;
  yield '[';
  for await (const page of rows) {
    yield (first ? '\n' : ',\n') + page.map((row) => row[2] as string).join(',\n');
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

/** Writes the person's whole export into `zip` and finishes it (docs/decisions/0048-data-export.md 'Download my data'). */
export async function writeExport(db: Database, userId: string, zip: ZipWriter, options: ExportOptions = {}): Promise<void> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const photoPageSize = options.photoPageSize ?? PHOTO_PAGE_SIZE;
  const list = (statement: NamedStatement, first = FIRST_ASCENDING) => jsonList(pages(db, statement, userId, first, pageSize));

  const [account] = await preparedRows(db, ACCOUNT, [userId]);
  await zip.addText('README.txt', [exportReadme(options.now ?? new Date())]);
  await zip.addText('account.json', [`${(account?.[0] as string | undefined) ?? 'null'}\n`]);
  await zip.addText('games.json', list(GAMES));
  await zip.addText('posts.json', list(POSTS, FIRST_DESCENDING));
  for await (const page of pages(db, PHOTOS, userId, FIRST_DESCENDING, photoPageSize)) {
    for (const [, , path, imageId] of page) {
      const [photo] = await preparedRows(db, PHOTO_BYTES, [userId, imageId]);
      // Deleted since the page was read: posts.json names it, but there is nothing left to add.
      if (photo) await zip.addBytes(path as string, photo[0] as Uint8Array);
    }
  }
  await zip.addText('comments.json', list(COMMENTS));
  await zip.addText('likes.json', list(LIKES));
  await zip.addText('messages.json', list(MESSAGES));
  await zip.addText('results.json', list(RESULTS));
  await zip.finish();
}
