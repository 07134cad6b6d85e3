import { randomUUID } from 'node:crypto';
import { MESSAGES } from './community-text';
import { DAY_MS, HOUR_MS, type GamePlan } from './community-plan';
import type { SeededRandom } from './seeded-random';
import type { SeedSize } from './seed-sizes';

export interface InvitationPlan {
  id: string;
  game: number;
  invitedBy: number;
  invited: number;
  createdAt: Date;
}

export interface JoinRequestPlan {
  id: string;
  game: number;
  person: number;
  createdAt: Date;
}

export interface MessagePlan {
  id: string;
  game: number;
  sender: number;
  recipient: number;
  content: string;
  isRead: boolean;
  createdAt: Date;
}

/** Someone not in the game (nor person 0, whose invitations are the featured ones), or undefined. */
function outsider(rng: SeededRandom, game: GamePlan, people: number, taken: Set<string>, g: number) {
  for (let tries = 0; tries < 20; tries++) {
    const person = 1 + rng.int(0, people - 2);
    if (!game.memberSet.has(person) && !taken.has(`${g}|${person}`)) return person;
  }
  return undefined;
}

/**
 * Pending invitations and join requests (at most one pending of each per person and game, as the
 * unique indexes demand; never for someone already in), and messages between participants of one
 * game. The demo person is invited to their featured private game, and the approval game they
 * created has requests waiting.
 */
export function planRequests(rng: SeededRandom, games: GamePlan[], size: SeedSize, now: Date) {
  const nowMs = now.getTime();
  const recently = () => new Date(nowMs - rng.int(1, 96) * HOUR_MS);
  const open = games.map((game, g) => [game, g] as const).filter(([game]) => game.status !== 'completed');
  const taken = new Set<string>();

  const invitations: InvitationPlan[] = [];
  for (const [game, g] of games.map((game, g) => [game, g] as const)) {
    if (game.featuredRole !== 'invited') continue;
    invitations.push({ id: randomUUID(), game: g, invitedBy: game.creator, invited: 0, createdAt: recently() });
    taken.add(`${g}|0`);
  }
  for (let tries = 0; invitations.length < size.invitations && tries < size.invitations * 5 && open.length > 0; tries++) {
    const [game, g] = rng.pick(open);
    const invited = outsider(rng, game, size.users, taken, g);
    if (invited === undefined) continue;
    taken.add(`${g}|${invited}`);
    invitations.push({ id: randomUUID(), game: g, invitedBy: rng.pick(game.members), invited, createdAt: recently() });
  }

  const joinRequests: JoinRequestPlan[] = [];
  const strict = open.filter(([game]) => game.requiresApproval);
  // The demo person's own approval game first, so their Invites tab shows requests to approve.
  strict.sort(([a], [b]) => Number(b.featuredRole === 'creator') - Number(a.featuredRole === 'creator'));
  for (let i = 0; joinRequests.length < size.joinRequests && i < size.joinRequests * 5 && strict.length > 0; i++) {
    const [game, g] = i < 2 ? strict[0]! : rng.pick(strict);
    const person = outsider(rng, game, size.users, taken, g);
    if (person === undefined) continue;
    taken.add(`${g}|${person}`);
    joinRequests.push({ id: randomUUID(), game: g, person, createdAt: recently() });
  }

  const messages: MessagePlan[] = [];
  const talkative = games.map((game, g) => [game, g] as const).filter(([game]) => game.members.length >= 2);
  for (let i = 0; i < size.messages && talkative.length > 0; i++) {
    const [game, g] = rng.pick(talkative);
    // Half of them to the demo person where they play: the header's unread badge has a count.
    const recipient = game.memberSet.has(0) && rng.chance(0.5) ? 0 : rng.pick(game.members);
    const others = game.members.filter((m) => m !== recipient);
    const createdAt = new Date(nowMs - rng.int(0, 5 * 24) * HOUR_MS - rng.int(0, HOUR_MS));
    messages.push({
      id: randomUUID(),
      game: g,
      sender: rng.pick(others),
      recipient,
      content: rng.pick(MESSAGES),
      isRead: nowMs - createdAt.getTime() > DAY_MS,
      createdAt,
    });
  }
  return { invitations, joinRequests, messages };
}
