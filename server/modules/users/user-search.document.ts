import { DELETED_ACCOUNT_ISSUER } from '../../db/schema/users';
import { blocks } from '../../db/visibility-sql';
import { documentStatement } from '../../plugins/document-reads';

const USER_SEARCH_LIMIT = 20;

/**
 * GET /api/users/search?q → `z.array(userSchema)` (contract/user.ts): people whose username,
 * first name, last name or email starts with the text, ignoring case, at most USER_SEARCH_LIMIT,
 * by username; the caller is left out (you don't invite yourself, docs/product.md §2 "Share game"). $2 is
 * the prefix pattern: the lower-cased text with its %, _ and \ escaped (escapeLike), then '%'.
 * Each condition is a prefix LIKE on an indexed expression (users_username_pattern_idx,
 * users_*_lower_idx with text_pattern_ops; usernames are stored lower-case, so the plain column
 * matches its index), which the planner combines as four index range scans. Public fields only
 * (api_user): never the password hash. People I block and people who block me are left out (two
 * probes of user_blocks_pkey per person found): I asked not to see the first, and the second
 * would refuse my invitation (docs/decisions/0042-hidden-and-blocked-in-reads.md). Nor the
 * 'Deleted account' placeholders that keep a deleted person's results (decision 0049).
 *
 * $3, the Share dialog's game (or null): each result then carries `inGame` (contract/games.ts
 * userSearchResultSchema): 'participant' (a probe of game_participants' primary key), 'invited'
 * (a probe of invitations_pending_user_key) or null. Only a participant of that game gets the
 * marks: who is in a game, or invited to it, is for its participants only (game-access.ts, the
 * game page's 403), so anyone else, and an id that is no game, get null for everyone, the same
 * answer either way (a 403 here would tell which ids are games). The search itself is not about
 * the game, so it is never refused for it. One probe of my own participant row decides, once.
 */
export const userSearchDocument = documentStatement(
  'user_search_document',
  `select 200 as status,
  coalesce(json_agg(
    case when $3::uuid is null then api_user(found.person)::jsonb
    else api_user(found.person)::jsonb || jsonb_build_object('inGame', case
      when not caller.in_game then null
      when exists (select 1 from game_participants p where p.game_id = $3::uuid and p.user_id = found.id) then 'participant'
      when exists (
        select 1 from invitations i
        where i.game_id = $3::uuid and i.invited_user_id = found.id and i.status = 'pending'
      ) then 'invited'
    end)
    end order by found.username, found.first_name, found.id), '[]') as body
from (select exists (select 1 from game_participants p where p.game_id = $3::uuid and p.user_id = me.id) as in_game) as caller
cross join (
  select u as person, u.username, u.first_name, u.id
  from users u
  where u.id <> me.id and not ${blocks('me.id', 'u.id')} and not ${blocks('u.id', 'me.id')}
    and u.oidc_issuer is distinct from '${DELETED_ACCOUNT_ISSUER}'
    and (u.username like $2 or lower(u.first_name) like $2 or lower(u.last_name) like $2 or lower(u.email) like $2)
  order by u.username, u.first_name, u.id
  limit ${USER_SEARCH_LIMIT}
) as found`,
);
