CREATE TABLE "reward_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"activity_type" text NOT NULL,
	"value" integer NOT NULL,
	"previous_value" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "reward_settings" ADD CONSTRAINT "reward_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_settings_shop_type_time_idx" ON "reward_settings" USING btree ("shop_id","activity_type","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);