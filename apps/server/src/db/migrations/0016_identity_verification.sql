CREATE TABLE "enterprise_auths" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"credit_code" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"applicant_role" text NOT NULL,
	"legal_rep_name" text NOT NULL,
	"legal_rep_doc_type" text NOT NULL,
	"legal_rep_doc_digest" text NOT NULL,
	"legal_rep_doc_sealed" text NOT NULL,
	"legal_rep_doc_masked" text NOT NULL,
	"licence_image_id" text,
	"letter_image_id" text,
	"status" text DEFAULT 'DT' NOT NULL,
	"face_check_id" text,
	"face_verified_at" timestamp with time zone,
	"review_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"reject_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"granted_role" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_registry" (
	"credit_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_rep_name" text NOT NULL,
	"registered_capital_fen" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"established_on" text NOT NULL,
	"address" text NOT NULL,
	"source" text DEFAULT 'import' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_images" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_registry" (
	"id" serial PRIMARY KEY NOT NULL,
	"real_name" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_digest" text NOT NULL,
	"doc_masked" text NOT NULL,
	"phone" text NOT NULL,
	"source" text DEFAULT 'import' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_name_auths" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"real_name" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_digest" text NOT NULL,
	"doc_sealed" text NOT NULL,
	"doc_masked" text NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"face_check_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "subject_name" text;--> statement-breakpoint
ALTER TABLE "enterprise_auths" ADD CONSTRAINT "enterprise_auths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_images" ADD CONSTRAINT "identity_images_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_auths" ADD CONSTRAINT "real_name_auths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_auths_user_idx" ON "enterprise_auths" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "enterprise_auths_queue_idx" ON "enterprise_auths" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_auths_open_idx" ON "enterprise_auths" USING btree ("user_id","credit_code") WHERE "enterprise_auths"."status" in ('DT', 'DS');--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_registry_name_idx" ON "enterprise_registry" USING btree ("name");--> statement-breakpoint
CREATE INDEX "identity_images_owner_idx" ON "identity_images" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "person_registry_doc_idx" ON "person_registry" USING btree ("doc_type","doc_digest");--> statement-breakpoint
CREATE INDEX "real_name_auths_user_idx" ON "real_name_auths" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_auths_verified_doc_idx" ON "real_name_auths" USING btree ("doc_type","doc_digest") WHERE "real_name_auths"."status" = 'verified';