CREATE TABLE "leaderboard_30d" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"accomplishments" integer DEFAULT 0 NOT NULL,
	"popular_votes" integer DEFAULT 0 NOT NULL,
	"creator_participants" integer DEFAULT 0 NOT NULL,
	"creator_largest_game" integer DEFAULT 0 NOT NULL,
	"creator_accomplishments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_refresh" (
	"id" smallint PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_daily_stats" ADD COLUMN "creator_participants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_30d" ADD CONSTRAINT "leaderboard_30d_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_30d_accomplishments_idx" ON "leaderboard_30d" USING btree ("accomplishments" DESC NULLS LAST) WHERE "leaderboard_30d"."accomplishments" > 0;--> statement-breakpoint
CREATE INDEX "leaderboard_30d_popular_votes_idx" ON "leaderboard_30d" USING btree ("popular_votes" DESC NULLS LAST) WHERE "leaderboard_30d"."popular_votes" > 0;--> statement-breakpoint
CREATE INDEX "leaderboard_30d_creator_participants_idx" ON "leaderboard_30d" USING btree ("creator_participants" DESC NULLS LAST) WHERE "leaderboard_30d"."creator_participants" > 0;--> statement-breakpoint
CREATE INDEX "leaderboard_30d_creator_largest_idx" ON "leaderboard_30d" USING btree ("creator_largest_game" DESC NULLS LAST) WHERE "leaderboard_30d"."creator_largest_game" > 0;--> statement-breakpoint
CREATE INDEX "leaderboard_30d_creator_accomplishments_idx" ON "leaderboard_30d" USING btree ("creator_accomplishments" DESC NULLS LAST) WHERE "leaderboard_30d"."creator_accomplishments" > 0;--> statement-breakpoint
CREATE INDEX "user_stats_creator_others_idx" ON "user_stats" USING btree (("creator_participants" - "games_created") desc nulls last);--> statement-breakpoint
CREATE INDEX "games_start_idx" ON "games" USING btree ("start_time");--> statement-breakpoint
-- Hand-written (decision 0023): docs/product.md §3's display name (first plus last name; else first name; else
-- username; else email; else 'User'; blanks count as missing), as src/lib/display-name.ts writes
-- it. Leaderboard ties are ordered by it (docs/architecture.md §6), in ICU's root collation (decision 0017).
CREATE FUNCTION api_display_name(u users) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT CASE
  WHEN nullif(btrim(u.first_name), '') IS NOT NULL AND nullif(btrim(u.last_name), '') IS NOT NULL
    THEN btrim(u.first_name) || ' ' || btrim(u.last_name)
  ELSE coalesce(nullif(btrim(u.first_name), ''), nullif(btrim(u.username), ''), nullif(btrim(u.email), ''), 'User')
END $$;
--> statement-breakpoint
-- Hand-written: the new per-day creator_participants for memberships made before this column
-- existed, by the day each person joined (other than the creator), as joining now keeps it.
INSERT INTO "user_daily_stats" ("user_id", "day", "creator_participants")
SELECT g.creator_id, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), count(*)::int
FROM "game_participants" p JOIN "games" g ON g.id = p.game_id
WHERE p.user_id <> g.creator_id
GROUP BY 1, 2
ON CONFLICT ("user_id", "day") DO UPDATE SET "creator_participants" = excluded."creator_participants";
