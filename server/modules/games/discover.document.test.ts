import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicGameSchema } from '@contract/games';
import { readDocument } from '../../../tests/support/document-reads';
import { addParticipant, createGame, createUser, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const publicGames = z.array(publicGameSchema);
const ids = (games: Array<{ id: string }>) => games.map((g) => g.id);

describe('GET /api/games/public as a document', () => {
  const t = useTestApp();

  it('is an empty list when nothing public is live or coming, in one statement', async () => {
    const me = await signInAs(t.db);
    await createGame(t.db, me.user.id, { isPublic: false });
    await createGame(t.db, me.user.id, { startTime: at(-9 * DAY), endTime: at(-DAY) });
    expect(await readDocument(t, { url: '/api/games/public', headers: me.headers }, publicGames)).toEqual([]);
  });

  it('answers the public face of each game: both lists, each status, null texts, membership', async () => {
    const host = await createUser(t.db, { bio: 'Hosting', profileImageUrl: '/uploads/host.jpg' });
    const me = await signInAs(t.db);
    const big = await createGame(t.db, host.id, { participantCount: 9, postCount: 4, coverImage: '/uploads/c.jpg', requiresApproval: true });
    const small = await createGame(t.db, host.id, { participantCount: 2, description: null });
    const soon = await createGame(t.db, host.id, { startTime: at(DAY), endTime: at(9 * DAY) });
    await addParticipant(t.db, small.id, me.user.id);

    const url = '/api/games/public';
    const list = await readDocument(t, { url, headers: me.headers }, publicGames);
    expect(ids(list)).toEqual([big.id, small.id, soon.id]);
    expect(list[0]).toEqual({
      id: big.id,
      name: big.name,
      description: big.description,
      coverImage: '/uploads/c.jpg',
      status: 'active',
      startTime: big.startTime.toISOString(),
      endTime: big.endTime.toISOString(),
      isPublic: true,
      requiresApproval: true,
      creatorId: host.id,
      creator: host,
      _count: { participants: 9, posts: 4 },
      isMember: false,
      hasRequested: false,
    });
    expect(list[1]).toMatchObject({ description: null, isMember: true });
    expect(list[2]).toMatchObject({ status: 'upcoming', coverImage: null });

    expect(ids(await readDocument(t, { url: `${url}?status=active&limit=1`, headers: me.headers }, publicGames))).toEqual([big.id]);
    expect(ids(await readDocument(t, { url: `${url}?status=upcoming`, headers: me.headers }, publicGames))).toEqual([soon.id]);
    // `limit` bounds each list, not the whole answer.
    expect(ids(await readDocument(t, { url: `${url}?limit=1`, headers: me.headers }, publicGames))).toEqual([big.id, soon.id]);
  });
});

describe('GET /api/games/search as a document', () => {
  const t = useTestApp();
  const url = (q: string) => `/api/games/search?q=${encodeURIComponent(q)}`;

  it('is an empty list when nothing matches, in one statement', async () => {
    const me = await signInAs(t.db);
    expect(await readDocument(t, { url: url('nothing like it'), headers: me.headers }, publicGames)).toEqual([]);
  });

  it('answers public games still to play first, then by size, then by name, finished ones last', async () => {
    const host = await createUser(t.db);
    const me = await signInAs(t.db);
    const over = await createGame(t.db, host.id, { name: 'Paddle over', startTime: at(-9 * DAY), endTime: at(-DAY), participantCount: 99 });
    const bBig = await createGame(t.db, host.id, { name: 'B paddle', participantCount: 5 });
    const aSmall = await createGame(t.db, host.id, { name: 'A paddle', participantCount: 1 });
    const bSmall = await createGame(t.db, host.id, { name: 'B paddle small', participantCount: 1, startTime: at(DAY), endTime: at(2 * DAY) });
    const byText = await createGame(t.db, host.id, { name: 'Water', description: 'We PADDLE at dawn', participantCount: 1 });
    await createGame(t.db, host.id, { name: 'Secret paddle', isPublic: false, participantCount: 50 });
    await addParticipant(t.db, aSmall.id, me.user.id);

    const list = await readDocument(t, { url: url('paddle'), headers: me.headers }, publicGames);
    expect(ids(list)).toEqual([bBig.id, aSmall.id, bSmall.id, byText.id, over.id]);
    expect(list.map((g) => [g.status, g.isMember])).toEqual([
      ['active', false],
      ['active', true],
      ['upcoming', false],
      ['active', false],
      ['completed', false],
    ]);
  });

  it('looks for %, _ and \\ as typed', async () => {
    const host = await createUser(t.db);
    const me = await signInAs(t.db);
    const slash = await createGame(t.db, host.id, { name: 'Back\\slash walk' });
    await createGame(t.db, host.id, { name: 'Backslash walk' });
    expect(ids(await readDocument(t, { url: url('k\\s'), headers: me.headers }, publicGames))).toEqual([slash.id]);
  });
});
