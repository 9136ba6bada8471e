/**
 * Authorization over EVERY API endpoint the server registers (issue 3 "Tests"): for each route, from its own
 * table of cases, the refusals a caller would notice, each with nothing changed in the database:
 * - anonymous and expired tokens: 987654321;
 * - the wrong role (a seller on the platform side, the platform admin on the seller side): 403;
 * - a sub-account whose position lacks the route's authority: 403;
 * - another shop's main admin reaching this shop's record: not found (lists: none of its rows);
 * - an "only own activities" sub-account reaching another user's row of an owner-scoped resource: not found;
 * and the allowed read cases allowed. A route without a case here fails the test: add one with the endpoint.
 */
import { createHash } from "node:crypto";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../server/db/schema";
import { AUTHORITY_KEYS } from "../../src/access/authorities";
import { hashPassword } from "../../server/modules/user/password";
import { createTestApp, sha256Hex, type TestApp } from "./helpers";

/** What a case's body refers to, looked up in the seeded marketplace. */
interface Ids {
  activeShopId: number;
  itemId: number;
  product: Record<string, unknown>;
  addressId: number;
  staffUserId: number;
  positionId: number;
  ticketId: number;
  address: Record<string, unknown>;
}

type Kind =
  /** A record of seller.active's shop named by id in the body: another shop / only-own callers get not found. */
  | "record"
  /** A list of the caller's shop: another shop's caller must not see seller.active's rows. */
  | "list"
  /** Acts on the caller's own account or shop (no foreign id to reach); only the access checks apply. */
  | "own"
  /** Shared reference data. */
  | "shared"
  /** Platform side. */
  | "platform";

interface Case {
  kind: Kind;
  body: (ids: Ids) => unknown;
  /** A write: the allowed call is not made (it would change the data the other cases compare). */
  write?: boolean;
  /** For "record": the owner-scoped resource's rows are the main admin's, so an only-own sub-account gets not found. */
  ownerScoped?: boolean;
}

