/**
 * One process trying to lock a data folder, for the race tests of server/db/data-dir-lock.ts:
 * `node --import tsx tests/support/lock-contender.ts <dataDir>` prints `locked` or
 * `refused <message>`, then holds what it got until its stdin closes.
 */
import { lockDataDir } from '../../server/db/data-dir-lock';

const dataDir = process.argv[2]!;
try {
  const lock = await lockDataDir(dataDir);
  process.stdout.write('locked\n');
  process.stdin.resume();
  process.stdin.on('end', () => void lock.release().then(() => process.exit(0)));
} catch (error) {
  process.stdout.write(`refused ${(error as Error).message}\n`);
}
