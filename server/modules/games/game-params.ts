import { z } from 'zod';
import { uuidParam } from '../../route-schemas';

/** The `:id` of every route under /api/games/{id} (games, participants, invitations, join requests). */
export const gameIdParams = z.object({ id: uuidParam('Game id') });
