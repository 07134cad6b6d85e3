import { spawn } from 'node:child_process';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load-spec';

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/** Runs one load in a separate process (load-worker.ts) and answers its figures. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(spec));
  const [output, code] = await Promise.all([
    text(child.stdout),
    new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode))),
  ]);
  if (code !== 0) throw new Error(`the load process failed (exit ${code})`);
  return JSON.parse(output) as LoadResult;
}
