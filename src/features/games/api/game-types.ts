/**
 * The fields of a game this client reads so far (SPEC §3 "Game"). The full response schemas
 * arrive with the games endpoints (issue 3) in contract/.
 */
export type GameStatus = 'upcoming' | 'active' | 'completed';

export interface GameParticipantRef {
  userId: string;
  isAdmin: boolean;
}

export interface GameSummary {
  id: string;
  name: string;
  description?: string | null;
  status: GameStatus;
  startTime: string;
  endTime: string;
  creatorId?: string;
  participants?: GameParticipantRef[];
  _count?: { participants?: number; posts?: number };
}

/** GET /api/games/invite/{code}: the public face of a game (DESIGN §6). */
export interface InviteGame {
  id: string;
  name: string;
  description?: string | null;
  status: GameStatus;
  startTime: string;
  endTime: string;
  participantCount?: number;
  creatorName?: string | null;
  isMember?: boolean;
}
