import { IconMessageCircle } from '@tabler/icons-react';
import { EmptyMessage } from '@/components/empty-message';
import { Page } from '@/components/page';

/** /messages: conversations with other participants (SPEC §2). */
export function MessagesPage() {
  return (
    <Page title="Messages">
      <EmptyMessage
        icon={<IconMessageCircle size={28} aria-hidden />}
        title="No messages yet"
        description="Messages from other participants of your games show up here."
      />
    </Page>
  );
}
