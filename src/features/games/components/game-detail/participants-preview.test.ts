import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { makeUser } from '@tests/support/client/game-fixtures';
import { whoIsInText } from './participants-preview';

const grace = makeUser(1, { firstName: 'Grace', lastName: 'Hopper' });
const alan = makeUser(2, { firstName: 'Alan', lastName: 'Turing' });
const member = (user: typeof grace) => ({ userId: user.id, user, isAdmin: false });

function game(people: (typeof grace)[], total = people.length) {
  return { creatorId: grace.id, participants: people.map(member), _count: { participants: total } };
}

describe('whoIsInText', () => {
  it('puts me first as You, then the creator', () => {
    expect(whoIsInText(game([alan, grace, testUser]), testUser.id)).toBe('You, Grace Hopper and 1 more');
    expect(whoIsInText(game([grace, testUser]), testUser.id)).toBe('You and Grace Hopper');
    expect(whoIsInText(game([testUser]), testUser.id)).toBe('You');
  });

  it('counts the people the list leaves out by the total', () => {
    expect(whoIsInText(game([grace, alan], 12), testUser.id)).toBe('Grace Hopper, Alan Turing and 10 more');
  });
});
