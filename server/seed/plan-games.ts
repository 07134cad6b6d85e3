import { randomUUID } from 'node:crypto';
import { generateInviteCode } from '../modules/games/invite-code';
import { GAME_THEMES, SEASONS } from './community-text';
import { DAY_MS, HOUR_MS, type FeaturedRole, type GamePlan } from './community-plan';
import type { SeededRandom } from './seeded-random';

type Status = GamePlan['status'];

/**
 * The first games are laid out so that the demo person (index 0) meets every screen: games they
 * created (one needing approval, with requests waiting), one they administer, games they play in
 * (active, upcoming and completed), a public one to join from Discover and a private one they are
 * invited to.
 */
const FEATURED: readonly { status: Status; isPublic: boolean; requiresApproval: boolean; role: FeaturedRole }[] = [
  { status: 'active', isPublic: true, requiresApproval: false, role: 'creator' },
  { status: 'active', isPublic: true, requiresApproval: false, role: 'outsider' },
  { status: 'active', isPublic: false, requiresApproval: false, role: 'invited' },
  { status: 'active', isPublic: true, requiresApproval: true, role: 'admin' },
  { status: 'upcoming', isPublic: true, requiresApproval: true, role: 'creator' },
  { status: 'upcoming', isPublic: true, requiresApproval: false, role: 'member' },
  { status: 'completed', isPublic: true, requiresApproval: false, role: 'member' },
  { status: 'completed', isPublic: false, requiresApproval: false, role: 'member' },
];

/** After the featured ones: half active, a fifth upcoming, the rest completed. */
function statusOf(index: number, count: number): Status {
  const share = index / count;
  return share < 0.5 ? 'active' : share < 0.7 ? 'upcoming' : 'completed';
}

function timesFor(rng: SeededRandom, status: Status, now: number, featured: boolean) {
  const jitter = () => rng.int(0, 23) * HOUR_MS;
  let start: number;
  let end: number;
  if (status === 'active') {
    start = now - (featured ? rng.int(10, 14) : rng.int(2, 25)) * DAY_MS - jitter();
    end = now + rng.int(4, 25) * DAY_MS + jitter();
  } else if (status === 'upcoming') {
    start = now + rng.int(2, 14) * DAY_MS + jitter();
    end = start + rng.int(7, 30) * DAY_MS;
  } else {
    // The featured completed games ended days ago: fresh results for the celebration dialog.
    end = now - (featured ? rng.int(1, 3) : rng.int(1, 45)) * DAY_MS - jitter();
    start = end - rng.int(10, 30) * DAY_MS;
  }
  const created = Math.min(start, now) - rng.int(1, 7) * DAY_MS - jitter();
  return { startTime: new Date(start), endTime: new Date(end), createdAt: new Date(created) };
}

/** Participants for one game: the creator, the demo person as their role says, then others at random. */
function pickMembers(rng: SeededRandom, people: number, creator: number, role: FeaturedRole, size: number) {
  const members = [creator];
  const memberSet = new Set(members);
  const add = (person: number) => {
    if (!memberSet.has(person)) {
      memberSet.add(person);
      members.push(person);
    }
  };
  if (role === 'admin' || role === 'member') add(0);
  // Person 0 only plays in the featured games: their Home stays a readable size at any scale.
  const candidates = people - 1;
  for (let tries = 0; members.length < size && tries < size * 20 && candidates > 0; tries++) add(1 + rng.int(0, candidates - 1));
  return { members, memberSet };
}

export function planGames(rng: SeededRandom, count: number, people: number, now: Date): GamePlan[] {
  const codes = new Set<string>();
  const games: GamePlan[] = [];
  for (let index = 0; index < count; index++) {
    const featured = FEATURED[index];
    const role = featured?.role ?? 'none';
    const status = featured?.status ?? statusOf(index, count);
    const theme = GAME_THEMES[index % GAME_THEMES.length]!;
    const name = index < GAME_THEMES.length ? theme.name : `${theme.name} · ${rng.pick(SEASONS)}`;
    // A few busy creators make many games, as in any community.
    const creator = role === 'creator' ? 0 : 1 + rng.skewedIndex(Math.max(people - 1, 1), 2);
    const size = Math.min(people, featured ? rng.int(6, 10) : 5 + Math.floor(115 * rng.next() ** 3));
    const { members, memberSet } = pickMembers(rng, people, creator, role, size);
    const times = timesFor(rng, status, now.getTime(), featured !== undefined);

    const admins = new Set<number>();
    if (role === 'admin') admins.add(0);
    for (const member of members) if (member !== creator && member !== 0 && rng.chance(0.1)) admins.add(member);

    const joinedAt = new Map<number, Date>([[creator, times.createdAt]]);
    const joinedBy = Math.min(times.startTime.getTime(), now.getTime());
    for (const member of members.slice(1)) {
      const from = times.createdAt.getTime();
      joinedAt.set(member, new Date(from + rng.next() * (joinedBy - from)));
    }

    let inviteCode = generateInviteCode();
    while (codes.has(inviteCode)) inviteCode = generateInviteCode();
    codes.add(inviteCode);

    games.push({
      id: randomUUID(),
      name,
      description: theme.description,
      status,
      ...times,
      isPublic: featured?.isPublic ?? rng.chance(0.75),
      requiresApproval: featured?.requiresApproval ?? rng.chance(0.2),
      creator,
      inviteCode,
      featuredRole: role,
      members,
      memberSet,
      admins,
      joinedAt,
    });
  }
  return games;
}
