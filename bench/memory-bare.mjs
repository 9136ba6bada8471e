// The "bare PGlite" side of bench/memory.ts: plain Node (no tsx, no app code) opening the same database
// folder and reading what the API's warm-up reads, then reporting its memory as one JSON line on stdout.
import fs from "node:fs";
import process from "node:process";
import { PGlite } from "@electric-sql/pglite";

const [dir, shopId] = [process.argv[2], Number(process.argv[3])];
const db = new PGlite(dir);
await db.waitReady;
for (const table of ["items", "item_fitments", "item_images", "orders", "order_items", "delivery_orders"])
  await db.query(`select count(*) from ${table}`);
for (let i = 0; i < 100; i++) {
  const offset = ((i * 37) % 100) * 10;
  await db.query("select count(*) from items where shop_id = $1", [shopId]);
  await db.query("select * from items where shop_id = $1 order by update_time desc, id desc limit 10 offset $2", [
    shopId,
    offset,
  ]);
  await db.query("select * from orders where shop_id = $1 order by order_time desc, id desc limit 10 offset $2", [
    shopId,
    offset,
  ]);
  await db.query(
    "select * from order_items where order_id in (select id from orders where shop_id = $1 order by order_time desc, id desc limit 10 offset $2)",
    [shopId, offset],
  );
}
const status = fs.readFileSync("/proc/self/status", "utf8");
const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))[1]);
process.stdout.write(`${JSON.stringify({ rssKb: kb("VmRSS"), hwmKb: kb("VmHWM") })}\n`);
await db.close();
