import type { Post } from '@contract/posts';
import { count } from '@contract/plural';
import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useOutboxStore } from '@/offline/outbox/outbox-store';
import { queuedComments } from '../../api/comment-outbox-kind';
import { WaitingCommentItem } from '../waiting/waiting-comment-item';
import { CommentItem } from './comment-item';
import ui from '@/components/list-card.module.css';
import classes from './post-card.module.css';

/** docs/product.md §9: a post shows 2 comments until the reader expands the rest. */
export const COLLAPSED_COMMENTS = 2;

/**
 * The post's comments (oldest first). Collapsed, the newest two show, so a comment just added is
 * always in view; the control above them reveals the older ones. Comments still in the outbox
 * follow, marked as waiting.
 */
export function PostComments({ post, userId }: { post: Pick<Post, 'id' | 'comments' | '_count'>; userId: string }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const entries = useOutboxStore((state) => state.entries);
  const waiting = queuedComments(entries, userId, post.id);
  const { comments } = post;
  if (comments.length === 0 && waiting.length === 0) return null;
  const hidden = comments.length - COLLAPSED_COMMENTS;
  const shown = expanded || hidden <= 0 ? comments : comments.slice(-COLLAPSED_COMMENTS);
  // The server sends the newest 50; say so when there are more than that.
  const notLoaded = post._count.comments - comments.length;
  return (
    <div className={classes.comments}>
      {hidden > 0 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show fewer comments' : `View all ${count(comments.length, 'comment', 'comments')}`}
        </Button>
      ) : null}
      {expanded && notLoaded > 0 ? (
        <Text size="xs" c="dimmed">
          Showing the latest {comments.length} of {post._count.comments} comments
        </Text>
      ) : null}
      <ul id={listId} aria-label="Comments" className={`${ui.stack} ${ui.plainList}`}>
        {shown.map((comment) => (
          <CommentItem key={comment.id} comment={comment} userId={userId} />
        ))}
        {waiting.map((entry) => (
          <WaitingCommentItem key={entry.id} content={entry.payload.content} failed={entry.status === 'failed'} />
        ))}
      </ul>
    </div>
  );
}
