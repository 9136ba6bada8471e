CREATE TABLE "payout_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"refund_id" integer,
	"recap_id" integer,
	"ref_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"goods_amount" bigint NOT NULL,
	"admin_fee" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"withholding_tax" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"payout_date" text NOT NULL,
	"payment_time" timestamp with time zone NOT NULL,
	"bank" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"line_count" integer NOT NULL,
	"gross" bigint NOT NULL,
	"admin_fee" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"withholding_tax" bigint NOT NULL,
	"transfer_fee" bigint NOT NULL,
	"actual_payment" bigint NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payouts_payout_no_unique" UNIQUE("payout_no")
);
--> statement-breakpoint
CREATE TABLE "recap_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"recap_id" integer NOT NULL,
	"move" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recap_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"recap_id" integer NOT NULL,
	"delivery_order_id" integer NOT NULL,
	"do_no" text NOT NULL,
	"logistic_no" text NOT NULL,
	"courier_name" text,
	"ship_time" timestamp with time zone NOT NULL,
	"order_ids" jsonb NOT NULL,
	"charged_fee" bigint NOT NULL,
	"disputed_value" bigint,
	"reason" text,
	"status" integer DEFAULT 0 NOT NULL,
	"accepted_fee" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"recap_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" integer NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"charged_total" bigint DEFAULT 0 NOT NULL,
	"disputed_total" bigint DEFAULT 0 NOT NULL,
	"accepted_total" bigint DEFAULT 0 NOT NULL,
	"handler_user_id" integer,
	"deadline" timestamp with time zone,
	"payout_id" integer,
	"create_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recaps_recap_no_unique" UNIQUE("recap_no")
);
--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_recap_id_recaps_id_fk" FOREIGN KEY ("recap_id") REFERENCES "public"."recaps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_events" ADD CONSTRAINT "recap_events_recap_id_recaps_id_fk" FOREIGN KEY ("recap_id") REFERENCES "public"."recaps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_lines" ADD CONSTRAINT "recap_lines_recap_id_recaps_id_fk" FOREIGN KEY ("recap_id") REFERENCES "public"."recaps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_lines" ADD CONSTRAINT "recap_lines_delivery_order_id_delivery_orders_id_fk" FOREIGN KEY ("delivery_order_id") REFERENCES "public"."delivery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaps" ADD CONSTRAINT "recaps_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaps" ADD CONSTRAINT "recaps_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaps" ADD CONSTRAINT "recaps_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("payout_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_shop_date_idx" ON "payouts" USING btree ("shop_id","payout_date");--> statement-breakpoint
CREATE INDEX "payouts_shop_time_idx" ON "payouts" USING btree ("shop_id","payment_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recap_events_recap_idx" ON "recap_events" USING btree ("recap_id","id");--> statement-breakpoint
CREATE INDEX "recap_lines_recap_idx" ON "recap_lines" USING btree ("recap_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recap_lines_do_idx" ON "recap_lines" USING btree ("delivery_order_id");--> statement-breakpoint
CREATE INDEX "recap_lines_logistic_idx" ON "recap_lines" USING btree ("logistic_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recaps_shop_buyer_month_idx" ON "recaps" USING btree ("shop_id","buyer_user_id","month");--> statement-breakpoint
CREATE INDEX "recaps_shop_month_idx" ON "recaps" USING btree ("shop_id","month" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recaps_buyer_idx" ON "recaps" USING btree ("buyer_user_id","month" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recaps_deadline_idx" ON "recaps" USING btree ("deadline") WHERE "recaps"."status" = 6;--> statement-breakpoint
-- Custom (settlement): the payout sweep reads only orders not paid out yet that may be due (spec §3 "Payment history").
CREATE INDEX "orders_payout_due_idx" ON "orders" USING btree ("shop_id") WHERE "orders"."payout_id" IS NULL AND ("orders"."status" IN (3, 98) OR "orders"."bill_paid_time" IS NOT NULL);
