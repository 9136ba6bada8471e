CREATE TABLE "delivery_template_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"regency_codes" jsonb NOT NULL,
	"first_units" integer NOT NULL,
	"first_fee" integer NOT NULL,
	"additional_units" integer NOT NULL,
	"additional_fee" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"pricing_type" integer NOT NULL,
	"delivery_type" integer NOT NULL,
	"first_units" integer NOT NULL,
	"first_fee" integer NOT NULL,
	"additional_units" integer NOT NULL,
	"additional_fee" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_templates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "buyer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"region_codes" jsonb NOT NULL,
	"postal_code" text NOT NULL,
	"detail" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"do_no" text NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"printed_by" integer,
	"print_time" timestamp with time zone,
	"print_count" integer DEFAULT 0 NOT NULL,
	"shipment_method" integer,
	"logistics_name" text,
	"weight_grams" integer,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"courier_name" text,
	"tracking_no" text,
	"proof_photo" text,
	"sender_name" text,
	"sender_phone" text,
	"ship_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_orders_do_no_unique" UNIQUE("do_no")
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"shop_id" integer NOT NULL,
	"status" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_shop_id_status_pk" PRIMARY KEY("shop_id","status")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"move" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"part_no" text NOT NULL,
	"item_name" text NOT NULL,
	"condition" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"picture" text,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"discount_tenths" integer DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"stock_type" integer NOT NULL,
	"delivery_template_id" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"buyer_type" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"handler_user_id" integer,
	"status" integer NOT NULL,
	"payment_method" integer NOT NULL,
	"payment_type" text DEFAULT '' NOT NULL,
	"payment_no" text,
	"payment_time" timestamp with time zone,
	"shipping_status" integer DEFAULT 0 NOT NULL,
	"modification_status" integer DEFAULT 0 NOT NULL,
	"proposed_lines" jsonb,
	"modification_reason" text,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_region_codes" jsonb NOT NULL,
	"receiver_regency_code" text NOT NULL,
	"receiver_postal_code" text NOT NULL,
	"receiver_address" text NOT NULL,
	"license_plate" text DEFAULT '' NOT NULL,
	"work_order_no" text DEFAULT '' NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"buyer_note" text DEFAULT '' NOT NULL,
	"goods_amount" bigint NOT NULL,
	"item_discount" bigint DEFAULT 0 NOT NULL,
	"delivery_fee" bigint DEFAULT 0 NOT NULL,
	"additional_fee" bigint DEFAULT 0 NOT NULL,
	"customer_fixed_discount" bigint DEFAULT 0 NOT NULL,
	"order_discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"edt_initial_days" integer NOT NULL,
	"edt_added_days" integer DEFAULT 0 NOT NULL,
	"edt_status" integer DEFAULT 0 NOT NULL,
	"edt_request_days" integer,
	"edt_request_reason" text,
	"cancel_reason" text,
	"canceled_by" text,
	"delivery_order_id" integer,
	"logistic_no" text,
	"confirm_deadline" timestamp with time zone,
	"pay_deadline" timestamp with time zone,
	"receipt_deadline" timestamp with time zone,
	"edt_deadline" timestamp with time zone,
	"modification_deadline" timestamp with time zone,
	"order_time" timestamp with time zone NOT NULL,
	"confirm_time" timestamp with time zone,
	"ship_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "buyer_type" text;--> statement-breakpoint
ALTER TABLE "delivery_template_areas" ADD CONSTRAINT "delivery_template_areas_template_id_delivery_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."delivery_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_templates" ADD CONSTRAINT "delivery_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_templates" ADD CONSTRAINT "delivery_templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_order_id_delivery_orders_id_fk" FOREIGN KEY ("delivery_order_id") REFERENCES "public"."delivery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_template_areas_template_idx" ON "delivery_template_areas" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "delivery_templates_shop_idx" ON "delivery_templates" USING btree ("shop_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buyer_addresses_buyer_idx" ON "buyer_addresses" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "delivery_orders_shop_idx" ON "delivery_orders" USING btree ("shop_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_part_no_idx" ON "order_items" USING btree ("part_no");--> statement-breakpoint
CREATE INDEX "orders_shop_time_idx" ON "orders" USING btree ("shop_id","order_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_shop_status_time_idx" ON "orders" USING btree ("shop_id","status","order_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_user_id","order_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("shop_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "orders_handler_idx" ON "orders" USING btree ("shop_id","handler_user_id");--> statement-breakpoint
CREATE INDEX "orders_do_idx" ON "orders" USING btree ("delivery_order_id");--> statement-breakpoint
CREATE INDEX "orders_confirm_deadline_idx" ON "orders" USING btree ("confirm_deadline") WHERE "orders"."status" = 5;--> statement-breakpoint
CREATE INDEX "orders_pay_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" in (0, 7);--> statement-breakpoint
CREATE INDEX "orders_receipt_deadline_idx" ON "orders" USING btree ("receipt_deadline") WHERE "orders"."status" = 2;--> statement-breakpoint
CREATE INDEX "orders_edt_deadline_idx" ON "orders" USING btree ("edt_deadline") WHERE "orders"."edt_status" = 1;--> statement-breakpoint
CREATE INDEX "orders_modification_deadline_idx" ON "orders" USING btree ("modification_deadline") WHERE "orders"."modification_status" = 1;