-- Custom migration (not generated from the schema: keep it when squashing migrations).
-- Keeps item_counts (server/db/schema/item.ts) exact: one aggregated upsert per statement on items,
-- in (shop_id, review_status) order so concurrent writers lock counter rows in the same order.
CREATE OR REPLACE FUNCTION item_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO item_counts (shop_id, review_status, n)
      SELECT shop_id, review_status, count(*) FROM new_rows GROUP BY shop_id, review_status ORDER BY shop_id, review_status
    ON CONFLICT (shop_id, review_status) DO UPDATE SET n = item_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO item_counts (shop_id, review_status, n)
      SELECT shop_id, review_status, -count(*) FROM old_rows GROUP BY shop_id, review_status ORDER BY shop_id, review_status
    ON CONFLICT (shop_id, review_status) DO UPDATE SET n = item_counts.n + EXCLUDED.n;
  ELSE
    INSERT INTO item_counts (shop_id, review_status, n)
      SELECT shop_id, review_status, sum(d) FROM (
        SELECT shop_id, review_status, 1 AS d FROM new_rows
        UNION ALL
        SELECT shop_id, review_status, -1 AS d FROM old_rows
      ) changed
      GROUP BY shop_id, review_status HAVING sum(d) <> 0 ORDER BY shop_id, review_status
    ON CONFLICT (shop_id, review_status) DO UPDATE SET n = item_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_counts_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_counts_apply();
--> statement-breakpoint
CREATE TRIGGER items_counts_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_counts_apply();
--> statement-breakpoint
CREATE TRIGGER items_counts_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_counts_apply();
