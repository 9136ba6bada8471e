DROP INDEX "items_shop_status_update_idx";--> statement-breakpoint
DROP INDEX "items_shop_update_idx";--> statement-breakpoint
DROP INDEX "items_status_update_idx";--> statement-breakpoint
CREATE INDEX "items_shop_status_update_idx" ON "items" USING btree ("shop_id","review_status","update_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_shop_update_idx" ON "items" USING btree ("shop_id","update_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_status_update_idx" ON "items" USING btree ("review_status","update_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);