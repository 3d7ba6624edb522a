CREATE TABLE "env_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"region" text NOT NULL,
	"year" smallint NOT NULL,
	"value" numeric(18, 6) NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "env_factors_code_region_year" UNIQUE("code","region","year")
);
--> statement-breakpoint
CREATE INDEX "env_factors_code" ON "env_factors" USING btree ("code","year");