CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"column" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'qjmh' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"media_url" text,
	"source" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"version" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text,
	"file_mime" text,
	"file_bytes" "bytea",
	"file_size" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "forex_quotes" (
	"cur_code" text PRIMARY KEY NOT NULL,
	"cur_name" text NOT NULL,
	"unit" integer DEFAULT 100 NOT NULL,
	"buy_rate" numeric(12, 4),
	"cash_buy_rate" numeric(12, 4),
	"sell_rate" numeric(12, 4),
	"cash_sell_rate" numeric(12, 4),
	"middle_rate" numeric(12, 4),
	"quoted_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_navs" (
	"pro_code" text NOT NULL,
	"nav_date" date NOT NULL,
	"nav" numeric(12, 4) NOT NULL,
	"acc_nav" numeric(12, 4) NOT NULL,
	CONSTRAINT "fund_navs_pro_code_nav_date_pk" PRIMARY KEY("pro_code","nav_date")
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"pro_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fund_type" text NOT NULL,
	"risk_level" text NOT NULL,
	"company" text NOT NULL,
	"manager" text DEFAULT '' NOT NULL,
	"established_on" date,
	"summary" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"detail_html" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "products_product_code_unique" UNIQUE("product_code")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_key" text NOT NULL,
	"action" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_pages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_prefix" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"background_url" text,
	"show_customer" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "page_config_drafts" (
	"page_code" text PRIMARY KEY NOT NULL,
	"page_name" text NOT NULL,
	"page_info" jsonb NOT NULL,
	"page_content" jsonb NOT NULL,
	"base_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_config_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_code" text NOT NULL,
	"version" integer NOT NULL,
	"page_name" text NOT NULL,
	"page_info" jsonb NOT NULL,
	"page_content" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "page_config_versions_code_version" UNIQUE("page_code","version")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "page_name" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "previous_url" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "fund_navs" ADD CONSTRAINT "fund_navs_pro_code_funds_pro_code_fk" FOREIGN KEY ("pro_code") REFERENCES "public"."funds"("pro_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("kind","status","published_at");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_key","at");--> statement-breakpoint
CREATE INDEX "analytics_events_type_idx" ON "analytics_events" USING btree ("type","received_at");