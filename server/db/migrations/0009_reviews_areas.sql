CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"stars" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"reply_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" in (1, 3, 5))
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"done_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "priority_areas" (
	"shop_id" integer NOT NULL,
	"regency_code" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "priority_areas_shop_id_regency_code_pk" PRIMARY KEY("shop_id","regency_code")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_file_key_files_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("file_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_areas" ADD CONSTRAINT "priority_areas_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_shop_time_idx" ON "reviews" USING btree ("shop_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_buyer_order_item_uq" ON "reviews" USING btree ("buyer_user_id","order_no","item_id");--> statement-breakpoint
CREATE INDEX "downloads_shop_time_idx" ON "downloads" USING btree ("shop_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "downloads_status_idx" ON "downloads" USING btree ("status");