CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"action" text NOT NULL,
	"record_id" text DEFAULT '' NOT NULL,
	"activity_type" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimated_reward" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"authorities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_list_permission" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_shop_time_idx" ON "activities" USING btree ("shop_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_user_time_idx" ON "activities" USING btree ("user_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "positions_shop_name_uq" ON "positions" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "positions_shop_idx" ON "positions" USING btree ("shop_id");