CREATE TABLE "bill_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean NOT NULL,
	"file_key" text,
	"file_name" text,
	"uploaded_by" integer,
	"upload_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bill_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"move" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_months" integer NOT NULL,
	"status" integer NOT NULL,
	"bill_time" timestamp with time zone NOT NULL,
	"settlement_time" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"documents_deadline" timestamp with time zone NOT NULL,
	"paid_time" timestamp with time zone,
	"submit_time" timestamp with time zone,
	"verify_time" timestamp with time zone,
	"pay_time" timestamp with time zone,
	"payment_no" text,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"product_amount" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_before" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_after" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"platform_note" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_bill_no_unique" UNIQUE("bill_no"),
	CONSTRAINT "bills_shop_buyer_period_key" UNIQUE("shop_id","buyer_user_id","period")
);
--> statement-breakpoint
ALTER TABLE "bill_documents" ADD CONSTRAINT "bill_documents_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_documents" ADD CONSTRAINT "bill_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_events" ADD CONSTRAINT "bill_events_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_documents_bill_idx" ON "bill_documents" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "bill_events_bill_idx" ON "bill_events" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "bills_shop_time_idx" ON "bills" USING btree ("shop_id","bill_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_shop_status_idx" ON "bills" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "bills_buyer_idx" ON "bills" USING btree ("buyer_user_id","bill_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_deadline_idx" ON "bills" USING btree ("deadline") WHERE "bills"."status" = 3;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS bill_no_seq;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_unbilled_idx" ON "orders" USING btree ("shop_id","buyer_user_id","finish_time") WHERE "bill_id" IS NULL AND "payment_method" = 2;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_bill_idx" ON "orders" USING btree ("bill_id") WHERE "bill_id" IS NOT NULL;
