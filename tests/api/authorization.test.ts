/**
 * Authorization over EVERY API endpoint the server registers (spec §6): for each route, from its module's
 * cases (tests/api/<module>/authorization-cases.ts), the refusals a caller would notice, each with nothing
 * changed in the database:
 * - anonymous and expired tokens: 987654321;
 * - the wrong role (a seller on the platform side, the platform admin on the seller side): 403;
 * - a sub-account whose position lacks the route's authority: 403;
 * - another shop's main admin reaching this shop's record: not found (lists: none of its rows);
 * - an "only own activities" sub-account reaching another user's row of an owner-scoped resource: not found;
 * and the allowed read cases allowed. A route without a case fails the test: add one to its module's cases
 * with the endpoint. Platform endpoints are listed by their modules too, with the shared `platformCase`.
 */
import { createHash } from "node:crypto";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../server/db/schema";
import { AUTHORITY_KEYS } from "../../src/access/authorities";
import { hashPassword } from "../../server/modules/user/password";
import { createTestApp, sha256Hex, type TestApp, editableFields } from "./helpers";
import { page, type AuthorizationCase as Case, type AuthorizationCases, type Ids } from "./authorization-case";
import { cases as userCases } from "./user/authorization-cases";
import { cases as shopCases } from "./shop/authorization-cases";
import { cases as fileCases } from "./file/authorization-cases";
import { cases as itemCases } from "./item/authorization-cases";
import { cases as stockCases } from "./stock/authorization-cases";
import { cases as messageCases } from "./message/authorization-cases";
import { cases as referenceCases } from "./reference/authorization-cases";
import { cases as storeCases } from "./store/authorization-cases";
import { cases as staffCases } from "./staff/authorization-cases";
import { cases as activityCases } from "./activity/authorization-cases";
import { cases as requestCases } from "./request/authorization-cases";
import { cases as evaluationCases } from "./evaluation/authorization-cases";
import { cases as priorityAreaCases } from "./priority-area/authorization-cases";
import { cases as logisticsCases, templateBody } from "./logistics/authorization-cases";
import { cases as orderCases } from "./order/authorization-cases";
import { cases as billCases } from "./bill/authorization-cases";
import { orderForAuthorization } from "./order/order-helpers";
import { cases as refundCases } from "./refund/authorization-cases";
import { refundForAuthorization } from "./refund/refund-helpers";
import { billForAuthorization } from "./bill/bill-helpers";
import { cases as recapCases } from "./recap/authorization-cases";
import { cases as paymentCases } from "./payment/authorization-cases";
import { settlementForAuthorization } from "./recap/settlement-helpers";
import { cases as inquiryOrderCases } from "./inquiry-order/authorization-cases";
import { cases as inquiryGroupCases } from "./inquiry-group/authorization-cases";
import { inquiryOrderForAuthorization } from "./inquiry-order/fixtures";
import { cases as inquiryCases } from "./inquiry/authorization-cases";
import { cases as tenderCases } from "./tender/authorization-cases";
import { inquiryForAuthorization } from "./inquiry/inquiry-helpers";
import { cases as partnershipCases } from "./partnership/authorization-cases";
import { partnershipForAuthorization } from "./partnership/partnership-helpers";
import { cases as consignCases } from "./consign/authorization-cases";
import { cases as consignRefundCases } from "./consign-refund/authorization-cases";
import { consignForAuthorization } from "./consign/consign-helpers";
import { cases as customerCases } from "./customer/authorization-cases";
import { cases as homeCases } from "./home/authorization-cases";
import { cases as searchCases } from "./search/authorization-cases";

/** Every module's cases; a URL listed by two modules is a mistake the first test reports. */
const MODULE_CASES: AuthorizationCases[] = [
  userCases,
  shopCases,
  fileCases,
  itemCases,
  stockCases,
  messageCases,
  referenceCases,
  storeCases,
  staffCases,
  activityCases,
  requestCases,
  evaluationCases,
  priorityAreaCases,
  logisticsCases,
  orderCases,
  refundCases,
  billCases,
  recapCases,
  paymentCases,
  inquiryOrderCases,
  inquiryGroupCases,
  inquiryCases,
  tenderCases,
  partnershipCases,
  consignCases,
  consignRefundCases,
  customerCases,
  homeCases,
  searchCases,
];
const CASES: AuthorizationCases = Object.assign({}, ...MODULE_CASES);

let t: TestApp;
let ids: Ids;
const tokens: Record<string, string> = {};
let routes: { url: string; access: string; authority: string | null }[];

