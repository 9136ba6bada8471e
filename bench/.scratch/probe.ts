import fs from "node:fs";
import { sql, eq } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import { files, itemFitments, itemImages, items } from "../../server/db/schema/item";
import { users } from "../../server/db/schema/auth";
import { seedDemo } from "../../server/seed/demo";
import { buildProducts, prng } from "../../server/seed/demo-products";

const dir = "/tmp/itemscratch/db";
const fresh = !fs.existsSync(dir);
const database = await openDatabase({ dataDir: dir });
const db = database.db;
if (fresh) {
  await database.migrate();
  await seedDemo(db, { clock: () => new Date(), filesDir: "/tmp/itemscratch/files" });
}
const [seller] = await db.select({ id: users.id, shopId: users.shopId }).from(users).where(eq(users.userName, "seller.active"));
const shopId = seller.shopId as number;
if (fresh) {
  const imageKeys = (await db.select({ k: files.fileKey }).from(files).where(eq(files.shopId, shopId))).map((r) => r.k);
  const rnd = prng(1);
  for (let done = 0; done < 99_700; done += 1000) {
    const batch = buildProducts(rnd, 1000, { shopId, userId: seller.id, now: new Date(), imageKeys });
    const ids = await db.insert(items).values(batch.map((p) => p.row)).returning({ id: items.id });
    const fr = batch.flatMap((p, i) => p.fitments.map((f, sort) => ({ ...f, itemId: ids[i].id, sort })));
    const ir = batch.flatMap((p, i) => p.images.map((fileKey, sort) => ({ itemId: ids[i].id, sort, fileKey, isMain: sort === 0 })));
    if (fr.length) await db.insert(itemFitments).values(fr);
    await db.insert(itemImages).values(ir);
  }
  await db.execute(sql`vacuum analyze`);
}
const time = async (label: string, q: () => Promise<unknown>, n = 50) => {
  for (let i = 0; i < 5; i++) await q();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await q(); ms.push(performance.now() - s); }
  ms.sort((a, b) => a - b);
  process.stdout.write(`${label.padEnd(50)} p50 ${ms[Math.floor(n / 2)].toFixed(2)} p95 ${ms[Math.floor(n * 0.95)].toFixed(2)}\n`);
};
const argv = process.argv.slice(2);
for (const q of argv) {
  await time(q.slice(0, 50), () => db.execute(sql.raw(q.replaceAll("$SHOP", String(shopId)))));
}
if (argv.length === 0) {
  await time("count all", () => db.execute(sql`select count(*) from items where shop_id = ${shopId}`));
  await time("count 5", () => db.execute(sql`select count(*) from items where shop_id = ${shopId} and review_status = 5`));
  await time("count 4,2", () => db.execute(sql`select count(*) from items where shop_id = ${shopId} and review_status in (4,2)`));
  await time("count 3", () => db.execute(sql`select count(*) from items where shop_id = ${shopId} and review_status = 3`));
  await time("group by status", () => db.execute(sql`select review_status, count(*) from items where shop_id = ${shopId} group by review_status`));
  await time("shop check", () => db.execute(sql`select apply_status, status from shops where id = ${shopId}`));
  await time("page ids all off 500", () => db.execute(sql`select id from items where shop_id = ${shopId} order by update_time desc, id desc limit 10 offset 500`));
  await time("page ids 4,2 off 500", () => db.execute(sql`select id from items where shop_id = ${shopId} and review_status in (4,2) order by update_time desc, id desc limit 10 offset 500`));
  await time("page ids 5 off 500", () => db.execute(sql`select id from items where shop_id = ${shopId} and review_status = 5 order by update_time desc, id desc limit 10 offset 500`));
}
await database.close();
