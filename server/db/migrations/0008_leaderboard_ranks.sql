CREATE TABLE "leaderboard_rank_steps" (
	"board" text NOT NULL,
	"value" integer NOT NULL,
	"above" integer NOT NULL,
	"at" integer NOT NULL,
	CONSTRAINT "leaderboard_rank_steps_board_value_pk" PRIMARY KEY("board","value")
);
--> statement-breakpoint
DROP INDEX "user_stats_accomplishments_idx";
--> statement-breakpoint
DROP INDEX "user_stats_upvotes_idx";
--> statement-breakpoint
DROP INDEX "user_stats_medal_score_idx";
--> statement-breakpoint
DROP INDEX "user_stats_pv_medals_idx";
--> statement-breakpoint
DROP INDEX "user_stats_games_completed_idx";
--> statement-breakpoint
DROP INDEX "user_stats_creator_largest_idx";
--> statement-breakpoint
DROP INDEX "user_stats_creator_accomplishments_idx";
--> statement-breakpoint
DROP INDEX "user_stats_creator_others_idx";
--> statement-breakpoint
DROP INDEX "leaderboard_30d_accomplishments_idx";
--> statement-breakpoint
DROP INDEX "leaderboard_30d_popular_votes_idx";
--> statement-breakpoint
DROP INDEX "leaderboard_30d_creator_participants_idx";
--> statement-breakpoint
DROP INDEX "leaderboard_30d_creator_largest_idx";
--> statement-breakpoint
DROP INDEX "leaderboard_30d_creator_accomplishments_idx";
--> statement-breakpoint
ALTER TABLE "user_stats" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "leaderboard_30d" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Hand-written (decision 0023): the leaderboards order ties by display name (docs/architecture.md §6), and a top 50
-- must not sort a whole tied group (thousands share 2 popular-vote medals) on every read. So each
-- board's index carries the name after the value, and the name is kept beside the counters by the
-- database itself: set on insert (every path that creates a user_stats row, whichever module), and
-- rewritten in both tables when a person's name fields change. leaderboard_30d's rows also get it
-- from the refresh job.
CREATE FUNCTION leaderboard_sort_name() RETURNS trigger
LANGUAGE plpgsql
AS $$ BEGIN
  SELECT api_display_name(u) INTO NEW.sort_name FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_stats_sort_name BEFORE INSERT ON user_stats FOR EACH ROW EXECUTE FUNCTION leaderboard_sort_name();
--> statement-breakpoint
CREATE FUNCTION users_leaderboard_sort_name() RETURNS trigger
LANGUAGE plpgsql
AS $$ BEGIN
  IF api_display_name(NEW) IS DISTINCT FROM api_display_name(OLD) THEN
    UPDATE user_stats SET sort_name = api_display_name(NEW) WHERE user_id = NEW.id;
    UPDATE leaderboard_30d SET sort_name = api_display_name(NEW) WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_leaderboard_sort_name AFTER UPDATE OF first_name, last_name, username, email ON users
FOR EACH ROW EXECUTE FUNCTION users_leaderboard_sort_name();
--> statement-breakpoint
UPDATE user_stats s SET sort_name = api_display_name(u) FROM users u WHERE u.id = s.user_id;
--> statement-breakpoint
UPDATE leaderboard_30d l SET sort_name = api_display_name(u) FROM users u WHERE u.id = l.user_id;
--> statement-breakpoint
CREATE INDEX "user_stats_accomplishments_idx" ON "user_stats" USING btree ("total_accomplishments" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id");
--> statement-breakpoint
CREATE INDEX "user_stats_upvotes_idx" ON "user_stats" USING btree ("total_upvotes" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id");
--> statement-breakpoint
CREATE INDEX "user_stats_medal_score_idx" ON "user_stats" USING btree ("medal_score" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id");
--> statement-breakpoint
CREATE INDEX "user_stats_pv_medals_idx" ON "user_stats" USING btree ("popular_vote_medals" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id");
--> statement-breakpoint
CREATE INDEX "user_stats_games_completed_idx" ON "user_stats" USING btree ("games_completed" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id");
--> statement-breakpoint
CREATE INDEX "user_stats_creator_largest_idx" ON "user_stats" USING btree ("creator_largest_game" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id");
--> statement-breakpoint
CREATE INDEX "user_stats_creator_accomplishments_idx" ON "user_stats" USING btree ("creator_accomplishments" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id");
--> statement-breakpoint
CREATE INDEX "user_stats_creator_others_idx" ON "user_stats" USING btree (("creator_participants" - "games_created") desc nulls last,"sort_name" collate "und-x-icu","user_id");
--> statement-breakpoint
CREATE INDEX "leaderboard_30d_accomplishments_idx" ON "leaderboard_30d" USING btree ("accomplishments" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id") WHERE "leaderboard_30d"."accomplishments" > 0;
--> statement-breakpoint
CREATE INDEX "leaderboard_30d_popular_votes_idx" ON "leaderboard_30d" USING btree ("popular_votes" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id") WHERE "leaderboard_30d"."popular_votes" > 0;
--> statement-breakpoint
CREATE INDEX "leaderboard_30d_creator_participants_idx" ON "leaderboard_30d" USING btree ("creator_participants" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id") WHERE "leaderboard_30d"."creator_participants" > 0;
--> statement-breakpoint
CREATE INDEX "leaderboard_30d_creator_largest_idx" ON "leaderboard_30d" USING btree ("creator_largest_game" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id") WHERE "leaderboard_30d"."creator_largest_game" > 0;
--> statement-breakpoint
CREATE INDEX "leaderboard_30d_creator_accomplishments_idx" ON "leaderboard_30d" USING btree ("creator_accomplishments" DESC NULLS LAST,"sort_name" collate "und-x-icu","user_id") WHERE "leaderboard_30d"."creator_accomplishments" > 0;