const page = () => ({ pageNo: 1, pageSize: 40 });
const CASES: Record<string, Case> = {
  "/api/user/login/logout": { kind: "own", body: () => ({}), write: true },
  "/api/user/queryUserInfo": { kind: "own", body: () => ({}) },
  "/api/user/ina/changePassword": { kind: "own", body: () => ({ oldPassword: sha256Hex("x"), newPassword: sha256Hex("y") }), write: true },
  "/api/user/login/setCloudMessageToken": { kind: "own", body: () => ({ token: "t" }), write: true },
  "/api/shop/ina/myShopInfo": { kind: "own", body: () => ({}) },
  "/api/shop/ina/modifyShop": { kind: "record", body: (i) => ({ shopId: i.activeShopId, accountName: "Budi", accountNo: "1234567890", bank: "014" }), write: true },
  "/api/shop/ina/apply": { kind: "own", body: () => ({}), write: true },
  "/api/shop/ina/additionalInfo": { kind: "own", body: () => ({}), write: true },
  "/api/file/ina/upload": { kind: "own", body: () => ({}), write: true },
  "/api/item/ina/page": { kind: "list", body: page },
  "/api/item/ina/stats": { kind: "list", body: () => ({}) },
  "/api/item/ina/detail": { kind: "record", body: (i) => ({ itemId: i.itemId }), ownerScoped: true },
  "/api/item/ina/create": { kind: "own", body: (i) => i.product, write: true },
  "/api/item/ina/update": { kind: "record", body: (i) => ({ ...i.product, itemId: i.itemId }), write: true, ownerScoped: true },
  "/api/item/ina/submitReview": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), write: true, ownerScoped: true },
  "/api/item/ina/putOnSale": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), write: true, ownerScoped: true },
  "/api/item/ina/toDraft": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), write: true, ownerScoped: true },
  "/api/item/ina/upShelve": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), write: true, ownerScoped: true },
  "/api/item/ina/setPriority": { kind: "record", body: (i) => ({ itemIds: [i.itemId], priority: true }), write: true, ownerScoped: true },
  "/api/item/ina/bulkUpdate": { kind: "record", body: (i) => ({ items: [{ itemId: i.itemId, stockNum: 500 }] }), write: true, ownerScoped: true },
  "/api/item/ina/bulkDetail": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), ownerScoped: true },
  "/api/item/ina/import": { kind: "own", body: () => ({ importId: "7d1f2a52-8b7e-4c1e-9a53-0d6f1c2b3a4d", mode: "update", rows: [{ itemId: 1, priceTiers: [{ minQty: 1, maxQty: null, price: 1000 }], discount: 0, stockNum: 1 }] }), write: true },
  "/api/item/ina/import/vehicles": { kind: "own", body: () => ({ names: ["toyota avanza"] }) },
  "/api/item/ina/import/progress": { kind: "own", body: () => ({ importId: "7d1f2a52-8b7e-4c1e-9a53-0d6f1c2b3a4d" }) },
  "/api/item/ina/export": { kind: "list", body: () => ({}) },
  "/api/stock/ina/page": { kind: "list", body: page },
  "/api/stock/ina/raise": { kind: "record", body: (i) => ({ items: [{ itemId: i.itemId, stockNum: 1_000_000 }] }), write: true, ownerScoped: true },
  "/api/stock/ina/syncPeriod/get": { kind: "own", body: () => ({}) },
  "/api/stock/ina/syncPeriod/set": { kind: "own", body: () => ({ mode: "daily", hours: ["08"] }), write: true },
  "/api/message/ina/countNewMsg": { kind: "own", body: () => ({}) },
  "/api/message/tkod/sysmsg/history/list": { kind: "own", body: page },
  "/api/message/tkod/sysmsg/isread": { kind: "own", body: () => ({ id: 1 }), write: true },
  "/api/message/tkod/sysmsg/delete": { kind: "own", body: () => ({ id: 1 }), write: true },
  "/api/message/tkod/sysmsg/fetchNewMsgStatus": { kind: "own", body: () => ({}) },
  "/api/reference/ina/regions": { kind: "shared", body: () => ({}) },
  "/api/reference/ina/checkPostalCode": { kind: "shared", body: () => ({ villageCode: "31.71.01.1001", postalCode: "10110" }) },
  "/api/reference/ina/vehicleBrands": { kind: "shared", body: () => ({ vehicleType: 1 }) },
  "/api/reference/ina/vehicleSeries": { kind: "shared", body: () => ({ vehicleType: 1, brandId: "toyota" }) },
  "/api/reference/ina/vehicleYears": { kind: "shared", body: () => ({ brandId: "toyota", series: "AVANZA" }) },
  "/api/reference/ina/categories": { kind: "shared", body: () => ({}) },
  "/api/reference/ina/banks": { kind: "shared", body: () => ({}) },
  "/api/store/ina/detail": { kind: "own", body: () => ({}) },
  "/api/store/ina/update": { kind: "own", body: () => ({}), write: true },
  "/api/store/ina/address/page": { kind: "list", body: page },
  "/api/store/ina/address/detail": { kind: "record", body: (i) => ({ id: i.addressId }) },
  "/api/store/ina/address/create": { kind: "own", body: () => ({}), write: true },
  "/api/store/ina/address/update": { kind: "record", body: (i) => ({ ...i.address, id: i.addressId }), write: true },
  "/api/store/ina/address/delete": { kind: "record", body: (i) => ({ id: i.addressId }), write: true },
  "/api/store/ina/address/setDefault": { kind: "record", body: (i) => ({ id: i.addressId }), write: true },
  "/api/message/setting/ina/list": { kind: "own", body: () => ({}) },
  "/api/message/setting/ina/update": { kind: "own", body: () => ({ items: [{ type: "bill", channel: "email", enabled: false }] }), write: true },
  "/api/staff/ina/user/page": { kind: "list", body: page },
  "/api/staff/ina/user/create": { kind: "own", body: () => ({}), write: true },
  "/api/staff/ina/user/update": { kind: "record", body: (i) => ({ userId: i.staffUserId, nickName: "Ubah", email: "ubah@contoh.co.id", positionId: i.positionId }), write: true },
  "/api/staff/ina/user/setStatus": { kind: "record", body: (i) => ({ userId: i.staffUserId, status: 0 }), write: true },
  "/api/staff/ina/user/resetPassword": { kind: "record", body: (i) => ({ userId: i.staffUserId, password: "Baru#2026x", confirmPassword: "Baru#2026x" }), write: true },
  "/api/staff/ina/position/list": { kind: "list", body: () => ({}) },
  "/api/staff/ina/position/detail": { kind: "record", body: (i) => ({ id: i.positionId }) },
  "/api/staff/ina/position/create": { kind: "own", body: () => ({}), write: true },
  "/api/staff/ina/position/update": { kind: "record", body: (i) => ({ id: i.positionId, name: "Ubah Jabatan", authorities: ["products.list"], dataListOptions: [1] }), write: true },
  "/api/staff/ina/position/delete": { kind: "record", body: (i) => ({ id: i.positionId }), write: true },
  "/api/staff/ina/authorities": { kind: "own", body: () => ({}) },
  "/api/activity/ina/page": { kind: "list", body: page },
  "/api/activity/ina/users": { kind: "list", body: () => ({}) },
  "/api/activity/ina/performance": { kind: "list", body: () => ({ from: "2026-11-01", to: "2026-11-20" }) },
  "/api/activity/ina/reward/list": { kind: "list", body: () => ({}) },
  "/api/activity/ina/reward/update": { kind: "own", body: () => ({ items: [{ activityType: "inquiry", value: 1 }] }), write: true },
  "/api/request/ina/page": { kind: "list", body: page },
  "/api/request/ina/detail": { kind: "record", body: (i) => ({ id: i.ticketId }), ownerScoped: true },
  "/api/request/ina/create": { kind: "own", body: () => ({}), write: true },
  "/api/request/ina/partners": { kind: "own", body: () => ({}) },
  "/api/evaluation/ina/page": { kind: "list", body: page },
  "/api/evaluation/ina/summary": { kind: "list", body: () => ({}) },
  "/api/buyer/review/create": { kind: "own", body: (i) => ({ itemId: i.itemId, orderNo: "ORD-20261120-9999", stars: 5 }), write: true },
  "/api/priority-area/ina/list": { kind: "list", body: () => ({}) },
  "/api/priority-area/ina/set": { kind: "own", body: () => ({ regencyCodes: ["31.71"] }), write: true },
  "/api/priority-area/ina/requestDownload": { kind: "own", body: () => ({}), write: true },
  "/api/priority-area/ina/downloads": { kind: "list", body: page },
};
const platformCase: Case = { kind: "platform", body: () => ({ pageNo: 1, pageSize: 10, id: 1, shopId: 1, itemId: 1, userId: 1 }), write: true };

