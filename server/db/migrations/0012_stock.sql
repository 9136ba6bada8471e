CREATE TABLE "stock_sync_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"updated_by" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_sync_settings" ADD CONSTRAINT "stock_sync_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sync_settings" ADD CONSTRAINT "stock_sync_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;