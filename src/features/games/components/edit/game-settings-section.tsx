import type { Game } from '@contract/games';
import { Button, Group } from '@mantine/core';
import { useUpdateGame } from '../../api/update-game';
import { GameFormFields } from '../game-form/game-form-fields';
import { gameFormDefaults, useGameForm } from '../game-form/use-game-form';
import { DeleteGameButton } from './delete-game-button';
import { SectionCard } from '@/components/section-card';

interface GameSettingsSectionProps {
  game: Game;
  isCreator: boolean;
}

/** SPEC §2 "Game Settings": the shared game form, 'Update Game', and 'Delete Game' for the creator. */
export function GameSettingsSection({ game, isCreator }: GameSettingsSectionProps) {
  const form = useGameForm(gameFormDefaults(game));
  const update = useUpdateGame(game.id);
  return (
    <SectionCard title="Game Settings">
      <form noValidate onSubmit={form.handleSubmit((values) => update.mutate(values))}>
        <GameFormFields form={form} />
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
