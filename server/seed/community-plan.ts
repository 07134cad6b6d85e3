import type { gameStatusSchema } from '@contract/games';
import type { z } from 'zod';

/**
 * The seeded community as plain objects, before any row is written. People and games are referred
 * to by their index in the plan's arrays; the index 0 person is the one the demo signs in as.
 */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export interface PersonPlan {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  bio: string;
  hasAvatar: boolean;
  createdAt: Date;
}

/** How the demo person (index 0) stands in one of the first games, so every screen has something to show. */
export type FeaturedRole = 'creator' | 'admin' | 'member' | 'outsider' | 'invited' | 'none';

export interface GamePlan {
  id: string;
  name: string;
  description: string;
  status: z.infer<typeof gameStatusSchema>;
  startTime: Date;
  endTime: Date;
  createdAt: Date;
  isPublic: boolean;
  requiresApproval: boolean;
  creator: number;
  inviteCode: string;
  featuredRole: FeaturedRole;
  /** Participants (person indexes), the creator first. */
  members: number[];
  memberSet: Set<number>;
  admins: Set<number>;
  joinedAt: Map<number, Date>;
}

export interface PostPlan {
  id: string;
  game: number;
  author: number;
  content: string;
  createdAt: Date;
  /** Which drawn photo it shows: the posts of one multi-game share show the same one. */
  photo: number | null;
}
