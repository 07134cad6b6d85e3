import { describe, expect, it } from 'vitest';
import { gameFormDates, isoToPickerValue, laterPickerValue, pickerValueToIso, startMinPickerValue } from './game-form-dates';

const now = new Date('2030-03-10T12:00:00.000Z');

describe('game form dates', () => {
  it('defaults to now and 30 days later on create', () => {
    expect(gameFormDates(undefined, now)).toEqual({
      startTime: '2030-03-10T12:00:00.000Z',
      endTime: '2030-04-09T12:00:00.000Z',
    });
  });

  it("keeps the server's valid dates", () => {
    const game = { startTime: '2030-01-01T00:00:00.000Z', endTime: '2030-01-31T00:00:00.000Z' };
    expect(gameFormDates(game, now)).toEqual(game);
  });

  it('falls back to today and 30 days later for invalid server dates', () => {
    expect(gameFormDates({ startTime: 'nonsense', endTime: '' }, now)).toEqual({
      startTime: '2030-03-10T12:00:00.000Z',
      endTime: '2030-04-09T12:00:00.000Z',
    });
  });

  it('converts between picker values and ISO strings', () => {
    const picker = isoToPickerValue('2030-01-01T10:30:00.000Z');
    expect(picker).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(pickerValueToIso(picker)).toBe('2030-01-01T10:30:00.000Z');
    expect(pickerValueToIso(null)).toBe('');
    expect(pickerValueToIso('garbage')).toBe('');
    expect(isoToPickerValue('garbage')).toBeNull();
    expect(isoToPickerValue('')).toBeNull();
  });

  it('bounds the pickers at today and at 1900', () => {
    expect(startMinPickerValue(new Date(2030, 2, 10, 15, 0))).toBe('2030-03-10 00:00:00');
    expect(laterPickerValue(null, '1900-01-01 00:00:00')).toBe('1900-01-01 00:00:00');
    expect(laterPickerValue('1850-01-01 00:00:00', '1900-01-01 00:00:00')).toBe('1900-01-01 00:00:00');
    expect(laterPickerValue('2030-01-01 00:00:00', '1900-01-01 00:00:00')).toBe('2030-01-01 00:00:00');
  });
});
