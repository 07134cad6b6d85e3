import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import { COMMENT_CONTENT_MAX } from '@contract/sizes';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateComment } from '../../api/create-comment';

/** docs/product.md §5: a comment is trimmed and non-empty; the send button waits for some text. */
export function AddCommentForm({ postId, userId }: { postId: string; userId: string }) {
  const [text, setText] = useState('');
  const create = useCreateComment(userId);
  const content = text.trim();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!content || create.isPending) return;
        create.mutate({ content, postId }, { onSuccess: () => setText('') });
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label="Add a comment"
          placeholder="Add a comment..."
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={COMMENT_CONTENT_MAX}
          autoComplete="off"
        />
        <ActionIcon type="submit" size="input-sm" aria-label="Post comment" disabled={!content} loading={create.isPending}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
