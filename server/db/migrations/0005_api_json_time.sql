-- Helpers for the reads that PostgreSQL answers as JSON documents (decision 0016): the
-- few shapes every document repeats, defined once here so each read's SQL stays short and they
-- match the contract (contract/*.ts) exactly. Plain SQL functions of one expression, not STRICT,
-- so the planner inlines them: they cost what the expression costs.

-- A time as JavaScript's Date.prototype.toISOString() writes it ('2026-11-24T00:54:06.123Z'):
-- always UTC, always milliseconds (truncated, as node-postgres and PGlite do when they parse).
CREATE FUNCTION api_time(t timestamptz) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
--> statement-breakpoint

-- docs/architecture.md §6: a game's status comes from the clock (server/modules/games/game-status.ts).
CREATE FUNCTION api_game_status(start_time timestamptz, end_time timestamptz) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN now() < start_time THEN 'upcoming' WHEN now() < end_time THEN 'active' ELSE 'completed' END $$;
--> statement-breakpoint

-- The public face of a user (contract userSchema): never the password hash or provider subject.
CREATE FUNCTION api_user(u users) RETURNS json
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT json_build_object(
  'id', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name,
  'email', u.email, 'profileImageUrl', u.profile_image_url, 'bio', u.bio) $$;
