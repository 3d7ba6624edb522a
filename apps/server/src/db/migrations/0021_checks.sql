CREATE TABLE "check_guarantees" (
	"guarantee_no" text PRIMARY KEY NOT NULL,
	"verify_digest" "bytea" NOT NULL,
	"type" text NOT NULL,
	"issuer" text NOT NULL,
	"applicant" text NOT NULL,
	"beneficiary" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"issued_on" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"status" text NOT NULL,
	"status_on" date,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_letter_events" (
	"id" serial NOT NULL,
	"letter_no" text NOT NULL,
	"channel" text NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"courier" text,
	"waybill_no" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "check_letter_events_letter_no_channel_step_pk" PRIMARY KEY("letter_no","channel","step")
);
--> statement-breakpoint
CREATE TABLE "check_letters" (
	"letter_no" text PRIMARY KEY NOT NULL,
	"query_digest" "bytea" NOT NULL,
	"audit_firm" text NOT NULL,
	"audited_entity" text NOT NULL,
	"branch" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_seals" (
	"anti_fake_code" text PRIMARY KEY NOT NULL,
	"seal_owner" text NOT NULL,
	"seal_name" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"doc_title" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	"cert_serial" text NOT NULL,
	"cert_valid_from" date NOT NULL,
	"cert_valid_until" date NOT NULL,
	"seal_revoked_at" timestamp with time zone,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_letter_events" ADD CONSTRAINT "check_letter_events_letter_no_check_letters_letter_no_fk" FOREIGN KEY ("letter_no") REFERENCES "public"."check_letters"("letter_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_letter_events_id_idx" ON "check_letter_events" USING btree ("id");