import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Tabs.css';
import type { Game } from '@contract/games';
import { Modal, Tabs } from '@mantine/core';
import { IconAt, IconHash, IconLink } from '@tabler/icons-react';
import { CopyField } from './copy-field';
import { InviteUserSearch } from './invite-user-search';

export type ShareTab = 'code' | 'link' | 'username';

export interface ShareGameDialogProps {
  game: Pick<Game, 'id' | 'name' | 'inviteCode'>;
  opened: boolean;
  onClose: () => void;
  /** The Edit screen's Invite button opens the dialog on 'username'. */
  initialTab?: ShareTab;
}

/** SPEC §4 invite link form: origin/join/{code}. */
export function joinLink(code: string): string {
  return `${window.location.origin}/join/${code}`;
}

/** SPEC §2 "Share game" dialog: Code, Link and Username tabs. */
export function ShareGameDialog({ game, opened, onClose, initialTab = 'code' }: ShareGameDialogProps) {
  const code = game.inviteCode;
  return (
    <Modal opened={opened} onClose={onClose} title={`Share ${game.name}`} centered>
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
        <Tabs.Panel value="code">
          <CopyField
            label="Invite code"
            value={code}
            code
            hint='Users can enter this code in the "Join Game" section'
            toast="Invite code copied to clipboard"
          />
        </Tabs.Panel>
        <Tabs.Panel value="link">
          <CopyField
            label="Share link"
            value={code ? joinLink(code) : null}
            hint="Clicking this link will directly join the game"
            toast="Share link copied to clipboard"
          />
        </Tabs.Panel>
        <Tabs.Panel value="username">
          <InviteUserSearch gameId={game.id} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
