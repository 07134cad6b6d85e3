ALTER TYPE "public"."notification_type" ADD VALUE 'game_ending';--> statement-breakpoint
CREATE TABLE "user_streak_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_streak_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
DROP INDEX "notifications_user_game_key";--> statement-breakpoint
ALTER TABLE "user_stats" ADD COLUMN "current_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_stats" ADD COLUMN "longest_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_stats" ADD COLUMN "streak_last_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "previous_game_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "streak_day" date;--> statement-breakpoint
-- Existing posts count for their UTC day: nobody's time zone was known before this migration.
UPDATE "posts" SET "streak_day" = ("created_at" at time zone 'UTC')::date;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "streak_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_streak_days" ADD CONSTRAINT "user_streak_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_previous_game_id_games_id_fk" FOREIGN KEY ("previous_game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_unreminded_end_idx" ON "games" USING btree ("end_time") WHERE "games"."reminded_at" is null and "games"."finalized_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "games_previous_game_key" ON "games" USING btree ("previous_game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_game_type_key" ON "notifications" USING btree ("user_id","game_id","type");--> statement-breakpoint
INSERT INTO "user_streak_days" ("user_id", "day", "posts")
  SELECT "user_id", "streak_day", count(*)::int FROM "posts" GROUP BY 1, 2;--> statement-breakpoint
-- Each person's runs of days in a row (a run's days minus their rank are one date), as
-- server/modules/users/streaks.ts rebuilds them for one person.
WITH d AS (
  SELECT "user_id", "day", "day" - (row_number() over (partition by "user_id" order by "day"))::int AS grp FROM "user_streak_days"
), runs AS (
  SELECT "user_id", max("day") AS last_day, count(*)::int AS len FROM d GROUP BY "user_id", grp
), per_user AS (
  SELECT DISTINCT ON ("user_id") "user_id", last_day, len, max(len) over (partition by "user_id") AS longest
  FROM runs ORDER BY "user_id", last_day DESC
)
INSERT INTO "user_stats" ("user_id", "current_streak", "longest_streak", "streak_last_day")
  SELECT "user_id", len, longest, last_day FROM per_user
ON CONFLICT ("user_id") DO UPDATE SET "current_streak" = excluded."current_streak",
  "longest_streak" = excluded."longest_streak", "streak_last_day" = excluded."streak_last_day";
