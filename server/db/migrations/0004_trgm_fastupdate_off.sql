DROP INDEX "games_public_name_trgm_idx";--> statement-breakpoint
DROP INDEX "games_public_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "games_public_name_trgm_idx" ON "games" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false) WHERE "games"."is_public";--> statement-breakpoint
CREATE INDEX "games_public_description_trgm_idx" ON "games" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false) WHERE "games"."is_public";