import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BackupFileError } from './backup-file';

const WORKER = fileURLToPath(new URL('./backup-worker.ts', import.meta.url));
/** The repository: where `--import tsx` resolves, as for `npm start`. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface WorkerResult {
  rows: number;
  tables: number;
}

type Answer = { ok?: boolean; written?: boolean; message?: string } & Partial<WorkerResult>;

/**
 * Runs one job of server/backup/backup-worker.ts in a child process and resolves to its result;
 * a refusal it reports (a backup that does not restore) rejects with a BackupFileError carrying
 * its message. A child keeps the server answering meanwhile, and its memory (a copy of the
 * database, twice) is given back when it exits.
 *
 * `afterWrite` runs when the child says the file is written (the `backup` job), before it is told
 * to prove it; if it fails, the child is ended and the run rejects with that failure.
 */
export function runBackupWorker(args: string[], afterWrite?: () => Promise<void>): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let partial = '';
    let err = '';
    /** The last answer (`ok` true or false), and a failure of `afterWrite`. */
    let result: Answer = {};
    let failed: { error: unknown } | undefined;
    const onLine = (line: string) => {
      let answer: Answer;
      try {
        answer = JSON.parse(line) as Answer;
      } catch {
        return; // not an answer: something a library printed
      }
      if (answer.ok !== undefined) result = answer;
      if (!answer.written) return;
      void (afterWrite?.() ?? Promise.resolve()).then(
        () => child.stdin.end('prove\n'),
        (error: unknown) => {
          failed = { error };
          child.kill();
        },
      );
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      lines.forEach(onLine);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.stdin.on('error', () => undefined); // a child that already ended: its exit says why
    child.on('error', reject);
    child.on('close', (code, signal) => {
      onLine(partial);
      if (failed) reject(failed.error);
      else if (result.ok && code === 0) resolve({ rows: result.rows ?? 0, tables: result.tables ?? 0 });
      else if (result.message) reject(new BackupFileError(result.message));
      // No answer: it crashed (out of memory, killed). What it printed says why.
      else reject(new Error(`The backup process ended with ${signal ?? `exit code ${code}`}: ${err.trim().slice(-2000)}`));
    });
  });
}
