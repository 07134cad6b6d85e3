import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { joinRequestSchema } from '@contract/invitations';
import { expectManagersOnly, readDocument } from '../../../tests/support/document-reads';
import { createGameCast, createUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { joinRequests } from '../../db/schema/games';

describe('GET /api/games/{id}/join-requests as a document', () => {
  const t = useTestApp();
  const url = (gameId: string) => `/api/games/${gameId}/join-requests`;
  const list = z.array(joinRequestSchema);

  it('is an empty list for a game without pending requests, in one statement', async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true });
    expect(await readDocument(t, { url: url(cast.game.id), headers: cast.admin.headers }, list)).toEqual([]);
  });

  it('lists the pending ones oldest first to the creator, with the asker and the game', async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true, name: 'Approval walk' });
    const [early, late] = [await createUser(t.db), await createUser(t.db, { bio: 'Late', profileImageUrl: '/uploads/l.jpg' })];
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const [second, first] = await t.db
      .insert(joinRequests)
      .values([
        { gameId: cast.game.id, userId: late.id, createdAt: at(1) },
        { gameId: cast.game.id, userId: early.id, createdAt: at(9) },
      ])
      .returning();
    await t.db.insert(joinRequests).values({ gameId: cast.game.id, userId: cast.stranger.user.id, status: 'declined' });

    const game = { id: cast.game.id, name: 'Approval walk' };
    expect(await readDocument(t, { url: url(cast.game.id), headers: cast.creator.headers }, list)).toEqual([
      { id: first!.id, user: early, game, createdAt: first!.createdAt.toISOString() },
      { id: second!.id, user: late, game, createdAt: second!.createdAt.toISOString() },
    ]);
  });

  it('refuses, each in one statement: 404 for a missing game, 403 to a stranger, 403 to a participant who manages nothing', async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true });
    await expectManagersOnly(t, url, cast);
  });
});
