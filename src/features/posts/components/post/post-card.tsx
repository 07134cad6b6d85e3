import type { GameStatus } from '@contract/games';
import type { Post } from '@contract/posts';
import { IconMessageCircle } from '@tabler/icons-react';
import { Photo } from '@/components/photo';
import ui from '@/components/list-card.module.css';
import { RemovedBadge, RemovedText } from '@/components/removed-content';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { dateText, timeAgo } from '@/lib/format/dates';
import { RedactedText } from '../activity/redacted-text';
import { AddCommentForm } from './add-comment-form';
import { LikeButton } from './like-button';
import { ownerActions } from './owner-actions';
import { PostComments } from './post-comments';
import classes from './post-card.module.css';
import { PostOwnerMenu } from './post-owner-menu';
import offscreen from '@/components/offscreen.module.css';
import { count } from '@contract/plural';

const commentsText = (n: number) => count(n, 'comment', 'comments');

interface PostCardProps {
  post: Post;
  userId: string;
  /**
   * The game's status as its page knows it: the author's actions follow it. A posts page is cached
   * for 30 s and keeps the status it was fetched with, so a game ended meanwhile still says 'active'.
   */
  gameStatus?: GameStatus;
}

/**
 * docs/product.md §2 "Post display": author, age, text (or '[Content Redacted]'), photo, likes and comments.
 * Plain elements on list-card.module.css, as Home's cards (decision 0055, "less work per item"): a
 * game's page renders several at once on the tap that opens it.
 */
export function PostCard({ post, userId, gameStatus }: PostCardProps) {
  const author = displayName(post.user);
  return (
    <article aria-label={`Accomplishment by ${author}`} className={`${ui.card} ${ui.stack} ${classes.card} ${offscreen.card}`}>
      <div className={`${ui.row} ${ui.between}`}>
        <div className={`${ui.row} ${ui.gapSm}`}>
          <UserAvatar user={post.user} decorative />
          <div className={classes.who}>
            <p className={`${ui.text} ${ui.strong} ${ui.truncate}`}>{author}</p>
            <p className={`${ui.text} ${ui.xs} ${ui.dimmed}`}>
              <time
                dateTime={post.createdAt}
                // The exact time is a pointer's tooltip, written when a pointer comes over it: a phone
                // never shows it, and the first Intl formatter of a page costs a phone 120-240 ms
                // (src/lib/format/dates.ts), which opening a game would otherwise pay.
                onPointerEnter={(event) => {
                  event.currentTarget.title ||= dateText(post.createdAt, 'exact');
                }}
              >
                {timeAgo(post.createdAt)}
              </time>
            </p>
          </div>
        </div>
        <PostOwnerMenu
          post={post}
          actions={ownerActions(post, userId, gameStatus)}
          report={
            post.userId !== userId && !post.isRemoved ? { targetType: 'post', targetId: post.id, description: `Post by ${author}` } : undefined
          }
        />
      </div>
      {post.isRedacted ? (
        <RedactedText />
      ) : post.isRemoved && post.userId !== userId ? (
        <RemovedText />
      ) : (
        <p className={`${ui.text} ${classes.text}`}>{post.content}</p>
      )}
      {post.isRemoved && post.userId === userId ? <RemovedBadge /> : null}
      {post.image ? <Photo src={post.image} alt={`Photo shared by ${author}`} /> : null}
      <div className={`${ui.row} ${classes.actions}`}>
        <LikeButton post={post} userId={userId} />
        <p className={`${ui.row} ${ui.gapTight} ${ui.dimmed} ${ui.text} ${ui.sm}`}>
          <IconMessageCircle size={18} aria-hidden className={ui.icon} />
          {commentsText(post._count.comments)}
        </p>
      </div>
      <PostComments post={post} userId={userId} />
      <AddCommentForm postId={post.id} userId={userId} />
    </article>
  );
}
