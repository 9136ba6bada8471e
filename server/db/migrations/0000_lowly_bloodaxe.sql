CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"end_reason" text,
	"cloud_message_token" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"plt_show_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"shop_id" integer,
	"is_main_admin" boolean DEFAULT false NOT NULL,
	"extended_field" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"apply_status" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"store_name" text NOT NULL,
	"special_discount" integer DEFAULT 0 NOT NULL,
	"business_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_establishment" text DEFAULT '' NOT NULL,
	"store_description" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"reject_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_remark" text DEFAULT '' NOT NULL,
	"store_logo" text,
	"application" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submit_time" timestamp with time zone,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"bic" text PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"cate_id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"level" integer NOT NULL,
	"title" text NOT NULL,
	"full_path" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"postal_code" text
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_type" integer NOT NULL,
	"brand_id" text NOT NULL,
	"brand_name" text NOT NULL,
	"series" text NOT NULL,
	"years" integer[] DEFAULT '{}' NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_key" text PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"owner_user_id" integer NOT NULL,
	"kind" text DEFAULT 'image' NOT NULL,
	"mime" text NOT NULL,
	"ext" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_fitments" (
	"item_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"brand_id" text NOT NULL,
	"brand_name" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sub_model" text DEFAULT '' NOT NULL,
	CONSTRAINT "item_fitments_item_id_sort_pk" PRIMARY KEY("item_id","sort")
);
--> statement-breakpoint
CREATE TABLE "item_images" (
	"item_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"file_key" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "item_images_item_id_sort_pk" PRIMARY KEY("item_id","sort")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"part_no" text NOT NULL,
	"item_name" text NOT NULL,
	"category_id" text NOT NULL,
	"condition" integer NOT NULL,
	"grade" text NOT NULL,
	"brand_name" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"product_unit" text NOT NULL,
	"packaging_unit" text NOT NULL,
	"packaging_qty" integer NOT NULL,
	"weight" integer NOT NULL,
	"length" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"vehicle_type" integer NOT NULL,
	"adapt_type" integer NOT NULL,
	"trade_platforms" jsonb NOT NULL,
	"price_tiers" jsonb NOT NULL,
	"min_price" bigint NOT NULL,
	"discount_tenths" integer DEFAULT 0 NOT NULL,
	"sale_unit" text NOT NULL,
	"delivery_template_id" integer,
	"stock_type" integer NOT NULL,
	"stock_num" integer NOT NULL,
	"min_buy_qty" integer NOT NULL,
	"auto_tender" boolean DEFAULT false NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"reconditioned" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"review_status" integer NOT NULL,
	"off_shelve_reason" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_fitments" ADD CONSTRAINT "item_fitments_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_file_key_files_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("file_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_shop_idx" ON "users" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shops_owner_idx" ON "shops" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "banks_code_idx" ON "banks" USING btree ("bank_code");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_type_brand_series_uq" ON "vehicles" USING btree ("vehicle_type","brand_id","series");--> statement-breakpoint
CREATE INDEX "vehicles_brand_idx" ON "vehicles" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "files_shop_idx" ON "files" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "item_images_file_idx" ON "item_images" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "items_shop_status_update_idx" ON "items" USING btree ("shop_id","review_status","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_shop_update_idx" ON "items" USING btree ("shop_id","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_status_update_idx" ON "items" USING btree ("review_status","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);