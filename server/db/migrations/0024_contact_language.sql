ALTER TABLE "contacts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_language_created_idx" ON "contacts" USING btree ("language","created_at");