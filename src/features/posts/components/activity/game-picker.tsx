import { count } from '@contract/plural';
import type { ActivityItem } from '@contract/activity';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import stretched from '@/components/stretched-link.module.css';
import { lazyNamed } from '@/lib/retryable-lazy';

const GamePickerMenu = lazyNamed(() => import('./game-picker-menu'), 'GamePickerMenu');

/**
 * docs/product.md §2 activity card: a share into several games shows 'N games'; the menu lists them and
 * choosing one opens that game (the menu closes on choice). It sits above the card's stretched link,
 * so opening it never opens the card's game.
 * The menu (Mantine's Menu and its positioning library) loads and mounts on the first press: it
 * was a sizeable part of the chunk every signed-in first visit loads, and each mounted menu cost
 * Home a synchronous re-render (decision 0024). Once there, the menu toggles
 * from the same button as before, and returns focus to it when it closes.
 */
export function GamePicker({ games }: { games: ActivityItem['games'] }) {
  const [wanted, setWanted] = useState(false);
  // While the menu's code loads (the first press, online), the button says so.
  const button = (loading: boolean) => (
    <Button
      variant="light"
      size="sm"
      className={stretched.above}
      style={{ flexShrink: 0 }}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-haspopup="menu"
      aria-expanded={false}
      loading={loading}
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      {count(games.length, 'game', 'games')}
    </Button>
  );
  // A menu whose code could not load says so over the screen; closing that gives back the button.
  return (
    <DialogErrorBoundary resetKeys={[wanted]} onClose={() => setWanted(false)}>
      {wanted ? (
        <Suspense fallback={button(true)}>
          <GamePickerMenu games={games}>{button(false)}</GamePickerMenu>
        </Suspense>
      ) : (
        button(false)
      )}
    </DialogErrorBoundary>
  );
}
