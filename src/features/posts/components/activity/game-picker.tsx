import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { ActivityItem } from '@contract/activity';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import stretched from '@/components/stretched-link.module.css';

/**
 * SPEC §2 activity card: a share into several games shows 'N games'; the menu lists them and
 * choosing one opens that game (the menu closes on choice). It sits above the card's stretched link,
 * so opening it never opens the card's game.
 */
export function GamePicker({ games }: { games: ActivityItem['games'] }) {
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="light"
          size="sm"
          className={stretched.above}
          style={{ flexShrink: 0 }}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {games.length} games
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Shared in</Menu.Label>
        {games.map((game) => (
          <Menu.Item key={game.id} component={Link} to={`/games/${game.id}`}>
            {game.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
