CREATE TABLE "partnership_addenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"addendum_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"partnership_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"changes" jsonb NOT NULL,
	"effective_date" date NOT NULL,
	"status" integer NOT NULL,
	"created_by" integer,
	"create_time" timestamp with time zone NOT NULL,
	"decide_time" timestamp with time zone,
	"applied_time" timestamp with time zone,
	CONSTRAINT "partnership_addenda_addendum_no_unique" UNIQUE("addendum_no")
);
--> statement-breakpoint
CREATE TABLE "partnership_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"partnership_id" integer NOT NULL,
	"move" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"reason" text,
	"time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_limit_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"partnership_id" integer NOT NULL,
	"previous_limit" integer NOT NULL,
	"new_limit" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"changed_by" integer,
	"change_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" integer NOT NULL,
	"rate" integer,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_info_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"requested" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"request_time" timestamp with time zone NOT NULL,
	"decide_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"company_category" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"invoice_address" jsonb,
	"delivery_fee_method" text DEFAULT 'online' NOT NULL,
	"bill_fee_method" text DEFAULT 'online' NOT NULL,
	"account_manager_user_id" integer,
	"last_order_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_buyer_user_id" integer NOT NULL,
	"linked_buyer_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consign_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"consign_id" integer NOT NULL,
	"move" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consign_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"consign_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"part_no" text NOT NULL,
	"name" text NOT NULL,
	"qty_request" integer NOT NULL,
	"qty_offer" integer,
	"unit_price" bigint
);
--> statement-breakpoint
CREATE TABLE "consign_refund_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"move" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consign_refund_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"part_no" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consign_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"handler_user_id" integer,
	"status" integer NOT NULL,
	"reason" text NOT NULL,
	"seller_reason" text,
	"courier" text,
	"delivery_no" text,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone,
	"create_time" timestamp with time zone NOT NULL,
	"ship_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consign_refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
