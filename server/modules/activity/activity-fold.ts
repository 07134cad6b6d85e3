import type { ActivityItem } from '../../../contract/activity';
import type { User } from '../../../contract/user';
import { imageUrl } from '../images/images.service';

/** A post as the activity query reads it: newest first, ties by id. */
export interface ActivityPost {
  id: string;
  gameId: string;
  gameName: string;
  userId: string;
  content: string;
  imageId: string | null;
  isRedacted: boolean;
  createdAt: Date;
  user: User;
}

/**
 * DESIGN §6: one share into several games is one POST per game with the same author, content and
 * createdAt. Those posts become one item listing every game (each once), first game first; the
 * item's photo is the first one present. Input order (newest first) is kept.
 */
export function foldPosts(rows: ActivityPost[]): ActivityItem[] {
  const items = new Map<string, ActivityItem>();
  for (const row of rows) {
    const key = JSON.stringify([row.userId, row.createdAt.getTime(), row.isRedacted, row.content]);
    const item = items.get(key);
    if (item) {
      if (!item.games.some((g) => g.id === row.gameId)) item.games.push({ id: row.gameId, name: row.gameName });
      item.isMultiGame = item.games.length > 1;
      item.image ??= imageUrl(row.imageId);
      continue;
    }
    items.set(key, {
      id: row.id,
      type: 'post',
      content: row.isRedacted ? '' : row.content,
      createdAt: row.createdAt.toISOString(),
      image: imageUrl(row.imageId),
      user: row.user,
      gameId: row.gameId,
      game: { name: row.gameName },
      games: [{ id: row.gameId, name: row.gameName }],
      isMultiGame: false,
      postId: row.id,
      postContent: null,
      isRedacted: row.isRedacted,
    });
  }
  return [...items.values()];
}

/** Posts and comments together, newest first, cut to `limit`. */
export function mergeActivity(postItems: ActivityItem[], commentItems: ActivityItem[], limit: number): ActivityItem[] {
  return [...postItems, ...commentItems]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit);
}
