/**
 * Developer settings (spec §2 /settings/system-integration, §3 "Secret key"): keys shown once and stored
 * hashed, revoked keys refused at once, key permissions enforced, another shop's product not found, the
 * per-key rate limit; webhooks signed (a receiver verifies, a wrong secret fails), retried on the backoff with
 * an injectable clock, replayed, pinged; events queued by orders; the scheduled stock sync at its slot, once.
 */
import { createHash } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  KEYS_PER_SHOP_MAX,
  SIGNATURE_HEADER,
  WEBHOOK_BACKOFF_S,
  WEBHOOK_TOLERANCE_S,
} from "../../../src/domain/integration";
import type { KeyRow, WebhookRow } from "../../../src/resources/integrations/schema";
import type { Page } from "../../../src/domain/wire";
import { secretKeys, stockSyncRuns, webhookDeliveries, webhooks } from "../../../server/db/schema/integration";
import { items } from "../../../server/db/schema/item";
import { loginThrottle } from "../../../server/db/schema/auth";
import { stockSyncSettings } from "../../../server/db/schema/stock";
import { sendDueDeliveries } from "../../../server/modules/integration/delivery-service";
import { verifySignature } from "../../../server/modules/integration/secrets";
import { dueSlot, runStockSync } from "../../../server/jobs/stock-sync";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, createProduct, placeOrder, type ShopInfo } from "../order/order-helpers";
import { openCall, startReceiver } from "./integration-helpers";

let t: TestApp;
let admin: string;
let special: string;
let shop: ShopInfo;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  special = await t.login("seller.special");
  shop = await activeShop(t);
  // The seeded webhook (a dead port) is switched off so these tests see only their own deliveries.
  await t.database.db.update(webhooks).set({ enabled: 0 }).where(eq(webhooks.shopId, shop.shopId));
}, 120_000);
afterAll(() => t.close());

