import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inDateRange } from '@contract/dates';
import { cursorAt, DATE_INPUTS, type DateAnswer, type DateInput } from '../tests/support/date-inputs';
import { useTestApp } from '../tests/support/test-app';
import { CLOCK_SKEW_MS, OFFLINE_MAX_AGE_MS } from './modules/posts/created-at';

/**
 * The date rule as a property (docs/decisions/0036-dates-in-range.md): for arbitrary
 * values in every date input of the API (tests/support/date-inputs.ts, kept complete by the walk
 * in date-inputs.test.ts), the answer is 2xx reporting exactly the date sent (to the millisecond)
 * and stored, or 400 with a message; never anything else, never 5xx. Runs stay few: this is part of
 * the normal suite, on PGlite and PostgreSQL.
 */

const RUNS_PER_INPUT = 10;
const DAY_MS = 86_400_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A date-time written out by parts: any year 0–10000, days past a month's end, offsets. */
const writtenDate = (fraction: fc.Arbitrary<string>) =>
  fc
    .record({
      year: fc.oneof(fc.constantFrom(0, 1, 40, 99, 100, 1899, 1900, 9999, 10000), fc.integer({ min: 0, max: 10000 })),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
      fraction,
      offset: fc.constantFrom('Z', 'Z', '+00:00', '-05:00', '+01:00', '+14:00', '-12:00'),
    })
    .map(({ year, month, day, hour, minute, second, fraction, offset }) => {
      const time = `${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`;
      return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${time}${fraction}${offset}`;
    });

/** Around the range's edges, to the millisecond. */
const edgeDate = fc
  .constantFrom(Date.UTC(1900, 0, 1), Date.UTC(10000, 0, 1))
  .chain((edge) => fc.integer({ min: -5, max: 5 }).map((step) => new Date(edge + step).toISOString()));

/** Close to now: what a post written offline or a game starting soon sends. */
const nearNow = fc.integer({ min: -8 * DAY_MS, max: 2 * DAY_MS }).map((offset) => new Date(Date.now() + offset).toISOString());

const bodyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: writtenDate(fc.constantFrom('', '.0', '.123', '.999', '.123456', '.1234567')) },
  { weight: 2, arbitrary: edgeDate },
  { weight: 2, arbitrary: nearNow },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.boolean()) },
);

/** Cursors: dates as the lists write them (microseconds, Z), and anything else a client may send. */
const cursorValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: writtenDate(fc.integer({ min: 0, max: 999_999 }).map((us) => `.${pad(us, 6)}`)).map((at) => cursorAt(at.replace(/[+-]\d\d:\d\d$/, 'Z'))) },
  { weight: 1, arbitrary: fc.string().map((text) => Buffer.from(text).toString('base64url')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);

/** Whether a cursor is `time|id` as the lists write it, its time inside the range. */
function cursorTimeInRange(value: unknown): boolean {
  const [at, id, ...rest] = Buffer.from(String(value), 'base64url').toString('utf8').split('|');
  return rest.length === 0 && /^[0-9a-f-]{36}$/.test(id ?? '') && /^\d{4}-.*\.\d{6}Z$/.test(at ?? '') && inDateRange(at!);
}

/** The one rule, checked on an answer to `value`; a description of what broke it, or null. */
function brokenRule(input: DateInput, value: unknown, answer: DateAnswer): string | null {
  const { statusCode } = answer.response;
  const message: unknown = answer.response.json().message;
  if (statusCode === 400) return typeof message === 'string' && message.length > 0 ? null : 'a 400 without a message';
  if (statusCode < 200 || statusCode >= 300) return `answered ${statusCode}`;
  if (input.kind === 'cursor') return cursorTimeInRange(value) ? null : 'a cursor outside the range taken';
  const sent = typeof value === 'string' && inDateRange(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(sent)) return 'a value outside the range taken';
  const answered = Date.parse(answer.answered ?? '');
  if (answered !== Date.parse(answer.stored ?? '')) return `answered ${answer.answered} but stored ${answer.stored}`;
  if (answered === sent) return null;
  // server/modules/posts/created-at.ts: a post's own time that is not trusted (too old, ahead of the clock) becomes the server's.
  const trusted = sent >= answer.clock.before - OFFLINE_MAX_AGE_MS && sent <= answer.clock.after + CLOCK_SKEW_MS;
  const serversClock = answered >= answer.clock.before && answered <= answer.clock.after;
  return input.field === 'createdAt' && !trusted && serversClock ? null : `sent ${String(value)}, answered ${answer.answered}`;
}

/** Always tried first, besides the random ones: the values the probe of decision 0036 found, and the edges. */
const BODY_EXAMPLES: unknown[] = [
  '0000-01-01T00:00:00.000Z',
  '0001-01-01T00:00:00.000Z',
  '0040-01-01T00:00:00.000Z',
  '1899-12-31T23:59:59.999Z',
  '9999-12-31T23:00:00-05:00',
];
const CURSOR_EXAMPLES = ['0000-01-01T00:00:00.000000Z', '0040-01-01T00:00:00.000000Z', '1899-12-31T23:59:59.999999Z'].map(cursorAt);

describe('property: any date sent is taken exactly or refused with 400', () => {
  const t = useTestApp();

  it.each(DATE_INPUTS.map((input) => [`${input.operation} ${input.field}`, input] as const))('%s', async (_label, input) => {
    const values: fc.Arbitrary<unknown> = input.kind === 'cursor' ? cursorValue : bodyValue;
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        const answer = await input.send(t, value);
        const broken = brokenRule(input, value, answer);
        expect(broken, `${JSON.stringify(value)}: ${answer.response.statusCode} ${answer.response.body.slice(0, 160)}`).toBeNull();
      }),
      { numRuns: RUNS_PER_INPUT, examples: (input.kind === 'cursor' ? CURSOR_EXAMPLES : BODY_EXAMPLES).map((example) => [example]) },
    );
  });
});
