import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import { POST_CONTENT_MAX, updatePostSchema, type Post } from '@contract/posts';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdatePost } from '../../api/update-post';

interface EditPostDialogProps {
  post: Pick<Post, 'id' | 'content'>;
  onClose: () => void;
}

/** docs/product.md §2 "Edit Post" (active game, author only): the text, trimmed and non-empty (docs/product.md §5). */
export function EditPostDialog({ post, onClose }: EditPostDialogProps) {
  const update = useUpdatePost(post.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(updatePostSchema, { content: post.content });
  return (
    <Modal opened onClose={onClose} title="Edit Post" centered>
      <form noValidate onSubmit={handleSubmit((input) => update.mutate(input, { onSuccess: onClose }))}>
        <Stack gap="md">
          <Textarea
            label="Accomplishment"
            error={errors.content?.message}
            maxLength={POST_CONTENT_MAX}
            rows={5}
            resize="vertical"
            data-autofocus
            {...register('content')}
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
