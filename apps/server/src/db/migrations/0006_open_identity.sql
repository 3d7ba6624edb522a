CREATE TABLE "open_identity_links" (
	"partner_id" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_identity_links_partner_id_subject_pk" PRIMARY KEY("partner_id","subject")
);
--> statement-breakpoint
CREATE TABLE "open_identity_partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_identity_links" ADD CONSTRAINT "open_identity_links_partner_id_open_identity_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."open_identity_partners"("id") ON DELETE no action ON UPDATE no action;