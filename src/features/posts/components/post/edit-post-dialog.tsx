import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import { POST_CONTENT_MAX, postContentSchema, type Post } from '@contract/posts';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useUpdatePost } from '../../api/update-post';

interface EditPostDialogProps {
  post: Pick<Post, 'id' | 'content'>;
  onClose: () => void;
}

/** docs/product.md §2 "Edit Post" (active game, author only): the text, trimmed and non-empty (docs/product.md §5). */
export function EditPostDialog({ post, onClose }: EditPostDialogProps) {
  const [content, setContent] = useState(post.content);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePost(post.id);
  return (
    <Modal opened onClose={onClose} title="Edit Post" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = postContentSchema.safeParse(content);
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? 'Please describe your accomplishment');
            return;
          }
          update.mutate({ content: parsed.data }, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <Textarea
            label="Accomplishment"
            value={content}
            onChange={(event) => {
              setContent(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={POST_CONTENT_MAX}
            rows={5}
            resize="vertical"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
