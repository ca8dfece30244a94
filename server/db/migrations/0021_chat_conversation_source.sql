ALTER TABLE "chat_conversations" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "chat_conversations_contact_idx" ON "chat_conversations" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_created_idx" ON "chat_conversations" USING btree ("created_at");