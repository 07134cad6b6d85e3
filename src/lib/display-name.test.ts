import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('uses first plus last name when both exist', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'a@x.io' })).toBe(
      'Ada Lovelace',
    );
  });

  it('falls back to the first name alone', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('Ada');
    expect(displayName({ firstName: 'Ada', lastName: '   ' })).toBe('Ada');
  });

  it('falls back to the username when there is no first name', () => {
    expect(displayName({ firstName: null, lastName: 'Lovelace', username: 'ada_l', email: 'a@x.io' })).toBe('ada_l');
  });

  it('falls back to the email when there is no name and no username', () => {
    expect(displayName({ firstName: '', username: null, email: 'ada@example.com' })).toBe('ada@example.com');
  });

  it("falls back to 'User' when nothing is known", () => {
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName(undefined)).toBe('User');
    expect(displayName({ firstName: ' ', lastName: ' ', username: '', email: '' })).toBe('User');
  });

  describe('compact mode', () => {
    it('cuts a long username to 10 characters and adds ...', () => {
      expect(displayName({ username: 'averyverylongname' }, { compact: true })).toBe('averyveryl...');
    });

    it('cuts a long email to 10 characters and adds ...', () => {
      expect(displayName({ email: 'someone@example.com' }, { compact: true })).toBe('someone@ex...');
    });

    it('leaves a username of 10 characters or fewer alone', () => {
      expect(displayName({ username: 'tenletters' }, { compact: true })).toBe('tenletters');
      expect(displayName({ username: 'ada' }, { compact: true })).toBe('ada');
    });

    it('never cuts real names', () => {
      expect(displayName({ firstName: 'Maximiliane', lastName: 'Oberhausen' }, { compact: true })).toBe(
        'Maximiliane Oberhausen',
      );
      expect(displayName({ firstName: 'Maximilianeee' }, { compact: true })).toBe('Maximilianeee');
    });

    it("still answers 'User' when nothing is known", () => {
      expect(displayName({}, { compact: true })).toBe('User');
    });
  });
});
