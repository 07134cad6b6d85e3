import type { Game } from '@contract/games';
import { createPostSchema } from '@contract/posts';
import { z } from 'zod';

export const SELECT_A_GAME = 'Please select at least one game';

/** A game the person may share into (an active game of theirs). */
export type ShareableGame = Pick<Game, 'id' | 'name'>;

/** What the dialog may open with: a game to preselect (the game page), shared-in text or photo (share target). */
export interface ShareAccomplishmentInitial {
  gameId?: string;
  content?: string;
  /** A photo as it came (picked or shared into the app); the dialog resizes it like a picked one. */
  photo?: Blob;
}

/**
 * docs/product.md §5: the text rule is POST /api/posts' own (required, trimmed, at most 2,000); one or more
 * games; an optional photo, kept as a Blob until it is sent.
 */
export const shareFormSchema = z.object({
  content: createPostSchema.shape.content,
  gameIds: z.array(z.string()).min(1, SELECT_A_GAME),
  photo: z.instanceof(Blob).nullable(),
});
export type ShareFormInput = z.input<typeof shareFormSchema>;
export type ShareFormOutput = z.output<typeof shareFormSchema>;

/**
 * The asked-for game is preselected when it is one of the person's active games; a person with a
 * single active game gets it preselected too (nothing to choose). The photo arrives after processing.
 */
export function shareFormDefaults(games: ShareableGame[], initial: ShareAccomplishmentInitial = {}): ShareFormInput {
  const asked = games.find((game) => game.id === initial.gameId);
  const only = games.length === 1 ? games[0] : undefined;
  const preselected = asked ?? only;
  return { content: initial.content ?? '', gameIds: preselected ? [preselected.id] : [], photo: null };
}
