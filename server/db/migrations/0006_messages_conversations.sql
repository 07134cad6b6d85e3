CREATE TABLE "conversations" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"other_user_id" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversations_pkey" PRIMARY KEY("game_id","user_id","other_user_id")
);
--> statement-breakpoint
DROP INDEX "messages_unread_idx";--> statement-breakpoint
DROP INDEX "messages_recipient_created_idx";--> statement-breakpoint
DROP INDEX "messages_sender_created_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_last_message_id_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_last_idx" ON "conversations" USING btree ("user_id","last_message_at","last_message_id");--> statement-breakpoint
CREATE INDEX "conversations_unread_idx" ON "conversations" USING btree ("user_id","unread_count") WHERE "conversations"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("game_id","sender_id","recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_id","game_id","sender_id") WHERE not "messages"."is_read";--> statement-breakpoint
CREATE INDEX "messages_recipient_created_idx" ON "messages" USING btree ("recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id","created_at","id");--> statement-breakpoint
-- Hand-written (decision 0022): the conversations of messages written before this table existed, each
-- side with its newest message and the unread ones addressed to that side, as sending keeps them.
INSERT INTO "conversations" ("game_id", "user_id", "other_user_id", "last_message_id", "last_message_at", "unread_count")
SELECT DISTINCT ON (m.game_id, side.user_id, side.other_user_id)
  m.game_id, side.user_id, side.other_user_id, m.id, m.created_at,
  count(*) FILTER (WHERE NOT m.is_read AND m.recipient_id = side.user_id)
    OVER (PARTITION BY m.game_id, side.user_id, side.other_user_id)
FROM "messages" m
CROSS JOIN LATERAL (VALUES (m.sender_id, m.recipient_id), (m.recipient_id, m.sender_id)) AS side(user_id, other_user_id)
WHERE m.sender_id <> m.recipient_id
ORDER BY m.game_id, side.user_id, side.other_user_id, m.created_at DESC, m.id DESC;
