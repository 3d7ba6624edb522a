CREATE TABLE "face_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text NOT NULL,
	"desktop_hash" text NOT NULL,
	"ticket_hash" text,
	"status" text DEFAULT 'identified' NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "face_checks_desktop_hash_unique" UNIQUE("desktop_hash"),
	CONSTRAINT "face_checks_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_checks_expires_idx" ON "face_checks" USING btree ("expires_at");