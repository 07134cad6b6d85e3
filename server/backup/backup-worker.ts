/**
 * The backup work that would stall the server if it ran in its process (PGlite's pg_dump and a
 * test restore run synchronously in WebAssembly for seconds): a child process started by
 * server/backup/worker-process.ts, one job per process, its result as one JSON line on stdout.
 *
 *   dump   SNAPSHOT_TAR OUT gzip|plain TAKEN_AT SOURCE  dumps the snapshot, writes OUT (not yet proven)
 *   prove  FILE                                        test-restores FILE, compares its row counts
 */
import { readFile } from 'node:fs/promises';
import { encodeBackup, writeFileAtomically } from './backup-file';
import { dumpSnapshot } from './dump-embedded';
import { proveRestorable } from './prove-restorable';
import { totalRows } from './row-counts';

async function main([job, ...args]: string[]): Promise<unknown> {
  if (job === 'dump') {
    const [snapshot, out, compression, takenAt, source] = args as [string, string, string, string, string];
    const contents = await dumpSnapshot(new Blob([await readFile(snapshot)]), new Date(takenAt));
    await writeFileAtomically(out, encodeBackup(contents, source), compression === 'gzip');
    return { rows: totalRows(contents.counts), tables: Object.keys(contents.counts).length };
  }
  if (job === 'prove') {
    const contents = await proveRestorable(args[0]!);
    return { rows: totalRows(contents.counts), tables: Object.keys(contents.counts).length };
  }
  throw new Error(`Unknown backup job ${job}`);
}

main(process.argv.slice(2)).then(
  (result) => {
    process.stdout.write(`${JSON.stringify({ ok: true, ...(result as object) })}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stdout.write(`${JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) })}\n`);
    process.exit(1);
  },
);
