CREATE TABLE "enterprises" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"auth_status" text DEFAULT 'DT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"success" boolean NOT NULL,
	"failure" text,
	"ip" text NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"login_name" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_login_name_unique" UNIQUE("login_name")
);
--> statement-breakpoint
CREATE TABLE "user_enterprises" (
	"user_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_enterprises_user_id_enterprise_id_pk" PRIMARY KEY("user_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"user_no" text NOT NULL,
	"login_name" text NOT NULL,
	"phone" text NOT NULL,
	"user_type" text NOT NULL,
	"real_name" text,
	"email" text,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"weak" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "users_user_no_unique" UNIQUE("user_no")
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"token" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"user_id" text,
	"ip" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"principal_id" text NOT NULL,
	"csrf_token" text NOT NULL,
	"method" text NOT NULL,
	"ip" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"token" text PRIMARY KEY NOT NULL,
	"client_uid" text NOT NULL,
	"ip" text NOT NULL,
	"secret_key" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_verifications" (
	"value_hash" text PRIMARY KEY NOT NULL,
	"client_uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enterprises" ADD CONSTRAINT "user_enterprises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enterprises" ADD CONSTRAINT "user_enterprises_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_history_user_at_idx" ON "login_history" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "user_enterprises_enterprise_idx" ON "user_enterprises" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_name_live_idx" ON "users" USING btree (lower("login_name")) WHERE "users"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_live_idx" ON "users" USING btree ("phone") WHERE "users"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "sessions_principal_idx" ON "sessions" USING btree ("kind","principal_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "captcha_verifications_expires_idx" ON "captcha_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_purpose_idx" ON "sms_codes" USING btree ("phone","purpose","sent_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","sent_at");