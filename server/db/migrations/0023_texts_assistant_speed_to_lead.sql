CREATE TABLE "lead_first_texts" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_reply_alerts" (
	"message_id" integer NOT NULL,
	"conversation_id" text NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_reply_alerts_message_id_pk" PRIMARY KEY("message_id")
);
--> statement-breakpoint
ALTER TABLE "lead_first_texts" ADD CONSTRAINT "lead_first_texts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_first_texts" ADD CONSTRAINT "lead_first_texts_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_reply_alerts" ADD CONSTRAINT "no_reply_alerts_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;