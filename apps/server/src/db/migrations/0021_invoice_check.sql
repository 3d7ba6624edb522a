CREATE TABLE "invoice_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"registry_id" integer,
	"type_code" text NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_id" text NOT NULL,
	"items_summary" text NOT NULL,
	"status" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_registry" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"check_code" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_id" text NOT NULL,
	"items_summary" text NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'import' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_checks" ADD CONSTRAINT "invoice_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_checks_user_idx" ON "invoice_checks" USING btree ("user_id","checked_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_registry_code_no_idx" ON "invoice_registry" USING btree ("invoice_code","invoice_no");