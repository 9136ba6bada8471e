ALTER TABLE "items" ADD COLUMN "buyer_discount_tenths" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "approved_once" boolean DEFAULT false NOT NULL;