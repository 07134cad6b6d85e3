import { gameDocumentStatement } from '../games/game-scoped-read';

/**
 * GET /api/games/{id}/groups → `z.array(groupSchema)` (contract/groups.ts): participants only
 * (games/game-scoped-read.ts). Groups oldest first through groups_game_name_key's game_id prefix;
 * each group's members in the order they were added, through group_members_group_idx; each user
 * by primary key. Ties on the time (one transaction's now()) are ordered by id, so the order
 * never changes between reads. $2: the game id.
 */
export const groupsDocument = gameDocumentStatement(
  'groups_document',
  `select coalesce(json_agg(json_build_object(
      'id', gr.id,
      'name', gr.name,
      'color', gr.color,
      'members', (
        select coalesce(json_agg(json_build_object(
          'id', m.id,
          'userId', m.user_id,
          'user', (select api_user(u) from users u where u.id = m.user_id)
        ) order by m.created_at, m.id), '[]')
        from group_members m where m.group_id = gr.id
      )
    ) order by gr.created_at, gr.id), '[]')
    from groups gr where gr.game_id = g.id`,
);

/**
 * GET /api/games/{id}/groups/leaderboard → `z.array(groupLeaderboardEntrySchema)`: participants
 * only. A group's total is the sum of its members' kept score counters (game_participants.score,
 * by primary key, docs/architecture.md §6: never posts counted on the request); a group without members has 0
 * and is listed. Best first; `rank` is 1 + the number of groups with a strictly higher total
 * (rank(): ties share); ties by name in ICU's root order (decision 0017), then id. $2: the game id.
 */
export const groupLeaderboardDocument = gameDocumentStatement(
  'group_leaderboard_document',
  `select coalesce(json_agg(json_build_object(
      'group', json_build_object('id', s.id, 'name', s.name, 'color', s.color, 'memberCount', s.member_count),
      'totalScore', s.total_score,
      'rank', s.rank
    ) order by s.rank, s.name collate "und-x-icu", s.id), '[]')
    from (
      select gr.id, gr.name, gr.color, t.member_count, t.total_score,
        rank() over (order by t.total_score desc) as rank
      from groups gr
      cross join lateral (
        select count(m.id)::int as member_count, coalesce(sum(p.score), 0)::int as total_score
        from group_members m
        left join game_participants p on p.game_id = m.game_id and p.user_id = m.user_id
        where m.group_id = gr.id
      ) t
      where gr.game_id = g.id
    ) s`,
);
