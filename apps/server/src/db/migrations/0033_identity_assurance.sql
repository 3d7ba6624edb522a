CREATE TABLE "person_reference_faces" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"descriptor" "bytea" NOT NULL,
	"photo" "bytea",
	"model" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "subject_doc_type" text;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "subject_doc_digest" text;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "subject_doc_sealed" text;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "subject_enterprise" jsonb;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "decision_provider" text;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "decision_match" boolean;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "decision_score" real;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "decision_liveness" boolean;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise_registry" ADD COLUMN "legal_rep_doc_type" text;--> statement-breakpoint
ALTER TABLE "enterprise_registry" ADD COLUMN "legal_rep_doc_digest" text;--> statement-breakpoint
ALTER TABLE "person_reference_faces" ADD CONSTRAINT "person_reference_faces_person_id_person_registry_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person_registry"("id") ON DELETE cascade ON UPDATE no action;