import type { ReactNode } from 'react';
import { DownloadDataButton } from './download-data-button';
import { type ProfileTabSlots, ProfileTabs } from './profile-tabs';

export interface ProfileSectionsProps extends ProfileTabSlots {
  /** Profile → Notifications (the push feature, decision 0027); composed in src/app. */
  notifications?: ReactNode;
  /** 'Security': change password and the devices signed in (the account feature, decision 0046). */
  security?: ReactNode;
  /** Blocked people, My reports and 'Moderation' for operators (the safety feature, decision 0045). */
  safety?: ReactNode;
  /** 'Delete my account', the last thing on the page (the account feature, decision 0049). */
  deleteAccount?: ReactNode;
}

/**
 * Everything on the Profile below Your Stats, in its order (docs/product.md §2): the page's lazily
 * loaded part (src/app/routes/profile-sections.tsx), since its tabs, lists and dialogs need the
 * screens' shared UI code and the header does not (decision 0055).
 */
export function ProfileSections({ notifications, security, accomplishments, games, safety, deleteAccount }: ProfileSectionsProps) {
  return (
    <>
      {notifications}
      {security}
      <ProfileTabs accomplishments={accomplishments} games={games} />
      {safety}
      <DownloadDataButton />
      {deleteAccount}
    </>
  );
}
