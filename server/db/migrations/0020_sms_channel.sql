CREATE TABLE "contact_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"wording" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"page" text,
	"ip" text,
	"phone" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_consents" ADD CONSTRAINT "contact_consents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_consents" ADD CONSTRAINT "contact_consents_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_consents_contact_channel_idx" ON "contact_consents" USING btree ("contact_id","channel","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_channel_phone_idx" ON "chat_conversations" USING btree ("channel","phone","last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_external_idx" ON "chat_messages" USING btree ("external_id");