CREATE TABLE "staff_login_history" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"success" boolean NOT NULL,
	"failure" text,
	"ip" text NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_login_history" ADD CONSTRAINT "staff_login_history_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_login_history_staff_at_idx" ON "staff_login_history" USING btree ("staff_id","at");