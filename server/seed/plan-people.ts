import { randomUUID } from 'node:crypto';
import { BIOS, DEMO_PEOPLE, FIRST_NAMES, LAST_NAMES, type Person } from './community-text';
import { DAY_MS, type PersonPlan } from './community-plan';
import type { SeededRandom } from './seeded-random';

/** Usernames allow a-z 0-9 _ . (docs/architecture.md §5): 'Tomás' becomes 'tomas'. */
const asciiLower = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The demo's dozen people first, then generated names with unique usernames (first.last, then first.last2, …). */
export function planPeople(rng: SeededRandom, count: number, avatarShare: number, now: Date): PersonPlan[] {
  const taken = new Set<string>();
  const people: PersonPlan[] = [];
  for (let i = 0; i < count; i++) {
    let person: Person;
    if (i < DEMO_PEOPLE.length) {
      person = DEMO_PEOPLE[i]!;
    } else {
      const firstName = rng.pick(FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const base = `${asciiLower(firstName)}.${asciiLower(lastName)}`;
      let username = base;
      for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
      person = { firstName, lastName, username, bio: rng.pick(BIOS) };
    }
    taken.add(person.username);
    people.push({
      id: randomUUID(),
      ...person,
      // The demo's own people always have a face; the crowd only partly.
      hasAvatar: i < DEMO_PEOPLE.length ? avatarShare > 0 : rng.chance(avatarShare),
      createdAt: new Date(now.getTime() - rng.int(100, 400) * DAY_MS - rng.int(0, DAY_MS)),
    });
  }
  return people;
}
