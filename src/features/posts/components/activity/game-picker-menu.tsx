import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { ActivityItem } from '@contract/activity';
import { Menu } from '@mantine/core';
import { cloneElement, type ReactElement, type Ref, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

interface GamePickerMenuProps {
  games: ActivityItem['games'];
  /** The 'N games' button: the menu's target. */
  children: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
}

/**
 * The games a share went into. It mounts when the button is first pressed, around a new copy of
 * the button, so it opens itself: focus first moves to the new button, so that the menu gives it
 * back there when it closes (Mantine notes the focused element as the menu opens).
 */
export function GamePickerMenu({ games, children }: GamePickerMenuProps) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" shadow="md" width={220} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(children, { ref: target })}</Menu.Target>
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
