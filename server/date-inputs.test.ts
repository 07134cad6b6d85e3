import { describe, expect, it } from 'vitest';
import { DATE_MAX, DATE_MIN, DATE_OUT_OF_RANGE } from '@contract/dates';
import { cursorAt, DATE_INPUTS, type DateInput } from '../tests/support/date-inputs';
import { useTestApp } from '../tests/support/test-app';
import { INVALID_CURSOR } from './modules/messages/page-cursor';

/**
 * The walk of every route, for dates (docs/decisions/0036-dates-in-range.md; the visitor's walk is
 * protected-routes.test.ts): every date a signed-in person can send, found in the OpenAPI
 * document (a body field of format date-time, a `cursor` query), answers 400 with a message when it
 * lies outside 1900-01-01 … 9999-12-31 or is no date, never 5xx, and an in-range one is taken and
 * reported exactly as stored (docs/decisions/0036-dates-in-range.md). The property-based test
 * beside it (date-inputs.property.test.ts) tries arbitrary values on the same inputs.
 */

interface OpenApiSchema {
  type?: string;
  format?: string;
  properties?: Record<string, OpenApiSchema>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

/** 'PUT /api/games/{id} startTime' for each date input the document describes. */
function documentedDateInputs(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): string[] {
  const found: string[] = [];
  const walk = (operation: string, schema: OpenApiSchema | undefined, prefix: string) => {
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (property.format === 'date-time') found.push(`${operation} ${prefix}${name}`);
      walk(operation, property, `${prefix}${name}.`);
    }
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.name === 'cursor' || parameter.schema?.format === 'date-time') found.push(`${name} ${parameter.name}`);
      }
      walk(name, operation.requestBody?.content?.['application/json']?.schema, '');
    }
  }
  return found.sort();
}

const OUT_OF_RANGE = [
  '0000-01-01T00:00:00.000Z',
  '0001-01-01T00:00:00.000Z',
  '0040-01-01T00:00:00.000Z',
  '0099-12-31T23:59:59.999Z',
  '1899-12-31T23:59:59.999Z',
  '1900-01-01T00:30:00+01:00',
  '9999-12-31T23:00:00-05:00',
];
const NOT_DATES: unknown[] = ['10000-01-01T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '2026-02-30T10:00:00Z', '2026-01-01T24:00:00Z', 'tomorrow', '', 42];

const BAD_CURSORS = [
  ...['0000-01-01', '0001-01-01', '0040-06-15', '0099-12-31', '1899-12-31'].map((day) => cursorAt(`${day}T23:59:59.999999Z`)),
  cursorAt('2026-02-30T10:00:00.000000Z'),
  cursorAt('10000-01-01T00:00:00.000000Z'),
  Buffer.from('0000-01-01T00:00:00Z|x').toString('base64url'),
  'nope!',
  '',
];

/** An in-range value each input takes (a start may not lie in the past on POST). */
function goodValue(input: DateInput): string {
  if (input.kind === 'cursor') return cursorAt('1900-01-01T00:00:00.000000Z');
  if (input.field === 'createdAt') return new Date(Date.now() - 3_600_000).toISOString();
  if (input.field === 'endTime') return DATE_MAX;
  return input.operation.startsWith('PUT') ? DATE_MIN : new Date(Date.now() + 120_000).toISOString();
}

describe('every date a client sends lies in 1900 … 9999', () => {
  const t = useTestApp();

  it('knows every date input the OpenAPI document names, and nothing more', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(documentedDateInputs(doc)).toEqual(DATE_INPUTS.map((input) => `${input.operation} ${input.field}`).sort());
  });

  it.each(DATE_INPUTS.map((input) => [`${input.operation} ${input.field}`, input] as const))(
    '%s: 400 with a message outside the range or for no date; in range, taken exactly',
    async (_label, input) => {
      const failures: string[] = [];
      const bad = input.kind === 'cursor' ? BAD_CURSORS : [...OUT_OF_RANGE, ...NOT_DATES];
      for (const value of bad) {
        const { response } = await input.send(t, value);
        const message: unknown = response.json().message;
        const expected =
          input.kind === 'cursor'
            ? message === INVALID_CURSOR
            : OUT_OF_RANGE.includes(value as string)
              ? message === `${input.field}: ${DATE_OUT_OF_RANGE}`
              : typeof message === 'string' && message.startsWith(`${input.field}: `);
        if (response.statusCode !== 400 || !expected) failures.push(`${JSON.stringify(value)}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);

      const good = goodValue(input);
      const answer = await input.send(t, good);
      expect(answer.response.statusCode, answer.response.body).toBeLessThan(300);
      if (input.kind === 'body') expect([answer.answered, answer.stored]).toEqual([good, good]);
    },
  );
});