/** A fingerprint of every table but the session bookkeeping, to show a refused call changed nothing. */
async function fingerprint(): Promise<string> {
  const skip = new Set(["sessions", "login_throttle"]);
  const tables = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((tb) => getTableName(tb))
    .filter((n) => !skip.has(n))
    .sort();
  const hash = createHash("sha256");
  for (const name of tables) {
    const res = (await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`),
    )) as unknown as { rows: { h: string }[] };
    hash.update(`${name}:${res.rows[0].h};`);
  }
  return hash.digest("hex");
}

async function subAccount(userName: string, authorities: string[], dataListPermission: 1 | 2): Promise<string> {
  const { positions, users } = schema;
  const [position] = await t.database.db
    .insert(positions)
    .values({ shopId: ids.activeShopId, name: `Uji ${userName}`, authorities, dataListPermission })
    .returning();
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
  const list = await t.call<{ data: { itemId: number }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 1 },
    { token: tokens.active },
  );
  const itemId = list.body.data.data[0].itemId;
  const detail = await t.call<Record<string, unknown>>("/api/item/ina/detail", { itemId }, { token: tokens.active });
  const fields = editableFields(detail.body.data);
  const product = {
    ...fields,
    submit: true,
  };
  const db = t.database.db;
  const shopId = info.body.data.shopId;
  const [address] = await db
    .select({ id: schema.addresses.id })
    .from(schema.addresses)
    .where(eq(schema.addresses.shopId, shopId))
    .limit(1);
  const [staff] = await db
    .select({ id: schema.users.id, positionId: schema.users.positionId })
    .from(schema.users)
    .where(eq(schema.users.userName, "staff.sales"));
  const [ticket] = await db
    .select({ id: schema.requestTickets.id })
    .from(schema.requestTickets)
    .where(eq(schema.requestTickets.shopId, shopId))
    .limit(1);
  const addressDetail = await t.call<Record<string, unknown>>(
    "/api/store/ina/address/detail",
    { id: address.id },
    { token: tokens.active },
  );
  const a = addressDetail.body.data;
  const template = await t.call<{ code: string }>("/api/logistics/ina/template/create", templateBody(), {
    token: tokens.active,
  });
  const addressBody = {
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    label: a.label,
    regionCodes: a.regionCodes,
    postalCode: a.postalCode,
    detail: a.detail,
    photo: a.photo ?? null,
    remark: a.remark,
    isDefault: a.isDefault,
  };
  const order = await orderForAuthorization(t);
  const refundNo = await refundForAuthorization(t);
  const bill = await billForAuthorization(t);
  const settlement = await settlementForAuthorization(t, order.doNo);
  const inquiryOrder = await inquiryOrderForAuthorization(t);
  const inquiry = await inquiryForAuthorization(t);
  const partnership = await partnershipForAuthorization(t);
  const consign = await consignForAuthorization(t);
  const [customer] = await db
    .select({ id: schema.customers.id })
    .from(schema.customers)
    .where(eq(schema.customers.shopId, shopId))
    .limit(1);
  const [infoChange] = await db
    .select({ id: schema.customerInfoChanges.id })
    .from(schema.customerInfoChanges)
    .where(eq(schema.customerInfoChanges.shopId, shopId))
    .limit(1);
  ids = {
    customerId: customer.id,
    infoChangeId: infoChange.id,
    ...inquiryOrder,
    ...inquiry,
    ...partnership,
    ...consign,
    ...order,
    refundNo,
    ...bill,
    ...settlement,
    address: addressBody,
    activeShopId: shopId,
    itemId,
    product,
    addressId: address.id,
    staffUserId: staff.id,
    positionId: staff.positionId!,
    ticketId: ticket.id,
    templateCode: template.body.data.code,
  };
  tokens.none = await subAccount("uji.tanpa.hak", [], 1);
  tokens.own = await subAccount("uji.milik.sendiri", [...AUTHORITY_KEYS], 2);
  routes = t.app.routeTable.filter((r) => r.method === "POST" && r.url.startsWith("/api/") && r.access !== "public");
}, 120_000);
afterAll(async () => {
  await t.close();
});

const caseOf = (url: string): Case | undefined => CASES[url];

test("every API endpoint has an authorization case in its module's authorization-cases.ts", () => {
  const missing = routes.map((r) => r.url).filter((url) => !caseOf(url));
  expect(missing).toEqual([]);
  const listed = MODULE_CASES.flatMap((c) => Object.keys(c));
  expect(listed.length, "an endpoint listed by two modules").toBe(new Set(listed).size);
});

test("every seller endpoint on a shop's data declares an authority (hiding a button is never the only guard)", () => {
  const unguarded = routes.filter(
    (r) => r.access === "shop" && !r.authority && !["own", "shared"].includes(caseOf(r.url)?.kind ?? ""),
  );
  expect(unguarded.map((r) => r.url)).toEqual([]);
});

test("anonymous and expired tokens get 987654321 everywhere, with nothing changed", async () => {
  const before = await fingerprint();
  const expired = await t.login("seller.active");
  await t.database.db
    .update(schema.sessions)
    .set({ lastSeenTime: new Date(t.now().getTime() - 121 * 60_000) })
    .where(eq(schema.sessions.tokenHash, createHash("sha256").update(expired).digest("hex")));
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
    expect([r.url, res.body.code, res.body.message]).toEqual([
      r.url,
      403,
      "Sorry, you cannot access this menu, please contact the main admin to get the access.",
    ]);
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
      const res = await t.call<{ data?: unknown[]; rowCount?: number; total?: number }>(r.url, c.body(ids), {
        token: tokens.own,
      });
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
