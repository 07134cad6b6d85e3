-- Creators board figures (decision 0054): the all-time largest game without its creator, read off
-- its own index as the participants are (user_stats_creator_others_idx); the 30-day figures from the
-- joins of the frame, which the refresh job reads by this range of game_participants.created_at.
DROP INDEX "user_stats_creator_largest_idx";--> statement-breakpoint
CREATE INDEX "user_stats_creator_largest_others_idx" ON "user_stats" USING btree (("creator_largest_game" - 1) desc nulls last,"sort_name" collate "und-x-icu","user_id");--> statement-breakpoint
CREATE INDEX "game_participants_joined_idx" ON "game_participants" USING btree ("created_at");
