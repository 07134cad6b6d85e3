import type { Game } from '@contract/games';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gameQueryKey } from '../../api/get-game';
import { useUpdateGame } from '../../api/update-game';
import { gameFormDates } from '../game-form/game-form-dates';
import { GameFormFields } from '../game-form/game-form-fields';
import { gameFormDefaults, useGameForm } from '../game-form/use-game-form';
import { DeleteGameButton } from './delete-game-button';
import { SectionCard } from '@/components/section-card';

interface GameSettingsSectionProps {
  game: Game;
  isCreator: boolean;
}

/**
 * "Game Settings": the shared game form, 'Update Game', and 'Delete Game' for the creator.
 * A finished game's dates are read-only: the server keeps a finalised game's dates and refuses a
 * change with 400 (server/modules/games/games.service.ts updateGame), and reading an ended game
 * finalises it first, so 'completed' here means finalised. It has no rule for an active game.
 */
export function GameSettingsSection({ game, isCreator }: GameSettingsSectionProps) {
  const form = useGameForm(gameFormDefaults(game));
  const update = useUpdateGame(game.id);
  const queryClient = useQueryClient();
  const datesLocked = game.status === 'completed';
  const { startTime, endTime } = game;

  // The game ended while the form was open: its dates go back to the stored ones, which the
  // server takes, and the rest of what was typed stays.
  const { resetField } = form;
  useEffect(() => {
    if (!datesLocked) return;
    const dates = gameFormDates({ startTime, endTime });
    resetField('startTime', { defaultValue: dates.startTime });
    resetField('endTime', { defaultValue: dates.endTime });
  }, [datesLocked, startTime, endTime, resetField]);

  return (
    <SectionCard title="Game Settings">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          update.mutate(values, {
            // A refusal may mean the game has ended since it was read: read it again, and the
            // form shows (and sends) what the server still accepts.
            onError: () => void queryClient.invalidateQueries({ queryKey: gameQueryKey(game.id) }),
          }),
        )}
      >
        <GameFormFields form={form} datesLocked={datesLocked} />
        <Group justify={isCreator ? 'space-between' : 'flex-end'} mt="lg" gap="sm">
          {isCreator ? <DeleteGameButton gameId={game.id} gameName={game.name} /> : null}
          <Button type="submit" loading={update.isPending}>
            Update Game
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
