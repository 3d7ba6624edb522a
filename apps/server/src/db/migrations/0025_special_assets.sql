CREATE TABLE "special_asset_favourites" (
	"user_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_asset_favourites_user_id_asset_id_pk" PRIMARY KEY("user_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "special_asset_inquiries" (
	"inquiry_id" serial PRIMARY KEY NOT NULL,
	"asset_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"handled_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_asset_orgs" (
	"org_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_asset_picture_links" (
	"asset_id" text NOT NULL,
	"picture_id" integer NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "special_asset_picture_links_asset_id_picture_id_pk" PRIMARY KEY("asset_id","picture_id")
);
--> statement-breakpoint
CREATE TABLE "special_asset_pictures" (
	"picture_id" serial PRIMARY KEY NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_assets" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"industry" text NOT NULL,
	"debtor" text DEFAULT '' NOT NULL,
	"principal_fen" bigint,
	"interest_fen" bigint,
	"listing_price_fen" bigint NOT NULL,
	"area_m2" double precision,
	"collateral" text DEFAULT '' NOT NULL,
	"litigation" text DEFAULT '' NOT NULL,
	"disposal" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"org_id" text NOT NULL,
	"status" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listed_on" date NOT NULL,
	"search_folded" text NOT NULL,
	"search_pinyin" text NOT NULL,
	"search_initials" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "special_asset_favourites" ADD CONSTRAINT "special_asset_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_asset_favourites" ADD CONSTRAINT "special_asset_favourites_asset_id_special_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."special_assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_asset_inquiries" ADD CONSTRAINT "special_asset_inquiries_asset_id_special_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."special_assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_asset_inquiries" ADD CONSTRAINT "special_asset_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_asset_picture_links" ADD CONSTRAINT "special_asset_picture_links_asset_id_special_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."special_assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_asset_picture_links" ADD CONSTRAINT "special_asset_picture_links_picture_id_special_asset_pictures_picture_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."special_asset_pictures"("picture_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_assets" ADD CONSTRAINT "special_assets_org_id_special_asset_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."special_asset_orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_asset_favourites_user_idx" ON "special_asset_favourites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "special_asset_inquiries_status_idx" ON "special_asset_inquiries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "special_asset_inquiries_user_idx" ON "special_asset_inquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "special_assets_listed_idx" ON "special_assets" USING btree ("listed_on" DESC NULLS LAST,"asset_id");--> statement-breakpoint
CREATE INDEX "special_assets_type_province_idx" ON "special_assets" USING btree ("type","province","status","listing_price_fen","listed_on","asset_id");--> statement-breakpoint
CREATE INDEX "special_assets_province_idx" ON "special_assets" USING btree ("province","listed_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "special_assets_price_idx" ON "special_assets" USING btree ("listing_price_fen");--> statement-breakpoint
CREATE INDEX "special_assets_org_idx" ON "special_assets" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "special_assets_updated_idx" ON "special_assets" USING btree ("updated_at");