CREATE TABLE "open_api_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"body" text NOT NULL,
	"answered_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_consults" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"content" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_docs" (
	"api_code" text PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"api_code" text NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"user_id" text,
	"screenshot" "bytea",
	"screenshot_mime" text,
	"status" text DEFAULT 'new' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"question_id" integer,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_code" text NOT NULL,
	"question" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"from_feedback_id" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_api_answers" ADD CONSTRAINT "open_api_answers_question_id_open_api_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."open_api_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_api_answers_question_idx" ON "open_api_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "open_api_consults_status_idx" ON "open_api_consults" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "open_api_feedback_status_idx" ON "open_api_feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "open_api_questions_api_idx" ON "open_api_questions" USING btree ("api_code","sort");