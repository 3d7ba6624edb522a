CREATE TABLE "env_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" text NOT NULL,
	"model_code" text NOT NULL,
	"model_name" text NOT NULL,
	"year" smallint NOT NULL,
	"region" text NOT NULL,
	"params" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"factors" jsonb NOT NULL,
	"co2e_tonnes" numeric(15, 3) NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "env_estimates" ADD CONSTRAINT "env_estimates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "env_estimates" ADD CONSTRAINT "env_estimates_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "env_estimates_enterprise_idx" ON "env_estimates" USING btree ("enterprise_id","saved_at");