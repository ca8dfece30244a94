CREATE TABLE "lead_sources" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"landing_page" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_sources_source_idx" ON "lead_sources" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "lead_sources_created_idx" ON "lead_sources" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_idx" ON "analytics_events" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_sourced_idx" ON "analytics_events" USING btree ("created_at") WHERE "analytics_events"."source" is not null;