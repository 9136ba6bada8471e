CREATE TABLE "item_counts" (
	"shop_id" integer NOT NULL,
	"review_status" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_counts_shop_id_review_status_pk" PRIMARY KEY("shop_id","review_status")
);
--> statement-breakpoint
CREATE INDEX "items_low_stock_idx" ON "items" USING btree ("shop_id") WHERE "items"."stock_type" = 2 and "items"."stock_num" < 10;