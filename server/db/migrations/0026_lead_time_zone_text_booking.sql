ALTER TABLE "chat_messages" ADD COLUMN "offered_slots" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "time_zone" text;