-- Custom migration (not generated from the schema: keep it when squashing migrations).
-- items.approved_once (server/db/schema/item.ts): set whenever a product's review status enters 2, 4 or 5
-- (it passed assessment), whichever module writes the row (seed, platform review, import, transitions).
-- It is cleared only by the seller's full edit (server/modules/item/service.ts updateItem).
CREATE OR REPLACE FUNCTION items_mark_approved_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.approved_once := true;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_approved_once_insert BEFORE INSERT ON items
  FOR EACH ROW WHEN (NEW.review_status IN (2, 4, 5) AND NOT NEW.approved_once) EXECUTE FUNCTION items_mark_approved_once();
--> statement-breakpoint
CREATE TRIGGER items_approved_once_update BEFORE UPDATE OF review_status ON items
  FOR EACH ROW WHEN (NEW.review_status IN (2, 4, 5) AND NOT NEW.approved_once) EXECUTE FUNCTION items_mark_approved_once();
--> statement-breakpoint
UPDATE items SET approved_once = true WHERE review_status IN (2, 4, 5);
