import { describe, expect, it } from 'vitest';
import { createGroupSchema, defaultGroupColor } from './groups';

describe('groups contract', () => {
  it('defaults to the first palette colour no group uses', () => {
    expect(defaultGroupColor([])).toBe('red');
    expect(defaultGroupColor(['red', 'yellow'])).toBe('orange');
    expect(defaultGroupColor(['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'indigo', 'violet', 'pink'])).toBe('amber');
    expect(defaultGroupColor(['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'indigo', 'violet', 'pink', 'amber'])).toBe('red');
  });

  it('trims the name and says what is wrong', () => {
    expect(createGroupSchema.parse({ name: '  Otters ', color: 'blue' })).toEqual({ name: 'Otters', color: 'blue' });
    const blank = createGroupSchema.safeParse({ name: '   ', color: 'blue' });
    expect(blank.error?.issues[0]?.message).toBe('Group name is required');
    const long = createGroupSchema.safeParse({ name: 'x'.repeat(41), color: 'blue' });
    expect(long.error?.issues[0]?.message).toBe('Group name must be at most 40 characters');
    const colour = createGroupSchema.safeParse({ name: 'Otters', color: 'black' });
    expect(colour.error?.issues[0]?.message).toMatch(/^Colour must be one of: red, orange/);
  });
});
