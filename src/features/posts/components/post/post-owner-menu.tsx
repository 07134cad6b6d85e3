import '@mantine/core/styles/ActionIcon.css';
import type { Post } from '@contract/posts';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEdit, IconEyeOff, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MenuOnPress } from '@/components/menu-on-press';
import { ReportMenuItem } from '@/components/safety-menu-items';
import type { ReportTarget } from '@/lib/safety-requests';
import { LazyPostActionDialog } from './lazy-post-action-dialog';
import { POST_ACTION_LABELS, type PostAction } from './owner-actions';

const ICONS: Record<PostAction, typeof IconEdit> = {
  edit: IconEdit,
  'remove-image': IconPhotoOff,
  delete: IconTrash,
  redact: IconEyeOff,
};

interface PostOwnerMenuProps {
  post: Pick<Post, 'id' | 'content'>;
  actions: PostAction[];
  /** 'Report' for someone else's post (docs/decisions/0040-trust-and-safety.md), never on one's own. */
  report?: ReportTarget;
}

/** The post's "…" menu: the author's actions, each opening its dialog, or 'Report' for anyone else. */
export function PostOwnerMenu({ post, actions, report }: PostOwnerMenuProps) {
  const [chosen, setChosen] = useState<PostAction | null>(null);
  if (actions.length === 0 && !report) return null;
  return (
    <>
      <MenuOnPress
        target={
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Post actions">
            <IconDots size={20} aria-hidden />
          </ActionIcon>
        }
      >
        {actions.map((action) => {
          const Icon = ICONS[action];
          const destructive = action !== 'edit';
          return (
            <Menu.Item
              key={action}
              color={destructive ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => setChosen(action)}
            >
              {POST_ACTION_LABELS[action]}
            </Menu.Item>
          );
        })}
        {report ? <ReportMenuItem target={report} /> : null}
      </MenuOnPress>
      <LazyPostActionDialog action={chosen} post={post} onClose={() => setChosen(null)} />
    </>
  );
}
