import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type MouseEventHandler, type ReactElement, type ReactNode, type Ref } from 'react';

export type MenuTarget = ReactElement<{ ref?: Ref<HTMLButtonElement>; onClick?: MouseEventHandler; 'aria-haspopup'?: 'menu'; 'aria-expanded'?: boolean }>;

interface PressedMenuProps extends Pick<MenuProps, 'position' | 'width' | 'shadow'> {
  /** The button that opens the menu. */
  target: MenuTarget;
  /** The menu's items. */
  children: ReactNode;
}

/**
 * A menu mounted by the first press of its button, around a new copy of that button, so it opens
 * itself: focus first moves to the new button, so that the menu gives it back there when it closes
 * (Mantine notes the focused element as the menu opens). From then on it toggles as any menu.
 */
export function PressedMenu({ target, children, position = 'bottom-end', ...menu }: PressedMenuProps) {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position={position} withinPortal opened={opened} onChange={setOpened} {...menu}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * A button and its menu (a post's, a comment's, a message's or a person's "…"). A list shows many
 * and people open few, so until the first press only the button is there: Mantine's Menu (its
 * popover, floating-ui's positioning, the focus trap) costs a closed menu nothing (decision 0055,
 * "less work per item").
 */
export function MenuOnPress({ target, ...menu }: PressedMenuProps) {
  const [pressed, setPressed] = useState(false);
  if (pressed) return <PressedMenu target={target} {...menu} />;
  return cloneElement(target, { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setPressed(true) });
}
