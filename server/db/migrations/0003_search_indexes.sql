DROP INDEX "users_email_lower_idx";--> statement-breakpoint
DROP INDEX "users_first_name_lower_idx";--> statement-breakpoint
DROP INDEX "users_last_name_lower_idx";--> statement-breakpoint
CREATE INDEX "users_username_pattern_idx" ON "users" USING btree ("username" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "games_public_end_idx" ON "games" USING btree ("end_time") WHERE "games"."is_public";--> statement-breakpoint
CREATE INDEX "games_public_name_trgm_idx" ON "games" USING gin ("name" gin_trgm_ops) WHERE "games"."is_public";--> statement-breakpoint
CREATE INDEX "games_public_description_trgm_idx" ON "games" USING gin ("description" gin_trgm_ops) WHERE "games"."is_public";--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_lower_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_lower_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);