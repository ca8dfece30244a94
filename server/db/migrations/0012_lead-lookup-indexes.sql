DROP INDEX "contacts_email_idx";--> statement-breakpoint
CREATE INDEX "contacts_email_id_idx" ON "contacts" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "contacts_phone_digits_id_idx" ON "contacts" USING btree ("phone_digits","id");--> statement-breakpoint
CREATE INDEX "contacts_conversation_id_idx" ON "contacts" USING btree ("conversation_id","id");