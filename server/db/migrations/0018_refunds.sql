CREATE TABLE "refund_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"move" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"handler_user_id" integer,
	"method" integer NOT NULL,
	"receipt_status" integer NOT NULL,
	"status" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"photos" jsonb NOT NULL,
	"product_amount" bigint NOT NULL,
	"delivery_fee_amount" bigint DEFAULT 0 NOT NULL,
	"original_amount" bigint NOT NULL,
	"supplier_approved_amount" bigint,
	"buyer_approved_amount" bigint,
	"refund_amount" bigint,
	"reject_reason" text,
	"courier_name" text,
	"delivery_no" text,
	"ship_photo" text,
	"payout_id" integer,
	"deadline" timestamp with time zone,
	"apply_time" timestamp with time zone NOT NULL,
	"answer_time" timestamp with time zone,
	"ship_time" timestamp with time zone,
	"receive_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_cancel_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_before_refund" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_delivery_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_adjustment" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_paid_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "refund_events" ADD CONSTRAINT "refund_events_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_events_refund_idx" ON "refund_events" USING btree ("refund_id","id");--> statement-breakpoint
CREATE INDEX "refund_items_refund_idx" ON "refund_items" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_items_line_idx" ON "refund_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "refunds_shop_time_idx" ON "refunds" USING btree ("shop_id","apply_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_shop_status_idx" ON "refunds" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_buyer_idx" ON "refunds" USING btree ("buyer_user_id","apply_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_deadline_idx" ON "refunds" USING btree ("deadline") WHERE "refunds"."deadline" is not null;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS refund_no_seq;
