ALTER TABLE "order_counts" ADD COLUMN "order_type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_shop_id_status_pk";--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_shop_id_order_type_status_pk" PRIMARY KEY("shop_id","order_type","status");
--> statement-breakpoint
-- Custom SQL (keep it when squashing migrations): order_counts is kept per shop, order type and status (the
-- product order list counts order_type 1, the inquiry order list order_type 2), recounted once from orders.
CREATE OR REPLACE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts (shop_id, order_type, status, n)
      SELECT shop_id, order_type, status, count(*) FROM new_rows
      GROUP BY shop_id, order_type, status ORDER BY shop_id, order_type, status
    ON CONFLICT (shop_id, order_type, status) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts (shop_id, order_type, status, n)
      SELECT shop_id, order_type, status, -count(*) FROM old_rows
      GROUP BY shop_id, order_type, status ORDER BY shop_id, order_type, status
    ON CONFLICT (shop_id, order_type, status) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  ELSE
    INSERT INTO order_counts (shop_id, order_type, status, n)
      SELECT shop_id, order_type, status, sum(d) FROM (
        SELECT shop_id, order_type, status, 1 AS d FROM new_rows
        UNION ALL
        SELECT shop_id, order_type, status, -1 AS d FROM old_rows
      ) changed
      GROUP BY shop_id, order_type, status HAVING sum(d) <> 0 ORDER BY shop_id, order_type, status
    ON CONFLICT (shop_id, order_type, status) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DELETE FROM order_counts;
--> statement-breakpoint
INSERT INTO order_counts (shop_id, order_type, status, n)
  SELECT shop_id, order_type, status, count(*) FROM orders GROUP BY shop_id, order_type, status;
