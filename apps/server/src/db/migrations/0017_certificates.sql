CREATE TABLE "ca_roots" (
	"algorithm" text PRIMARY KEY NOT NULL,
	"certificate_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_enrolments" (
	"id" text PRIMARY KEY NOT NULL,
	"requested_by" text NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_login_challenges" (
	"token" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"serial" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" text,
	"algorithm" text NOT NULL,
	"subject_dn" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"public_key_digest" text NOT NULL,
	"key_serial" text NOT NULL,
	"provider_name" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"replaces_serial" text,
	"issued_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cert_enrolments" ADD CONSTRAINT "cert_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","not_after");--> statement-breakpoint
CREATE INDEX "certificates_enterprise_idx" ON "certificates" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "certificates_revoked_idx" ON "certificates" USING btree ("algorithm","revoked_at") WHERE "certificates"."status" = 'revoked';--> statement-breakpoint
-- A certificate issued, renewed or revoked changes the user's certExpireMsg: the status poll's
-- cache (users/status-cache.ts) drops the user's reads on this notice, as for user_enterprises.
CREATE TRIGGER certificates_notify_change AFTER INSERT OR UPDATE OR DELETE ON certificates
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_link_change();