async function newKey(permissions: string[], name = "Uji"): Promise<{ id: number; key: string }> {
  const res = await t.call<{ id: number; key: string }>(
    "/api/integration/ina/key/create",
    { name, permissions },
    { token: admin },
  );
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("secret keys", () => {
  test("the key's last use is shown to the minute: recorded on the first call, again once a minute has passed", async () => {
    const { id, key } = await newKey(["syncStock"], "ERP jam");
    const lastUsed = async () =>
      (await t.database.db.select().from(secretKeys).where(eq(secretKeys.id, id)))[0].lastUsedTime?.getTime();
    expect(await lastUsed()).toBeUndefined();
    const first = t.now().getTime();
    expect((await openCall(t, "/api/open/v1/ping", key)).status).toBe(200);
    expect(await lastUsed()).toBe(first);
    t.advance(30_000);
    expect((await openCall(t, "/api/open/v1/ping", key)).status).toBe(200);
    expect(await lastUsed()).toBe(first);
    t.advance(31_000);
    expect((await openCall(t, "/api/open/v1/ping", key)).status).toBe(200);
    expect(await lastUsed()).toBe(first + 61_000);
  });

  test("the key is answered once, stored only as its SHA-256 and prefix, and listed without it", async () => {
    const { id, key } = await newKey(["syncStock"], "ERP uji");
    expect(key).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
    const [row] = await t.database.db.select().from(secretKeys).where(eq(secretKeys.id, id));
    expect(row.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(row.keyPrefix).toBe(key.slice(0, 12));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await t.call<Page<KeyRow>>(
      "/api/integration/ina/key/page",
      { pageNo: 1, pageSize: 40 },
      { token: admin },
    );
    const listed = list.body.data.data.find((k) => k.id === id)!;
    expect(listed).toMatchObject({
      name: "ERP uji",
      keyPrefix: key.slice(0, 12),
      permissions: ["syncStock"],
      revokeTime: null,
    });
    expect(JSON.stringify(list.body.data)).not.toContain(key);
  });

  test("a missing, unknown or revoked key gets 401; a revoked key is refused at once", async () => {
    expect((await openCall(t, "/api/open/v1/ping", null)).status).toBe(401);
    const unknown = await openCall(t, "/api/open/v1/ping", "sk_live_" + "x".repeat(40));
    expect([unknown.status, unknown.body.success, unknown.body.message]).toEqual([
      401,
      false,
      "Missing, unknown or revoked API key",
    ]);
    const { id, key } = await newKey(["update"]);
    const ping = await openCall<{ shopId: number; permissions: string[] }>(t, "/api/open/v1/ping", key);
    expect([ping.status, ping.body.data.shopId, ping.body.data.permissions]).toEqual([200, shop.shopId, ["update"]]);
    const revoked = await t.call("/api/integration/ina/key/revoke", { id }, { token: admin });
    expect(revoked.body.success).toBe(true);
    expect((await openCall(t, "/api/open/v1/ping", key)).status).toBe(401);
  });

  test("another shop cannot revoke the key (not found) and the key keeps working", async () => {
    const { id, key } = await newKey(["update"]);
    const res = await t.call("/api/integration/ina/key/revoke", { id }, { token: special });
    expect(res.body.code).toBe(404);
    expect((await openCall(t, "/api/open/v1/ping", key)).status).toBe(200);
  });

  test(`at most ${KEYS_PER_SHOP_MAX} live keys per shop`, async () => {
    const live = await t.database.db.select().from(secretKeys).where(eq(secretKeys.shopId, shop.shopId));
    const alive = live.filter((k) => k.revokeTime === null).length;
    for (let i = alive; i < KEYS_PER_SHOP_MAX; i++) await newKey(["syncStock"], `Isi ${i}`);
    const over = await t.call(
      "/api/integration/ina/key/create",
      { name: "Lebih", permissions: ["create"] },
      { token: admin, lang: "en-US" },
    );
    expect([over.body.code, over.body.message]).toEqual([
      409,
      `A shop may have at most ${KEYS_PER_SHOP_MAX} active keys`,
    ]);
    // Make room again for the other tests.
    await t.database.db
      .update(secretKeys)
      .set({ revokeTime: t.now() })
      .where(and(eq(secretKeys.shopId, shop.shopId), eq(secretKeys.name, "Isi 5")));
    await t.database.db.delete(secretKeys).where(eq(secretKeys.name, "Isi 6"));
    await t.database.db.delete(secretKeys).where(eq(secretKeys.name, "Isi 7"));
    await t.database.db.delete(secretKeys).where(eq(secretKeys.name, "Isi 8"));
    await t.database.db.delete(secretKeys).where(eq(secretKeys.name, "Isi 9"));
  });
});

describe("the integration API", () => {
  test("permissions are enforced: a sync-only key cannot create or update products (403)", async () => {
    const { key } = await newKey(["syncStock"]);
    const product = await createProduct(t, shop);
    const create = await openCall(t, "/api/open/v1/product/create", key, {});
    expect([create.status, create.body.code, create.body.message]).toEqual([
      403,
      403,
      "This API key lacks the permission create",
    ]);
    const update = await openCall(t, "/api/open/v1/product/update", key, { itemId: product.id });
    expect(update.status).toBe(403);
    const sync = await openCall(t, "/api/open/v1/stock/sync", key, { items: [{ itemId: product.id, stock: 150 }] });
    expect(sync.status).toBe(200);
  });

  test("stock sync applies the shop's rules per line, in one call; another shop's item is not found", async () => {
    const { key } = await newKey(["syncStock"]);
    const actual = await createProduct(t, shop, { stockType: 2, stockNum: 40 });
    const third = await createProduct(t, shop, { stockType: 3, stockNum: 40 });
    const unlimited = await createProduct(t, shop, { stockType: 1, stockNum: 1000 });
    const [foreign] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(
        eq(
          items.shopId,
          (await t.call<{ shopId: number }>("/api/user/queryUserInfo", {}, { token: special })).body.data.shopId,
        ),
      )
      .limit(1);
    const res = await openCall<{ updated: number; items: { ok: boolean; to?: number; code?: string }[] }>(
      t,
      "/api/open/v1/stock/sync",
      key,
      {
        items: [
          { itemId: actual.id, stock: 30 },
          { partNo: third.partNo, stock: 5 },
          { itemId: unlimited.id, stock: 1000 },
          { itemId: foreign.id, stock: 10 },
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((l) => [l.ok, l.to ?? l.code])).toEqual([
      [false, "stock:rules.notLower"],
      [true, 5],
      [true, 1000],
      [false, "errors:notFound"],
    ]);
    expect(res.body.data.updated).toBe(1);
    const rows = await t.database.db
      .select({ id: items.id, stockNum: items.stockNum })
      .from(items)
      .where(eq(items.shopId, shop.shopId));
    const stockOf = (id: number) => rows.find((r) => r.id === id)!.stockNum;
    expect([stockOf(actual.id), stockOf(third.id)]).toEqual([40, 5]);
  });

  test("a create key makes a product with the seller's rules, owned by the key's creator", async () => {
    const { key } = await newKey(["create", "update"]);
    // A product of the shop with pictures, as a template of every field the seller's form sends.
    const page = await t.call<Page<{ itemId: number }>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 20 },
      { token: admin },
    );
    let detail: { body: { data: Record<string, unknown> } } | null = null;
    for (const row of page.body.data.data) {
      const d = await t.call<Record<string, unknown>>("/api/item/ina/detail", { itemId: row.itemId }, { token: admin });
      if ((d.body.data.images as unknown[]).length > 0) {
        detail = d;
        break;
      }
    }
    if (!detail) throw new Error("no product with pictures in the seed");
    const { itemId: _i, reviewStatus: _r, ...fields } = detail.body.data;
    const body = {
      ...Object.fromEntries(
        Object.entries(fields).filter(
          ([k]) =>
            !["mainImageUrl", "createTime", "updateTime", "offShelveReason", "shopId", "ownerUserId"].includes(k),
        ),
      ),
      partNo: "ERP0001",
      images: (fields.images as { fileKey: string; isMain: boolean }[]).map(({ fileKey, isMain }) => ({
        fileKey,
        isMain,
      })),
      submit: false,
    };
    const res = await openCall<{ itemId: number }>(t, "/api/open/v1/product/create", key, body);
    expect(res.status, res.body.message).toBe(200);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, res.body.data.itemId));
    expect([row.shopId, row.ownerUserId, row.partNo, row.reviewStatus]).toEqual([
      shop.shopId,
      shop.adminUserId,
      "ERP0001",
      3,
    ]);
    const bad = await openCall(t, "/api/open/v1/product/create", key, { ...body, stockNum: -1 });
    expect([bad.status, bad.body.code]).toEqual([400, 400]);
    const byPartNo = await openCall<{ itemId: number }>(t, "/api/open/v1/product/update", key, {
      ...body,
      itemName: "Nama dari ERP",
    });
    expect([byPartNo.status, byPartNo.body.data.itemId]).toEqual([200, res.body.data.itemId]);
    const [foreign] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(ne(items.shopId, shop.shopId))
      .limit(1);
    const other = await openCall(t, "/api/open/v1/product/update", key, { ...body, itemId: foreign.id });
    expect([other.status, other.body.code]).toEqual([404, 404]);
  });

  test("over the per-key limit: HTTP 429 with Retry-After, other keys unaffected", async () => {
    const limited = await createTestApp({ seed: true, env: { KEY_RATE_LIMIT_PER_MINUTE: "3" } });
    try {
      const token = await limited.login("seller.active");
      const make = async () =>
        (
          await limited.call<{ key: string }>(
            "/api/integration/ina/key/create",
            { name: "L", permissions: ["update"] },
            { token },
          )
        ).body.data.key;
      const key = await make();
      for (let i = 0; i < 3; i++) expect((await openCall(limited, "/api/open/v1/ping", key)).status).toBe(200);
      const over = await openCall(limited, "/api/open/v1/ping", key);
      expect([over.status, over.body.code, over.body.message]).toEqual([
        429,
        429,
        "Too many requests, please try again later",
      ]);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      // A runaway client keeps calling: each call is refused the same way, and the refusals are answered
      // without touching the shared counter or the key (no database write per refused call).
      const [keyRow] = await limited.database.db
        .select()
        .from(secretKeys)
        .where(eq(secretKeys.keyHash, sha256(key)));
      const counter = async () =>
        (
          await limited.database.db
            .select({ points: loginThrottle.points })
            .from(loginThrottle)
            .where(eq(loginThrottle.key, `apikey:${keyRow.id}`))
        )[0]?.points;
      const pointsAfterFirstRefusal = await counter();
      for (let i = 0; i < 5; i++) {
        const again = await openCall(limited, "/api/open/v1/ping", key);
        expect([again.status, again.body.code]).toEqual([429, 429]);
        expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
      }
      expect(await counter()).toBe(pointsAfterFirstRefusal);
      expect((await openCall(limited, "/api/open/v1/ping", await make())).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe("webhooks", () => {
  test("a test ping is signed: the receiver verifies it with the secret, a wrong secret fails", async () => {
    const receiver = await startReceiver();
    try {
      const created = await t.call<{ id: number; secret: string }>(
        "/api/integration/ina/webhook/create",
        { url: receiver.url, events: ["order.created"] },
        { token: admin },
      );
      const { id, secret } = created.body.data;
      expect(secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
      const list = await t.call<WebhookRow[]>("/api/integration/ina/webhook/list", {}, { token: admin });
      expect(JSON.stringify(list.body.data)).not.toContain(secret);
      const ping = await t.call<{ status: string; statusCode: number }>(
        "/api/integration/ina/webhook/test",
        { id },
        { token: admin },
      );
      expect([ping.body.data.status, ping.body.data.statusCode]).toEqual(["delivered", 200]);
      const [got] = receiver.received;
      const nowS = Math.floor(t.now().getTime() / 1000);
      const header = String(got.headers[SIGNATURE_HEADER]);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(secret, header, got.body, nowS, WEBHOOK_TOLERANCE_S)).toBe(true);
      expect(verifySignature("whsec_wrong", header, got.body, nowS, WEBHOOK_TOLERANCE_S)).toBe(false);
      expect(verifySignature(secret, header, got.body + " ", nowS, WEBHOOK_TOLERANCE_S)).toBe(false);
      expect(verifySignature(secret, header, got.body, nowS + WEBHOOK_TOLERANCE_S + 1, WEBHOOK_TOLERANCE_S)).toBe(
        false,
      );
      expect(got.headers[EVENT_HEADER]).toBe("ping");
      expect(JSON.parse(got.body)).toMatchObject({
        event: "ping",
        id: Number(got.headers[DELIVERY_HEADER]),
        shopId: shop.shopId,
      });
      await t.call("/api/integration/ina/webhook/delete", { id }, { token: admin });
    } finally {
      await receiver.close();
    }
  });

  test("a buyer's order queues order.created in its transaction; failures retry on the backoff, then fail; replay sends the same delivery again", async () => {
    const receiver = await startReceiver(() => ({ status: 500 }));
    try {
      const created = await t.call<{ id: number; secret: string }>(
        "/api/integration/ina/webhook/create",
        { url: receiver.url, events: ["order.created", "order.cancelled"] },
        { token: admin },
      );
      const { id: webhookId, secret } = created.body.data;
      const buyer = await createBuyer(t, "ordinary", shop.regionCodes);
      const product = await createProduct(t, shop);
      const orderNo = await placeOrder(t, buyer, shop.shopId, [{ itemId: product.id, quantity: 1 }]);
      const [delivery] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId));
      expect(delivery).toMatchObject({ event: "order.created", status: "pending", attempts: 0 });
      expect(delivery.payload).toMatchObject({ id: delivery.id, event: "order.created", data: { orderNo } });

      let now = t.now();
      const sweep = () => sendDueDeliveries(t.database.db, now);
      expect((await sweep()).map((r) => r.status)).toEqual(["pending"]);
      for (const [i, wait] of WEBHOOK_BACKOFF_S.entries()) {
        now = new Date(now.getTime() + wait * 1000 - 1000);
        expect(await sweep(), `retry ${i + 1} not before its time`).toEqual([]);
        now = new Date(now.getTime() + 1000);
        const [r] = await sweep();
        expect(r.status).toBe(i === WEBHOOK_BACKOFF_S.length - 1 ? "failed" : "pending");
      }
      const [failed] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery.id));
      expect([failed.status, failed.attempts, failed.lastStatusCode, failed.lastError]).toEqual([
        "failed",
        6,
        500,
        "HTTP 500",
      ]);
      expect(receiver.received).toHaveLength(6);
      expect(new Set(receiver.received.map((r) => r.headers[DELIVERY_HEADER]))).toEqual(new Set([String(delivery.id)]));
      for (const r of receiver.received)
        expect(
          verifySignature(
            secret,
            String(r.headers[SIGNATURE_HEADER]),
            r.body,
            Math.floor(now.getTime() / 1000),
            60 * 60 * 24,
          ),
        ).toBe(true);

      const replay = await t.call("/api/integration/ina/delivery/replay", { id: delivery.id }, { token: admin });
      expect(replay.body.success).toBe(true);
      receiver.setAnswer(() => ({ status: 204 }));
      const [again] = await sendDueDeliveries(t.database.db, now);
      expect([again.id, again.status]).toEqual([delivery.id, "delivered"]);
      expect(receiver.received.at(-1)!.headers[DELIVERY_HEADER]).toBe(String(delivery.id));
      const log = await t.call<Page<{ id: number; status: string; attempts: number }>>(
        "/api/integration/ina/delivery/page",
        { pageNo: 1, pageSize: 10, webhookId, status: "delivered" },
        { token: admin },
      );
      expect(log.body.data.data.map((d) => [d.id, d.status, d.attempts])).toEqual([[delivery.id, "delivered", 1]]);
      const foreign = await t.call("/api/integration/ina/delivery/replay", { id: delivery.id }, { token: special });
      expect(foreign.body.code).toBe(404);

      // Switched off: nothing is queued for the next order.
      await t.call("/api/integration/ina/webhook/update", { id: webhookId, enabled: false }, { token: admin });
      await placeOrder(t, buyer, shop.shopId, [{ itemId: product.id, quantity: 1 }]);
      const all = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId));
      expect(all).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe("the scheduled stock sync", () => {
  test("runs at its slot once, signed, and sets third-party stock only", async () => {
    const third = await createProduct(t, shop, { stockType: 3, stockNum: 7 });
    const actual = await createProduct(t, shop, { stockType: 2, stockNum: 7 });
    const receiver = await startReceiver((req) => {
      const asked = JSON.parse(req.body) as { items: { itemId: number; partNo: string }[] };
      return {
        status: 200,
        body: {
          items: [
            ...asked.items.map((i) => ({ itemId: i.itemId, stock: i.itemId === third.id ? 77 : 3 })),
            { itemId: actual.id, stock: 99 },
          ],
        },
      };
    });
    try {
      const set = await t.call<{ secret: string }>(
        "/api/stock/ina/syncSource/set",
        { sourceUrl: receiver.url },
        { token: admin },
      );
      const secret = set.body.data.secret;
      expect(secret).toMatch(/^sssec_/);
      await t.call("/api/stock/ina/syncPeriod/set", { mode: "daily", hours: ["09"] }, { token: admin });
      const read = await t.call<{ sourceUrl: string; hasSecret: boolean }>(
        "/api/stock/ina/syncSource/get",
        {},
        { token: admin },
      );
      expect(read.body.data).toMatchObject({ sourceUrl: receiver.url, hasSecret: true });
      expect(JSON.stringify(read.body.data)).not.toContain(secret);

      // 08:30 WIB: nothing due yet today.
      const before = new Date("2026-11-21T01:30:00Z");
      expect(dueSlot({ mode: "daily", weekdays: [], hours: ["09"] }, before)).toBeNull();
      expect(await runStockSync(t.database.db, before)).toBe(0);
      // 11:10 WIB (the API was down at 09): the 09 slot runs once, now.
      const late = new Date("2026-11-21T04:10:00Z");
      expect(await runStockSync(t.database.db, late)).toBe(1);
      expect(await runStockSync(t.database.db, new Date(late.getTime() + 60_000))).toBe(0);
      expect(receiver.received).toHaveLength(1);
      const req = receiver.received[0];
      expect(
        verifySignature(secret, String(req.headers[SIGNATURE_HEADER]), req.body, Math.floor(late.getTime() / 1000), 60),
      ).toBe(true);
      const runs = await t.database.db.select().from(stockSyncRuns).where(eq(stockSyncRuns.shopId, shop.shopId));
      const run = runs.find((r) => r.slotTime.toISOString() === "2026-11-21T02:00:00.000Z")!;
      expect([run.status, run.updated]).toEqual(["done", expect.any(Number)]);
      const [t3] = await t.database.db.select().from(items).where(eq(items.id, third.id));
      const [t2] = await t.database.db.select().from(items).where(eq(items.id, actual.id));
      expect([t3.stockNum, t2.stockNum]).toEqual([77, 7]);
    } finally {
      await receiver.close();
      await t.database.db
        .update(stockSyncSettings)
        .set({ sourceUrl: null })
        .where(eq(stockSyncSettings.shopId, shop.shopId));
    }
  });
});
