import type { ActivityItem } from '@contract/activity';
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { PressedMenu, type MenuTarget } from '@/components/menu-on-press';

interface GamePickerMenuProps {
  games: ActivityItem['games'];
  /** The 'N games' button: the menu's target. */
  children: MenuTarget;
}

/** The games a share went into, mounted (and opened) when the button is first pressed. */
export function GamePickerMenu({ games, children }: GamePickerMenuProps) {
  return (
    <PressedMenu target={children} shadow="md" width={220}>
      <Menu.Label>Shared in</Menu.Label>
      {games.map((game) => (
        <Menu.Item key={game.id} component={Link} to={`/games/${game.id}`}>
          {game.name}
        </Menu.Item>
      ))}
    </PressedMenu>
  );
}
