import { z } from 'zod';
import { uuidParam } from '../../route-schemas';

/** The path pieces of every route under /api/games/{id}/groups. */
export const groupTags = ['groups'];
export const groupParams = z.object({ id: uuidParam('Game id'), groupId: uuidParam('Group id') });
export const memberParams = groupParams.extend({ memberId: uuidParam('Member id') });
