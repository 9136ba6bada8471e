-- Custom migration (not generated from the schema: keep it when squashing migrations).
-- Keeps order_counts (server/db/schema/order.ts) exact: one aggregated upsert per statement on orders,
-- in (shop_id, status) order so concurrent writers lock counter rows in the same order.
CREATE OR REPLACE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts (shop_id, status, n)
      SELECT shop_id, status, count(*) FROM new_rows GROUP BY shop_id, status ORDER BY shop_id, status
    ON CONFLICT (shop_id, status) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts (shop_id, status, n)
      SELECT shop_id, status, -count(*) FROM old_rows GROUP BY shop_id, status ORDER BY shop_id, status
    ON CONFLICT (shop_id, status) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  ELSE
    INSERT INTO order_counts (shop_id, status, n)
      SELECT shop_id, status, sum(d) FROM (
        SELECT shop_id, status, 1 AS d FROM new_rows
        UNION ALL
        SELECT shop_id, status, -1 AS d FROM old_rows
      ) changed
      GROUP BY shop_id, status HAVING sum(d) <> 0 ORDER BY shop_id, status
    ON CONFLICT (shop_id, status) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
-- Order, delivery-order and template numbers (ORD-yyyyMMdd-nnnnnn, DO-..., TPL-nnnnnn): one global sequence
-- each, so several API processes never hand out the same number.
CREATE SEQUENCE IF NOT EXISTS order_no_seq;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS delivery_order_no_seq;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS delivery_template_code_seq;
