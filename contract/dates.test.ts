import { describe, expect, it } from 'vitest';
import { DATE_INVALID, DATE_OUT_OF_RANGE, isoDateTime } from './dates';

const outcome = (value: unknown) => {
  const result = isoDateTime({ required: 'Date is required' }).safeParse(value);
  return result.success ? 'ok' : result.error.issues.map((issue) => issue.message);
};

describe('isoDateTime: every date a client sends lies in 1900-01-01 … 9999-12-31 (docs/decisions/0036-dates-in-range.md)', () => {
  it.each([
    '1900-01-01T00:00:00Z',
    '1900-01-01T00:00:00.000Z',
    '1900-01-01T01:00:00+01:00',
    '9999-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59.999999Z',
    '9999-12-31T18:59:59-05:00',
    '2024-02-29T12:00:00Z',
  ])('takes %s', (value) => {
    expect(outcome(value)).toBe('ok');
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '0040-01-01T00:00:00Z',
    '0099-12-31T23:59:59.999Z',
    '1899-12-31T23:59:59.999Z',
    '1900-01-01T00:30:00+01:00',
    '9999-12-31T23:00:00-05:00',
  ])('refuses %s as out of range, with that message alone', (value) => {
    expect(outcome(value)).toEqual([DATE_OUT_OF_RANGE]);
  });

  it.each(['10000-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01', 'tomorrow'])(
    'refuses %s as no date',
    (value) => {
      expect(outcome(value)).toEqual([DATE_INVALID]);
    },
  );

  it.each([[undefined], [''], [42], [null]])('says the field is required for %j', (value) => {
    expect(outcome(value)).toEqual(['Date is required']);
  });
});
