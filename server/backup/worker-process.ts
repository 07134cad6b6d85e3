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

/**
 * Runs one job of server/backup/backup-worker.ts in a child process and resolves to its result;
 * a refusal it reports (a backup that does not restore) rejects with a BackupFileError carrying
 * its message. A child keeps the server answering meanwhile, and its memory (a copy of the
 * database, twice) is given back when it exits.
 */
export function runBackupWorker(args: string[]): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      let answer: { ok?: boolean; message?: string } & Partial<WorkerResult> = {};
      try {
        answer = JSON.parse(last) as typeof answer;
      } catch {
        // No answer: it crashed (out of memory, killed). What it printed says why.
      }
      if (answer.ok && code === 0) resolve({ rows: answer.rows ?? 0, tables: answer.tables ?? 0 });
      else if (answer.message) reject(new BackupFileError(answer.message));
      else reject(new Error(`The backup process ended with ${signal ?? `exit code ${code}`}: ${err.trim().slice(-2000)}`));
    });
  });
}
