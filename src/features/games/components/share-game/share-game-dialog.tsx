import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Tabs.css';
import type { Game } from '@contract/games';
import { Modal, Tabs } from '@mantine/core';
import { IconAt, IconHash, IconLink } from '@tabler/icons-react';
import { CopyField } from './copy-field';
import { InviteUserSearch } from './invite-user-search';
import classes from './share-game-dialog.module.css';

export type ShareTab = 'code' | 'link' | 'username';

export interface ShareGameDialogProps {
  game: Pick<Game, 'id' | 'name' | 'inviteCode'>;
  opened: boolean;
  onClose: () => void;
  /** The Edit screen's Invite button opens the dialog on 'username'. */
  initialTab?: ShareTab;
}

/** docs/product.md §4 invite link form: origin/join/{code}. */
export function joinLink(code: string): string {
  return `${window.location.origin}/join/${code}`;
}

/** docs/product.md §2 "Share game" dialog: Code, Link and Username tabs. */
export function ShareGameDialog({ game, opened, onClose, initialTab = 'code' }: ShareGameDialogProps) {
  const code = game.inviteCode;
  return (
    // Anchored at the top, not centred (decision 0053): with panels of one height (the module's .panels)
    // nothing moves when the tab changes, and the phone's keyboard for Username doesn't push it.
    <Modal opened={opened} onClose={onClose} title={`Share ${game.name}`} data-testid="share-dialog">
      <Tabs defaultValue={initialTab} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="code" leftSection={<IconHash size={16} aria-hidden />}>
            Code
          </Tabs.Tab>
          <Tabs.Tab value="link" leftSection={<IconLink size={16} aria-hidden />}>
            Link
          </Tabs.Tab>
          <Tabs.Tab value="username" leftSection={<IconAt size={16} aria-hidden />}>
            Username
          </Tabs.Tab>
        </Tabs.List>
        <div className={classes.panels}>
        <Tabs.Panel value="code" className={classes.panel}>
          <CopyField
            label="Invite code"
            value={code}
            code
            hint='Users can enter this code in the "Join Game" section'
            toast="Invite code copied to clipboard"
          />
        </Tabs.Panel>
        <Tabs.Panel value="link" className={classes.panel}>
          <CopyField
            label="Share link"
            value={code ? joinLink(code) : null}
            hint="Clicking this link will directly join the game"
            toast="Share link copied to clipboard"
          />
        </Tabs.Panel>
        <Tabs.Panel value="username" className={classes.panel}>
          <InviteUserSearch gameId={game.id} />
        </Tabs.Panel>
        </div>
      </Tabs>
    </Modal>
  );
}
