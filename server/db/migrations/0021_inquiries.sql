CREATE TABLE "indent_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"letter_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"signature_photo" text NOT NULL,
	"courier_name" text NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"estimated_delivery" text NOT NULL,
	"logo" text NOT NULL,
	"line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	CONSTRAINT "indent_letters_letter_no_unique" UNIQUE("letter_no")
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_no" text NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"buyer_type" text NOT NULL,
	"status" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"purchase_deadline" timestamp with time zone,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_region_codes" jsonb NOT NULL,
	"receiver_regency_code" text NOT NULL,
	"receiver_postal_code" text NOT NULL,
	"receiver_address" text NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"work_order_no" text DEFAULT '' NOT NULL,
	"license_plate" text DEFAULT '' NOT NULL,
	"claim_no" text DEFAULT '' NOT NULL,
	"vehicle_type" integer DEFAULT 1 NOT NULL,
	"car_brand_name" text NOT NULL,
	"car_brand_key" text NOT NULL,
	"car_model" text NOT NULL,
	"car_year" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_inquiry_no_unique" UNIQUE("inquiry_no")
);
--> statement-breakpoint
CREATE TABLE "inquiry_order_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_order_groups_group_no_unique" UNIQUE("group_no")
);
--> statement-breakpoint
CREATE TABLE "inquiry_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_name" text NOT NULL,
	"part_no" text DEFAULT '' NOT NULL,
	"category_id" text,
	"quantity" integer NOT NULL,
	"condition" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_passes" (
	"inquiry_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_passes_shop_id_inquiry_id_pk" PRIMARY KEY("shop_id","inquiry_id")
);
--> statement-breakpoint
CREATE TABLE "tender_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"move" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"inquiry_part_id" integer NOT NULL,
	"item_id" integer,
	"part_no" text NOT NULL,
	"original_part_no" text DEFAULT '' NOT NULL,
	"part_no_reason" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"discount_tenths" integer DEFAULT 0 NOT NULL,
	"net_price" bigint NOT NULL,
	"part_status" integer NOT NULL,
	"estimated_delivery" integer NOT NULL,
	"estimated_delivery_unit" text DEFAULT 'day' NOT NULL,
	"delivery_line" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"condition" integer DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"purchased_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_no" text NOT NULL,
	"inquiry_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"handler_user_id" integer,
	"status" integer NOT NULL,
	"shipping_method" text NOT NULL,
	"delivery_fee" bigint DEFAULT 0 NOT NULL,
	"free_shipment" boolean DEFAULT false NOT NULL,
	"out_of_town" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"goods_amount" bigint DEFAULT 0 NOT NULL,
	"modify_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"submit_time" timestamp with time zone,
	"decide_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenders_tender_no_unique" UNIQUE("tender_no")
);
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tender_offer_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "part_status" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inquiry_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tender_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inquiry_group_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "indent_letters" ADD CONSTRAINT "indent_letters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indent_letters" ADD CONSTRAINT "indent_letters_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indent_letters" ADD CONSTRAINT "indent_letters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_order_groups" ADD CONSTRAINT "inquiry_order_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_order_groups" ADD CONSTRAINT "inquiry_order_groups_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_parts" ADD CONSTRAINT "inquiry_parts_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_passes" ADD CONSTRAINT "inquiry_passes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_passes" ADD CONSTRAINT "inquiry_passes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_passes" ADD CONSTRAINT "inquiry_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_comments" ADD CONSTRAINT "tender_comments_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_comments" ADD CONSTRAINT "tender_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_events" ADD CONSTRAINT "tender_events_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_inquiry_part_id_inquiry_parts_id_fk" FOREIGN KEY ("inquiry_part_id") REFERENCES "public"."inquiry_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indent_letters_order_idx" ON "indent_letters" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "indent_letters_shop_idx" ON "indent_letters" USING btree ("shop_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_open_brand_deadline_idx" ON "inquiries" USING btree ("car_brand_key","deadline","id") WHERE "inquiries"."status" = 1;--> statement-breakpoint
CREATE INDEX "inquiries_buyer_idx" ON "inquiries" USING btree ("buyer_user_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_deadline_idx" ON "inquiries" USING btree ("deadline") WHERE "inquiries"."status" = 1;--> statement-breakpoint
CREATE INDEX "inquiries_purchase_deadline_idx" ON "inquiries" USING btree ("purchase_deadline") WHERE "inquiries"."status" = 2;--> statement-breakpoint
CREATE INDEX "inquiry_order_groups_shop_idx" ON "inquiry_order_groups" USING btree ("shop_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_parts_inquiry_idx" ON "inquiry_parts" USING btree ("inquiry_id","line_no");--> statement-breakpoint
CREATE INDEX "tender_comments_tender_idx" ON "tender_comments" USING btree ("tender_id","id");--> statement-breakpoint
CREATE INDEX "tender_comments_user_time_idx" ON "tender_comments" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "tender_events_tender_idx" ON "tender_events" USING btree ("tender_id","id");--> statement-breakpoint
CREATE INDEX "tender_offers_tender_idx" ON "tender_offers" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "tender_offers_part_idx" ON "tender_offers" USING btree ("inquiry_part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_inquiry_shop_uq" ON "tenders" USING btree ("inquiry_id","shop_id");--> statement-breakpoint
CREATE INDEX "tenders_shop_status_idx" ON "tenders" USING btree ("shop_id","status","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenders_shop_time_idx" ON "tenders" USING btree ("shop_id","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenders_inquiry_idx" ON "tenders" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "orders_shop_type_time_idx" ON "orders" USING btree ("shop_id","order_type","order_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_inquiry_group_idx" ON "orders" USING btree ("inquiry_group_id");--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS inquiry_no_seq;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS tender_no_seq;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS inquiry_group_no_seq;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS indent_letter_no_seq;