let t: TestApp;
let ids: Ids;
const tokens: Record<string, string> = {};
let routes: { url: string; access: string; authority: string | null }[];

/** A fingerprint of every table but the session bookkeeping, to show a refused call changed nothing. */
async function fingerprint(): Promise<string> {
  const skip = new Set(["sessions", "login_throttle"]);
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((tb) => getTableName(tb)).filter((n) => !skip.has(n)).sort();
  const hash = createHash("sha256");
  for (const name of tables) {
    const res = (await t.database.db.execute(sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`))) as unknown as { rows: { h: string }[] };
    hash.update(`${name}:${res.rows[0].h};`);
  }
  return hash.digest("hex");
}

async function subAccount(userName: string, authorities: string[], dataListPermission: 1 | 2): Promise<string> {
  const { positions, users } = schema;
  const [position] = await t.database.db.insert(positions).values({ shopId: ids.activeShopId, name: `Uji ${userName}`, authorities, dataListPermission }).returning();
  await t.database.db.insert(users).values({
    userName,
    passwordHash: await hashPassword(sha256Hex("Demo#2026")),
    nickName: userName,
    role: "seller",
    shopId: ids.activeShopId,
    isMainAdmin: false,
    positionId: position.id,
  });
  return t.login(userName);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.active = await t.login("seller.active");
  tokens.special = await t.login("seller.special");
  tokens.platform = await t.login("platform.admin");
  tokens.noshop = await t.login("seller.noshop");
  const info = await t.call<{ shopId: number }>("/api/user/queryUserInfo", {}, { token: tokens.active });
  const list = await t.call<{ data: { itemId: number }[] }>("/api/item/ina/page", { pageNo: 1, pageSize: 1 }, { token: tokens.active });
  const itemId = list.body.data.data[0].itemId;
  const detail = await t.call<Record<string, unknown>>("/api/item/ina/detail", { itemId }, { token: tokens.active });
  const { itemId: _i, shopId: _s, reviewStatus: _r, offShelveReason: _o, createTime: _c, updateTime: _u, images, ...fields } = detail.body.data;
  const product = { ...fields, images: (images as { fileKey: string; isMain: boolean }[]).map(({ fileKey, isMain }) => ({ fileKey, isMain })), submit: true };
  const db = t.database.db;
  const shopId = info.body.data.shopId;
  const [address] = await db.select({ id: schema.addresses.id }).from(schema.addresses).where(eq(schema.addresses.shopId, shopId)).limit(1);
  const [staff] = await db.select({ id: schema.users.id, positionId: schema.users.positionId }).from(schema.users).where(eq(schema.users.userName, "staff.sales"));
  const [ticket] = await db.select({ id: schema.requestTickets.id }).from(schema.requestTickets).where(eq(schema.requestTickets.shopId, shopId)).limit(1);
  const addressDetail = await t.call<Record<string, unknown>>("/api/store/ina/address/detail", { id: address.id }, { token: tokens.active });
  const a = addressDetail.body.data;
  const addressBody = { contactName: a.contactName, contactPhone: a.contactPhone, label: a.label, regionCodes: a.regionCodes, postalCode: a.postalCode, detail: a.detail, photo: a.photo ?? null, remark: a.remark, isDefault: a.isDefault };
  ids = { address: addressBody, activeShopId: shopId, itemId, product, addressId: address.id, staffUserId: staff.id, positionId: staff.positionId!, ticketId: ticket.id };
  tokens.none = await subAccount("uji.tanpa.hak", [], 1);
  tokens.own = await subAccount("uji.milik.sendiri", [...AUTHORITY_KEYS], 2);
  routes = t.app.routeTable.filter((r) => r.method === "POST" && r.url.startsWith("/api/") && r.access !== "public");
}, 120_000);
afterAll(async () => {
  await t.close();
});

const caseOf = (url: string): Case | undefined => (url.startsWith("/api/platform/") ? platformCase : CASES[url]);

test("every API endpoint has an authorization case in this table", () => {
  const missing = routes.map((r) => r.url).filter((url) => !caseOf(url));
  expect(missing).toEqual([]);
});

test("every seller endpoint on a shop's data declares an authority (hiding a button is never the only guard)", () => {
  const unguarded = routes.filter((r) => r.access === "shop" && !r.authority && !["own", "shared"].includes(caseOf(r.url)?.kind ?? ""));
  expect(unguarded.map((r) => r.url)).toEqual([]);
});

test("anonymous and expired tokens get 987654321 everywhere, with nothing changed", async () => {
  const before = await fingerprint();
  const expired = await t.login("seller.active");
  await t.database.db.update(schema.sessions).set({ lastSeenTime: new Date(t.now().getTime() - 121 * 60_000) }).where(eq(schema.sessions.tokenHash, createHash("sha256").update(expired).digest("hex")));
  for (const r of routes) {
    const body = caseOf(r.url)!.body(ids);
    for (const token of [undefined, expired, "not-a-token"]) {
      const res = await t.call(r.url, body, { token });
      expect([r.url, res.body.code], `${r.url} with ${token ? "a bad token" : "no token"}`).toEqual([r.url, 987654321]);
    }
  }
  expect(await fingerprint()).toBe(before);
});

test("the wrong role is refused: sellers on the platform side, the platform admin on the seller side, both on the buyer side", async () => {
  const before = await fingerprint();
  for (const r of routes) {
    if (r.access === "platform") {
      for (const who of ["active", "own", "noshop"]) {
        const res = await t.call(r.url, caseOf(r.url)!.body(ids), { token: tokens[who] });
        expect([r.url, who, res.body.code]).toEqual([r.url, who, 403]);
      }
    } else if (r.access === "seller" || r.access === "shop") {
      const res = await t.call(r.url, caseOf(r.url)!.body(ids), { token: tokens.platform });
      expect([r.url, res.body.code]).toEqual([r.url, 403]);
    } else if (r.access === "buyer") {
      for (const who of ["active", "platform"]) {
        const res = await t.call(r.url, caseOf(r.url)!.body(ids), { token: tokens[who] });
        expect([r.url, who, res.body.code]).toEqual([r.url, who, 403]);
      }
    }
  }
  expect(await fingerprint()).toBe(before);
});

test("a sub-account whose position lacks a route's authority gets 403 with the spec's text", async () => {
  const before = await fingerprint();
  for (const r of routes.filter((x) => x.authority)) {
    const res = await t.call(r.url, caseOf(r.url)!.body(ids), { token: tokens.none, lang: "en-US" });
    expect([r.url, res.body.code, res.body.message]).toEqual([r.url, 403, "Sorry, you cannot access this menu, please contact the main admin to get the access."]);
  }
  expect(await fingerprint()).toBe(before);
});

test("another shop's main admin cannot reach this shop's records, and its lists hold none of them", async () => {
  const before = await fingerprint();
  for (const r of routes) {
    const c = caseOf(r.url)!;
    if (c.kind === "record") {
      const res = await t.call(r.url, c.body(ids), { token: tokens.special });
      expect([r.url, res.body.success, res.body.code]).toEqual([r.url, false, 404]);
    } else if (c.kind === "list") {
      const res = await t.call(r.url, c.body(ids), { token: tokens.special });
      expect(res.body.success).toBe(true);
      expect(JSON.stringify(res.body.data), r.url).not.toContain(`"itemId":${ids.itemId},`);
    }
  }
  expect(await fingerprint()).toBe(before);
});

test("an only-own sub-account gets not found on another user's row, and sees none of them in lists", async () => {
  const before = await fingerprint();
  for (const r of routes) {
    const c = caseOf(r.url)!;
    if (c.kind === "record" && c.ownerScoped) {
      const res = await t.call(r.url, c.body(ids), { token: tokens.own });
      expect([r.url, res.body.code]).toEqual([r.url, 404]);
    } else if (c.kind === "list") {
      const res = await t.call<{ data?: unknown[]; rowCount?: number; total?: number }>(r.url, c.body(ids), { token: tokens.own });
      expect(res.body.success, r.url).toBe(true);
      expect(JSON.stringify(res.body.data), r.url).not.toContain(`"itemId":${ids.itemId},`);
    }
  }
  expect(await fingerprint()).toBe(before);
});

test("the allowed reads are allowed: the main admin on every read, the shop's data in its answers", async () => {
  for (const r of routes) {
    const c = caseOf(r.url)!;
    if (c.write || c.kind === "platform" || r.access === "platform") continue;
    const res = await t.call(r.url, c.body(ids), { token: tokens.active });
    expect([r.url, res.body.success, res.body.message]).toEqual([r.url, true, expect.any(String)]);
  }
  const own = await t.call<{ rowCount: number }>("/api/item/ina/page", page(), { token: tokens.own });
  expect(own.body.data.rowCount).toBe(0);
});
