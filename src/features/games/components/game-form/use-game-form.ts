import { gameInputSchema, type Game, type GameInput } from '@contract/games';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { gameFormDates } from './game-form-dates';
import { useSchemaForm } from '@/lib/schema-form';

/** What the form submits: the body of POST /api/games and PUT /api/games/{id}. */
export type GameFormOutput = z.output<typeof gameInputSchema>;
export type GameForm = UseFormReturn<GameInput, unknown, GameFormOutput>;

type GameSettings = Pick<Game, 'name' | 'description' | 'startTime' | 'endTime' | 'isPublic' | 'requiresApproval'> &
  Partial<Pick<Game, 'coverImage' | 'status'>>;

/**
 * The form's starting values: empty with default dates for Create New Game (docs/product.md §5: start now,
 * end 30 days later, public, no approval), or the game's settings for Edit game.
 */
export function gameFormDefaults(game?: GameSettings | null, now: Date = new Date()): GameInput {
  return {
    name: game?.name ?? '',
    description: game?.description ?? '',
    coverImage: game?.coverImage ?? null,
    status: game?.status ?? 'upcoming',
    ...gameFormDates(game, now),
    isPublic: game?.isPublic ?? true,
    requiresApproval: game?.requiresApproval ?? false,
  };
}

/** react-hook-form on the same schema the server validates with (contract/games.ts). */
export function useGameForm(defaultValues: GameInput): GameForm {
  return useSchemaForm(gameInputSchema, defaultValues);
}
