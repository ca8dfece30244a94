ALTER TABLE "contacts" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '\D', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || company || ' ' || phone)) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "preferred_channel" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_email_lower_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contacts_name_lower_idx" ON "contacts" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contacts_status_created_idx" ON "contacts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contacts_owner_created_idx" ON "contacts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_contact_idx" ON "outbox" USING btree ("contact_id");--> statement-breakpoint
-- ===== Hand-written (keep when regenerating): data for existing rows (docs/decisions/022) =====
-- With one staff account (the admin of a fresh install) every existing lead is theirs; with several, leads stay unowned until assigned.
UPDATE "contacts" SET "owner_id" = (SELECT "id" FROM "users" LIMIT 1) WHERE "owner_id" IS NULL AND (SELECT count(*) FROM "users") = 1;
