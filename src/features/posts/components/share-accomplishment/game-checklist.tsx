import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Checkbox, Stack } from '@mantine/core';
import type { ShareableGame } from './share-form-schema';

interface GameChecklistProps {
  games: ShareableGame[];
  value: string[];
  onChange: (gameIds: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** docs/product.md §5: one or more of the person's active games; the post goes into each one. */
export function GameChecklist({ games, value, onChange, error, disabled }: GameChecklistProps) {
  return (
    <Checkbox.Group
      label="Games"
      description={games.length > 1 ? 'Share into one or more of your active games' : undefined}
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
    >
      <Stack gap="sm" mt={8}>
        {games.map((game) => (
          <Checkbox key={game.id} value={game.id} label={game.name} size="md" />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
