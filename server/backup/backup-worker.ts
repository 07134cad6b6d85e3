/**
 * The backup work that would stall the server if it ran in its process (PGlite's pg_dump and a
 * test restore run synchronously in WebAssembly for seconds): a child process started by
 * server/backup/worker-process.ts, one job per process, its progress and result as JSON lines on
 * stdout.
 *
 *   backup SNAPSHOT_TAR OUT gzip|plain TAKEN_AT SOURCE  dumps the snapshot, writes OUT, says
 *          {"written":true} and waits for the line `prove` on stdin, then test-restores OUT
 *   prove  FILE                                         test-restores FILE, compares its row counts
 *
 * One process for both steps of an embedded backup: a process start (Node and tsx) is ~1 s of CPU.
 * The wait between them is where the launcher frees the snapshot and tests damage the file.
 */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { encodeBackup, writeFileAtomically } from './backup-file';
import { dumpSnapshot } from './dump-embedded';
import { proveRestorable } from './prove-restorable';
import { totalRows } from './row-counts';

/** Says the file is written, and resolves when told to go on (rejects if told nothing). */
async function writtenThenWait(): Promise<void> {
  process.stdout.write(`${JSON.stringify({ written: true })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'prove') return;
  }
  throw new Error('The backup process was not told to prove the file');
}

async function prove(file: string) {
  const contents = await proveRestorable(file);
  return { rows: totalRows(contents.counts), tables: Object.keys(contents.counts).length };
}

async function main([job, ...args]: string[]): Promise<unknown> {
  if (job === 'backup') {
    const [snapshot, out, compression, takenAt, source] = args as [string, string, string, string, string];
    const contents = await dumpSnapshot(new Blob([await readFile(snapshot)]), new Date(takenAt));
    await writeFileAtomically(out, encodeBackup(contents, source), compression === 'gzip');
    await writtenThenWait();
    return prove(out);
  }
  if (job === 'prove') return prove(args[0]!);
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
