import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/test-app';

const run = promisify(execFile);
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/**
 * The document a generated client or an API explorer reads (docs/decisions/0058-api-document.md):
 * Redocly's recommended rules on /api/docs/json, as the app builds it, must find no error.
 */
describe('OpenAPI document lint', () => {
  const t = useTestApp();

  it('passes Redocly’s recommended rules with no error', { timeout: 60_000 }, async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, res.body);
      // Exit code 1 when there are errors: the JSON report on stdout is what we read either way.
      const { stdout } = await run(process.execPath, [redocly, 'lint', file, '--extends=recommended', '--max-problems=100000', '--format=json'], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 32 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const { problems } = JSON.parse(stdout) as { problems: Problem[] };
      const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
