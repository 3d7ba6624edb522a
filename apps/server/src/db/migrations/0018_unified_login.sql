CREATE TABLE "unified_login_systems" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"url" text NOT NULL,
	"user_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unified_login_visits" (
	"user_id" text NOT NULL,
	"system_code" text NOT NULL,
	"last_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unified_login_visits_user_id_system_code_pk" PRIMARY KEY("user_id","system_code")
);
