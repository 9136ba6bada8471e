CREATE TABLE "partnerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"max_credit_limit" integer DEFAULT 0 NOT NULL,
	"tempo_workdays" integer DEFAULT 30 NOT NULL,
	"part_conditions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"clause" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"partnership_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"result" text,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"operation" text,
	"base_limit" integer,
	"requested_limit" integer,
	"confirmed_limit" integer,
	"max_credit_limit" integer,
	"base_tempo" integer,
	"requested_tempo" integer,
	"current_conditions" integer[],
	"requested_conditions" integer[],
	"base_clause" text,
	"requested_clause" text,
	"request_time" timestamp with time zone NOT NULL,
	"process_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tickets" ADD CONSTRAINT "request_tickets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tickets" ADD CONSTRAINT "request_tickets_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tickets" ADD CONSTRAINT "request_tickets_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tickets" ADD CONSTRAINT "request_tickets_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partnerships_shop_buyer_uq" ON "partnerships" USING btree ("shop_id","buyer_user_id");--> statement-breakpoint
CREATE INDEX "partnerships_buyer_idx" ON "partnerships" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_tickets_shop_number_uq" ON "request_tickets" USING btree ("shop_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "request_tickets_pending_uq" ON "request_tickets" USING btree ("partnership_id","kind") WHERE "request_tickets"."status" < 2;--> statement-breakpoint
CREATE INDEX "request_tickets_shop_time_idx" ON "request_tickets" USING btree ("shop_id","request_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_tickets_status_idx" ON "request_tickets" USING btree ("status");