CREATE TABLE "booking_claims" (
	"host_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "booking_claims_host_id_at_pk" PRIMARY KEY("host_id","at")
);
--> statement-breakpoint
CREATE TABLE "booking_hosts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"weekly_hours" text DEFAULT 'Mon-Fri 09:00-17:00' NOT NULL,
	"time_zone" text DEFAULT 'America/Chicago' NOT NULL,
	"meeting_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"min_notice_minutes" integer DEFAULT 240 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"step_minutes" integer DEFAULT 30 NOT NULL,
	"days_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"holidays_off" boolean DEFAULT true NOT NULL,
	"meeting_link" text DEFAULT '' NOT NULL,
	"meeting_phone" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_id" integer,
	"contact_id" integer,
	"conversation_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"visitor_time_zone" text,
	"source" text NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"provider_ref" text,
	"rescheduled_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_host_id_booking_hosts_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_claims_booking_idx" ON "booking_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_host_starts_idx" ON "bookings" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_contact_idx" ON "bookings" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");