import { describe, expect, it } from 'vitest';
import { signUpSchema } from './auth';
import { firstNameSchema, lastNameSchema, NAME_MAX, updateProfileSchema } from './user';

const signUp = (names: { firstName?: unknown; lastName?: unknown }) =>
  signUpSchema.safeParse({ username: 'ada', password: 'long enough', firstName: 'Ada', ...names });
const profile = (names: { firstName?: unknown; lastName?: unknown }) =>
  updateProfileSchema.safeParse({ firstName: 'Ada', ...names });
const outcome = (result: ReturnType<typeof signUp> | ReturnType<typeof profile>, field: 'firstName' | 'lastName') =>
  result.success ? { value: result.data[field] } : { error: result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`) };

describe('name rules', () => {
  it('Create account and Edit Profile use the one definition of each name', () => {
    expect(signUpSchema.shape.firstName).toBe(firstNameSchema);
    expect(updateProfileSchema.shape.firstName).toBe(firstNameSchema);
    // The last name is optional in both forms; what an absent one becomes differs (undefined / '').
    expect(signUpSchema.shape.lastName.unwrap()).toBe(lastNameSchema);
    expect(updateProfileSchema.shape.lastName.unwrap().unwrap()).toBe(lastNameSchema);
  });

  it.each([['  Ada  '], [''], ['   '], ['x'.repeat(NAME_MAX)], ['x'.repeat(NAME_MAX + 1)], [undefined], [42]])(
    'first name %j: both forms answer alike',
    (firstName) => {
      expect(outcome(signUp({ firstName }), 'firstName')).toEqual(outcome(profile({ firstName }), 'firstName'));
    },
  );

  it.each([['  Lovelace '], [''], ['x'.repeat(NAME_MAX)], ['x'.repeat(NAME_MAX + 1)]])(
    'last name %j: both forms answer alike',
    (lastName) => {
      expect(outcome(signUp({ lastName }), 'lastName')).toEqual(outcome(profile({ lastName }), 'lastName'));
    },
  );

  it('says what is wrong in the words of the forms', () => {
    expect(outcome(profile({ firstName: ' ' }), 'firstName')).toEqual({ error: ['firstName: First name is required'] });
    expect(outcome(signUp({ lastName: 'x'.repeat(NAME_MAX + 1) }), 'lastName')).toEqual({
      error: [`lastName: Last name must be at most ${NAME_MAX} characters`],
    });
  });
});
