import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameInvitationSchema } from '@contract/games';
import { expectManagersOnly, readDocument } from '../../../tests/support/document-reads';
import { createGameCast, createUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { invitations } from '../../db/schema/games';

describe('GET /api/games/{id}/invitations as a document', () => {
  const t = useTestApp();
  const url = (gameId: string) => `/api/games/${gameId}/invitations`;
  const list = z.array(gameInvitationSchema);

  it('is an empty list for a game without pending invitations, in one statement', async () => {
    const cast = await createGameCast(t.db);
    expect(await readDocument(t, { url: url(cast.game.id), headers: cast.creator.headers }, list)).toEqual([]);
  });

  it('lists the pending ones oldest first to an admin: a person, or an email with no person', async () => {
    const cast = await createGameCast(t.db);
    const invitee = await createUser(t.db);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const [byEmail, byPerson] = await t.db
      .insert(invitations)
      .values([
        { gameId: cast.game.id, invitedById: cast.participant.user.id, invitedEmail: 'friend@example.com', createdAt: at(5) },
        { gameId: cast.game.id, invitedById: cast.admin.user.id, invitedUserId: invitee.id, createdAt: at(3) },
      ])
      .returning();
    await t.db.insert(invitations).values({ gameId: cast.game.id, invitedById: cast.admin.user.id, invitedUserId: cast.stranger.user.id, status: 'declined' });

    expect(await readDocument(t, { url: url(cast.game.id), headers: cast.admin.headers }, list)).toEqual([
      { id: byEmail!.id, invitedUser: null, invitedEmail: 'friend@example.com', invitedBy: cast.participant.user, createdAt: byEmail!.createdAt.toISOString() },
      { id: byPerson!.id, invitedUser: invitee, invitedEmail: null, invitedBy: cast.admin.user, createdAt: byPerson!.createdAt.toISOString() },
    ]);
  });

  it('refuses, each in one statement: 404 for a missing game, 403 to a stranger, 403 to a participant who manages nothing', async () => {
    const cast = await createGameCast(t.db);
    await expectManagersOnly(t, url, cast);
  });
});
