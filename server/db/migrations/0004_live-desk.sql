CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"conversation_id" text,
	"contact_id" integer,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "staff_id" integer;--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_activity_idx" ON "chat_conversations" USING btree ("last_activity_at");--> statement-breakpoint
-- ===== Hand-written (keep when regenerating): data for existing rows, and the live events' triggers (docs/decisions/021) =====
UPDATE "chat_conversations" SET "last_activity_at" = "updated_at", "status" = CASE WHEN "handoff" THEN 'waiting' ELSE 'open' END, "waiting_since" = CASE WHEN "handoff" THEN "updated_at" END;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bcai_live_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bcai_live', NEW.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_events_notify AFTER INSERT ON "live_events" FOR EACH ROW EXECUTE FUNCTION bcai_live_notify();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bcai_live_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("kind", "contact_id", "conversation_id") VALUES ('lead', NEW.id, NEW.conversation_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_live_lead AFTER INSERT ON "contacts" FOR EACH ROW EXECUTE FUNCTION bcai_live_lead();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bcai_live_delivery_failed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'failed' AND OLD.status IS DISTINCT FROM 'failed' THEN
    INSERT INTO "live_events" ("kind", "contact_id") VALUES ('delivery_failed', NEW.contact_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER outbox_live_delivery_failed AFTER UPDATE OF "status" ON "outbox" FOR EACH ROW EXECUTE FUNCTION bcai_live_delivery_failed();