CREATE TABLE "consign_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"sale_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consign_stock" (
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"placed" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"sold_amount" bigint DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consign_stock_shop_id_buyer_user_id_item_id_pk" PRIMARY KEY("shop_id","buyer_user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"consign_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"handler_user_id" integer,
	"status" integer NOT NULL,
	"reason" text NOT NULL,
	"close_reason" text,
	"receiver_address" jsonb NOT NULL,
	"edt_initial_days" integer DEFAULT 0 NOT NULL,
	"edt_additional_days" integer DEFAULT 0 NOT NULL,
	"edt_reason" text,
	"total_price" bigint DEFAULT 0 NOT NULL,
	"courier" text,
	"tracking_no" text,
	"proof_photo" text,
	"deadline" timestamp with time zone,
	"create_time" timestamp with time zone NOT NULL,
	"offer_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"ship_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignments_consign_no_unique" UNIQUE("consign_no")
);
--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "agreement_type" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "settlement_period" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "settlement_date" date;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "tempo_applied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_hold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_hold_reason" text;--> statement-breakpoint
ALTER TABLE "partnership_addenda" ADD CONSTRAINT "partnership_addenda_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_addenda" ADD CONSTRAINT "partnership_addenda_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_addenda" ADD CONSTRAINT "partnership_addenda_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_events" ADD CONSTRAINT "partnership_events_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_events" ADD CONSTRAINT "partnership_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_limit_history" ADD CONSTRAINT "partnership_limit_history_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_limit_history" ADD CONSTRAINT "partnership_limit_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_discounts" ADD CONSTRAINT "customer_discounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_discounts" ADD CONSTRAINT "customer_discounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_discounts" ADD CONSTRAINT "customer_discounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_info_changes" ADD CONSTRAINT "customer_info_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_info_changes" ADD CONSTRAINT "customer_info_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_info_changes" ADD CONSTRAINT "customer_info_changes_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_info_changes" ADD CONSTRAINT "customer_info_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_manager_user_id_users_id_fk" FOREIGN KEY ("account_manager_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_owner_buyer_user_id_users_id_fk" FOREIGN KEY ("owner_buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_linked_buyer_user_id_users_id_fk" FOREIGN KEY ("linked_buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_events" ADD CONSTRAINT "consign_events_consign_id_consignments_id_fk" FOREIGN KEY ("consign_id") REFERENCES "public"."consignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_events" ADD CONSTRAINT "consign_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_items" ADD CONSTRAINT "consign_items_consign_id_consignments_id_fk" FOREIGN KEY ("consign_id") REFERENCES "public"."consignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_items" ADD CONSTRAINT "consign_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_refund_events" ADD CONSTRAINT "consign_refund_events_refund_id_consign_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."consign_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_refund_events" ADD CONSTRAINT "consign_refund_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_refund_items" ADD CONSTRAINT "consign_refund_items_refund_id_consign_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."consign_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_refund_items" ADD CONSTRAINT "consign_refund_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_refunds" ADD CONSTRAINT "consign_refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_refunds" ADD CONSTRAINT "consign_refunds_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_refunds" ADD CONSTRAINT "consign_refunds_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_sales" ADD CONSTRAINT "consign_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_sales" ADD CONSTRAINT "consign_sales_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_sales" ADD CONSTRAINT "consign_sales_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_stock" ADD CONSTRAINT "consign_stock_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_stock" ADD CONSTRAINT "consign_stock_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_stock" ADD CONSTRAINT "consign_stock_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnership_addenda_partnership_idx" ON "partnership_addenda" USING btree ("partnership_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partnership_addenda_due_idx" ON "partnership_addenda" USING btree ("status","effective_date");--> statement-breakpoint
CREATE INDEX "partnership_events_idx" ON "partnership_events" USING btree ("partnership_id","time");--> statement-breakpoint
CREATE INDEX "partnership_limit_history_idx" ON "partnership_limit_history" USING btree ("partnership_id","change_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_discounts_customer_idx" ON "customer_discounts" USING btree ("customer_id","type");--> statement-breakpoint
CREATE INDEX "customer_info_changes_shop_idx" ON "customer_info_changes" USING btree ("shop_id","status","request_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_info_changes_waiting_uq" ON "customer_info_changes" USING btree ("customer_id") WHERE "customer_info_changes"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_shop_buyer_uq" ON "customers" USING btree ("shop_id","buyer_user_id");--> statement-breakpoint
CREATE INDEX "customers_shop_time_idx" ON "customers" USING btree ("shop_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_manager_idx" ON "customers" USING btree ("shop_id","account_manager_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_linked_uq" ON "linked_accounts" USING btree ("linked_buyer_user_id");--> statement-breakpoint
CREATE INDEX "linked_accounts_owner_idx" ON "linked_accounts" USING btree ("owner_buyer_user_id");--> statement-breakpoint
CREATE INDEX "consign_events_consign_idx" ON "consign_events" USING btree ("consign_id","time");--> statement-breakpoint
CREATE INDEX "consign_items_consign_idx" ON "consign_items" USING btree ("consign_id");--> statement-breakpoint
CREATE INDEX "consign_refund_events_refund_idx" ON "consign_refund_events" USING btree ("refund_id","time");--> statement-breakpoint
CREATE INDEX "consign_refund_items_refund_idx" ON "consign_refund_items" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "consign_refunds_shop_status_idx" ON "consign_refunds" USING btree ("shop_id","status","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consign_refunds_deadline_idx" ON "consign_refunds" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "consign_sales_partner_idx" ON "consign_sales" USING btree ("shop_id","buyer_user_id","sale_time");--> statement-breakpoint
CREATE INDEX "consignments_shop_status_idx" ON "consignments" USING btree ("shop_id","status","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consignments_buyer_idx" ON "consignments" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "consignments_deadline_idx" ON "consignments" USING btree ("status","deadline");--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS consign_no_seq;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS consign_refund_no_seq;--> statement-breakpoint
INSERT INTO "customers" ("shop_id", "buyer_user_id", "company_category", "company_name", "last_order_time")
SELECT s.shop_id, s.buyer_user_id, COALESCE(u.buyer_type, 'ordinary'), COALESCE(u.nick_name, ''), s.last_order_time
FROM (
  SELECT shop_id, buyer_user_id, max(order_time) AS last_order_time FROM "orders" GROUP BY shop_id, buyer_user_id
  UNION ALL
  SELECT shop_id, buyer_user_id, NULL FROM "partnerships"
) s JOIN "users" u ON u.id = s.buyer_user_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "partnerships" SET "settlement_date" = ("create_time" AT TIME ZONE 'Asia/Jakarta')::date WHERE "settlement_date" IS NULL;
