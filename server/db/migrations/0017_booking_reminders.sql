ALTER TABLE "bookings" ADD COLUMN "reminded_24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_1h_at" timestamp with time zone;