/**
 * The inquiry and tender flow through the API (spec §3 "Inquiry", "Tender", §4 "Inquiry and tender", §5
 * "Tender, consign, inquiry", §8): a buyer asks, the shops whose brands match see it most urgent first, pass
 * and undo, tender (draft, submit) with every rule and its message, modify while open, the buyer closes,
 * chooses, declines or cancels, and the timers close and expire what nobody decided.
 */
import { and, eq } from "drizzle-orm";
import { activities } from "../../../server/db/schema/access";
import { systemMessages } from "../../../server/db/schema/message";
import { sweepInquiries } from "../../../server/jobs/inquiries";
import { INQUIRY_TIMER_DEFAULTS } from "../../../src/domain/inquiry";
import { ORDER_TIMER_DEFAULTS } from "../../../src/domain/order";
import type { InquiryDetail, InquiryRow, TenderPrefill } from "../../../src/resources/inquiries/schema";
import type { TenderDetail } from "../../../src/resources/tenders/schema";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct, TEST_PASSWORD } from "../order/order-helpers";
import { createInquiry, inquiryBuyer, offer, sellerWithBrands, TEBET_TIMUR, tenderBody } from "./inquiry-helpers";

const HOUR = 3_600_000;
let t: TestApp;
let admin: string;
let special: string;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  shopId = await sellerWithBrands(t);
  admin = await t.login("seller.active");
  special = await t.login("seller.special");
}, 120_000);
afterAll(async () => {
  await t.close();
});

type PageOf<T> = { data: T[]; rowCount: number };
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call<PageOf<InquiryRow>>("/api/inquiry/ina/page", { pageNo: 1, pageSize: 40, ...body }, { token });

test("an inquiry reaches the shops selling its brand, most urgent first, with aging, urgency and the receiver's city", async () => {
  const buyer = await inquiryBuyer(t);
  const relaxed = await createInquiry(t, buyer, {}, 72);
  const urgent = await createInquiry(t, buyer, {}, 1.5);
  const honda = await createInquiry(t, buyer, { carBrandName: "Honda", carModel: "Jazz" }, 5);
  const res = await page(admin);
  expect(res.body.success).toBe(true);
  const nos = res.body.data.data.map((r) => r.inquiryNo);
  expect(nos.indexOf(urgent.inquiryNo)).toBeLessThan(nos.indexOf(relaxed.inquiryNo));
  expect(nos).not.toContain(honda.inquiryNo);
  const row = res.body.data.data.find((r) => r.inquiryNo === urgent.inquiryNo)!;
  expect(row).toMatchObject({ urgency: "critical", agingDays: 0, canTender: true, canPass: true, passed: false });
  expect(row.receiverCity).not.toBe("");
  expect(res.body.data.data.find((r) => r.inquiryNo === relaxed.inquiryNo)!.urgency).toBe("low");
  // Another shop without the brand sees none of them, and the detail answers not found.
  const other = await page(special);
  expect(other.body.data.data.map((r) => r.inquiryNo)).not.toContain(urgent.inquiryNo);
  const detail = await t.call("/api/inquiry/ina/detail", { inquiryNo: urgent.inquiryNo }, { token: special });
  expect(detail.body.code).toBe(404);
  const honest = await t.call("/api/inquiry/ina/detail", { inquiryNo: honda.inquiryNo }, { token: admin });
  expect(honest.body.code).toBe(404);
});

test("pass, undo pass and the spec §4 rules with their messages", async () => {
  const buyer = await inquiryBuyer(t, "workshop");
  const { inquiryNo, partIds } = await createInquiry(t, buyer);
  const passed = await t.call("/api/inquiry/ina/pass", { inquiryNo }, { token: admin });
  expect(passed.body.success).toBe(true);
  expect((await page(admin)).body.data.data.map((r) => r.inquiryNo)).not.toContain(inquiryNo);
  expect((await page(admin, { tab: "passed" })).body.data.data.map((r) => r.inquiryNo)).toContain(inquiryNo);
  const again = await t.call("/api/inquiry/ina/pass", { inquiryNo }, { token: admin, lang: "en-US" });
  expect([again.body.code, again.body.message]).toEqual([409, "This inquiry is already passed"]);
  const tender = await t.call("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds), {
    token: admin,
    lang: "en-US",
  });
  expect([tender.body.code, tender.body.message]).toEqual([409, "You passed on this inquiry: undo the pass to tender"]);
  const undo = await t.call("/api/inquiry/ina/undoPass", { inquiryNo }, { token: admin });
  expect(undo.body.success).toBe(true);
  const undoAgain = await t.call("/api/inquiry/ina/undoPass", { inquiryNo }, { token: admin, lang: "id-ID" });
  expect(undoAgain.body.code).toBe(409);
  const ok = await t.call<{ tenderNo: string; status: number }>(
    "/api/inquiry/ina/tender",
    tenderBody(inquiryNo, partIds),
    {
      token: admin,
    },
  );
  expect(ok.body.data.status).toBe(2);
  const pass = await t.call("/api/inquiry/ina/pass", { inquiryNo }, { token: admin, lang: "en-US" });
  expect([pass.body.code, pass.body.message]).toEqual([409, "This inquiry is already tendered"]);
  const twice = await t.call("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds), {
    token: admin,
    lang: "en-US",
  });
  expect([twice.body.code, twice.body.message]).toEqual([409, "This inquiry is already tendered"]);
});

test("every tender rule answers its message, and nothing is written", async () => {
  const buyer = await inquiryBuyer(t);
  const { inquiryNo, partIds } = await createInquiry(t, buyer, {
    receiver: {
      name: "Bengkel Tebet",
      phone: "081234567890",
      regionCodes: TEBET_TIMUR.regionCodes,
      postalCode: TEBET_TIMUR.postalCode,
      address: "Jl. Tebet Raya No. 12",
    },
  });
  const refused = async (over: Record<string, unknown>, lang = "en-US") => {
    const res = await t.call<{ errors?: { path: string; message: string }[] }>(
      "/api/inquiry/ina/tender",
      tenderBody(inquiryNo, partIds, over),
      { token: admin, lang },
    );
    expect(res.body.code).toBe(400);
    return { message: res.body.message, errors: res.body.data?.errors ?? [] };
  };
  const fee = await refused({ deliveryFee: 30_000 });
  expect(fee.errors).toContainEqual({
    path: "deliveryFee",
    message: "Minimum delivery fee for out-of-town is Rp 50.000",
  });
  const feeId = await refused({ deliveryFee: 30_000 }, "id-ID");
  expect(feeId.errors[0].path).toBe("deliveryFee");
  expect(feeId.errors[0].message).not.toBe(fee.errors[0].message);
  const free = await refused({ freeShipment: true, deliveryFee: 10_000 });
  expect(free.errors).toContainEqual({ path: "deliveryFee", message: "With free shipment the delivery fee is Rp 0" });
  const partNo = await refused({ offers: [offer(partIds[0], { partNo: "52119-0K938" })] });
  expect(partNo.errors).toContainEqual({ path: "offers.0.partNo", message: "Part number: letters and digits only" });
  const failed = await refused({ offers: [offer(partIds[0], { partNo: "", unitPrice: undefined })] });
  expect(failed.message).toBe("Submit failed: a product lacks its part no and unit price");
  const price = await refused({ offers: [offer(partIds[0], { unitPrice: 0 })] });
  expect(price.errors).toContainEqual({ path: "offers.0.unitPrice", message: "Unit price is required" });
  const qty = await refused({ offers: [offer(partIds[0], { quantity: 0 })] });
  expect(qty.errors).toContainEqual({ path: "offers.0.quantity", message: "Qty offer is required" });
  const edt = await refused({ offers: [offer(partIds[0], { partStatus: 3, estimatedDelivery: 2 })] });
  expect(edt.errors).toContainEqual({
    path: "offers.0.estimatedDelivery",
    message: "The estimated delivery does not fit the part status",
  });
  const discount = await refused({ offers: [offer(partIds[0], { discountTenths: -1 })] });
  expect(discount.errors).toContainEqual({
    path: "offers.0.discountTenths",
    message: "Discount cannot be lower than 0% or reach 100%",
  });
  const reason = await refused({ offers: [offer(partIds[0], { originalPartNo: "521190K938", partNo: "521190K999" })] });
  expect(reason.errors).toContainEqual({
    path: "offers.0.partNoReason",
    message: "Give a reason for modifying the part number",
  });
  const none = await refused({ offers: [] });
  expect(none.errors).toContainEqual({ path: "offers", message: "At least one product must be offered" });
  const method = await refused({ shippingMethod: "teleport" });
  expect(method.errors).toContainEqual({ path: "shippingMethod", message: "Choose the shipping method" });
  const foreign = await refused({ offers: [offer(999_999)] });
  expect(foreign.errors).toContainEqual({ path: "offers.0.inquiryPartId", message: "This part is not in the inquiry" });
  const detail = await t.call<InquiryDetail>("/api/inquiry/ina/detail", { inquiryNo }, { token: admin });
  expect(detail.body.data).toMatchObject({ outOfTown: true, tenderNo: null });
  // At the minimum it is accepted.
  const ok = await t.call("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds, { deliveryFee: 50_000 }), {
    token: admin,
  });
  expect(ok.body.success).toBe(true);
});

test("a draft, then submitted: the activity 'inquiry' is recorded once, the buyer sees only submitted tenders", async () => {
  const buyer = await inquiryBuyer(t);
  const { inquiryNo, partIds } = await createInquiry(t, buyer);
  const draft = await t.call<{ tenderNo: string; status: number }>(
    "/api/inquiry/ina/tender",
    tenderBody(inquiryNo, partIds, { submit: false }),
    { token: admin },
  );
  expect(draft.body.data.status).toBe(1);
  const { tenderNo } = draft.body.data;
  const buyerView = await t.call<{ tenders: unknown[] }>(
    "/api/buyer/inquiry/detail",
    { inquiryNo },
    { token: buyer.token },
  );
  expect(buyerView.body.data.tenders).toHaveLength(0);
  expect((await t.call("/api/buyer/tender/detail", { tenderNo }, { token: buyer.token })).body.code).toBe(404);
  const submitted = await t.call<{ status: number }>("/api/tender/ina/submit", { tenderNo }, { token: admin });
  expect(submitted.body.data.status).toBe(2);
  const recorded = await t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.recordId, tenderNo), eq(activities.activityType, "inquiry")));
  expect(recorded).toHaveLength(1);
  const seen = await t.call<{ tenders: { tenderNo: string; offers: unknown[] }[] }>(
    "/api/buyer/inquiry/detail",
    { inquiryNo },
    { token: buyer.token },
  );
  expect(seen.body.data.tenders.map((x) => [x.tenderNo, x.offers.length])).toEqual([[tenderNo, 2]]);
});

test("modify while open, then the buyer closes offers: modify fails with the spec §8 message; choose and decline tell the seller", async () => {
  const buyer = await inquiryBuyer(t);
  const { inquiryNo, partIds } = await createInquiry(t, buyer);
  const { body } = await t.call<{ tenderNo: string }>("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds), {
    token: admin,
  });
  const tenderNo = body.data.tenderNo;
  const modify = (over: Record<string, unknown> = {}) => ({
    tenderNo,
    offers: [offer(partIds[0], { unitPrice: 1_100_000 })],
    shippingMethod: "courier",
    deliveryFee: 20_000,
    ...over,
  });
  const modified = await t.call("/api/tender/ina/modify", modify(), { token: admin });
  expect(modified.body.success).toBe(true);
  const detail = await t.call<TenderDetail>("/api/tender/ina/detail", { tenderNo }, { token: admin });
  expect(detail.body.data).toMatchObject({ modifyCount: 1, status: 2, deliveryFee: 20_000 });
  expect(detail.body.data.offers).toHaveLength(1);
  expect(detail.body.data.goodsAmount).toBe(1_100_000 - 55_000);
  expect(detail.body.data.inquiry.inquiryNo).toBe(inquiryNo);

  const closed = await t.call<{ status: number }>(
    "/api/buyer/inquiry/closeOffers",
    { inquiryNo },
    { token: buyer.token },
  );
  expect(closed.body.data.status).toBe(2);
  const late = await t.call("/api/tender/ina/modify", modify(), { token: admin, lang: "en-US" });
  expect([late.body.code, late.body.message]).toEqual([
    409,
    "Modify tender failed: the inquiry is invalid or already traded",
  ]);
  const chosen = await t.call<{ status: number }>("/api/buyer/tender/choose", { tenderNo }, { token: buyer.token });
  expect(chosen.body.data.status).toBe(4);
  const declined = await t.call<{ status: number }>(
    "/api/buyer/tender/notPurchase",
    { tenderNo },
    { token: buyer.token },
  );
  expect(declined.body.data.status).toBe(6);
  const again = await t.call("/api/buyer/tender/choose", { tenderNo }, { token: buyer.token });
  expect(again.body.code).toBe(409);
  const shop = await activeShop(t);
  const messages = await t.database.db
    .select({ type: systemMessages.type })
    .from(systemMessages)
    .where(eq(systemMessages.userId, shop.adminUserId));
  expect(messages.map((m) => m.type)).toEqual(expect.arrayContaining(["tender.chosen", "tender.notPurchased"]));
});

test("the buyer cancels: every tender is cancelled", async () => {
  const buyer = await inquiryBuyer(t);
  const { inquiryNo, partIds } = await createInquiry(t, buyer);
  const { body } = await t.call<{ tenderNo: string }>("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds), {
    token: admin,
  });
  const cancel = await t.call<{ status: number }>("/api/buyer/inquiry/cancel", { inquiryNo }, { token: buyer.token });
  expect(cancel.body.data.status).toBe(4);
  const detail = await t.call<TenderDetail>(
    "/api/tender/ina/detail",
    { tenderNo: body.data.tenderNo },
    { token: admin },
  );
  expect(detail.body.data.status).toBe(7);
  expect((await t.call("/api/buyer/inquiry/cancel", { inquiryNo }, { token: buyer.token })).body.code).toBe(409);
});

test("the tender discussion: comments and replies both ways, a flood of replies in a day is refused", async () => {
  const buyer = await inquiryBuyer(t);
  const { inquiryNo, partIds } = await createInquiry(t, buyer);
  const { body } = await t.call<{ tenderNo: string }>("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds), {
    token: admin,
  });
  const tenderNo = body.data.tenderNo;
  const comment = await t.call<{ id: number }>(
    "/api/buyer/tender/discussion/add",
    { tenderNo, body: "Apakah bumper termasuk bracket?" },
    { token: buyer.token },
  );
  const parentId = comment.body.data.id;
  const short = await t.call(
    "/api/tender/ina/discussion/add",
    { tenderNo, parentId, body: "Y" },
    { token: admin, lang: "en-US" },
  );
  expect(short.body.data).toMatchObject({ errors: [{ path: "body", message: "At least 2 characters" }] });
  let last = await t.call(
    "/api/tender/ina/discussion/add",
    { tenderNo, parentId, body: "Ya, termasuk." },
    { token: admin },
  );
  for (let i = 1; i < 30 && last.body.success; i++)
    last = await t.call(
      "/api/tender/ina/discussion/add",
      { tenderNo, parentId, body: `Balasan ${i}` },
      { token: admin },
    );
  expect(last.body.success).toBe(true);
  const flood = await t.call(
    "/api/tender/ina/discussion/add",
    { tenderNo, parentId, body: "Satu lagi" },
    { token: admin },
  );
  expect([flood.body.code, flood.body.message]).toEqual([429, "Anda memiliki banyak balasan hari ini. Beristirahat."]);
  const thread = await t.call<{ body: string; replies: unknown[] }[]>(
    "/api/tender/ina/discussion",
    { tenderNo },
    { token: admin },
  );
  expect(thread.body.data).toHaveLength(1);
  expect(thread.body.data[0].replies).toHaveLength(30);
  // Another shop cannot reach it.
  expect((await t.call("/api/tender/ina/discussion", { tenderNo }, { token: special })).body.code).toBe(404);
});

test("the prefill proposes the shop's products matching the part no", async () => {
  const shop = await activeShop(t);
  const product = await createProduct(t, shop, { stockType: 2, stockNum: 5, price: 980_000 });
  const buyer = await inquiryBuyer(t);
  const { inquiryNo } = await createInquiry(t, buyer, {
    parts: [{ partName: "Kampas rem", partNo: product.partNo.toLowerCase(), quantity: 2, condition: 1 }],
  });
  const res = await t.call<TenderPrefill>("/api/inquiry/ina/prefill", { inquiryNo }, { token: admin });
  expect(res.body.data.parts[0].matches[0]).toMatchObject({
    itemId: product.id,
    matchedBy: "partNo",
    partStatus: 1,
  });
  expect(shopId).toBe(shop.shopId);
});

test("the buyer's deadline must be 1 hour to 14 days ahead; an ordinary buyer cannot ask", async () => {
  const buyer = await inquiryBuyer(t);
  const { inquiryBody } = await import("./inquiry-helpers");
  const soon = await t.call("/api/buyer/inquiry/create", inquiryBody(t, {}, 0.5), {
    token: buyer.token,
    lang: "en-US",
  });
  expect(soon.body.data).toMatchObject({ errors: [{ path: "deadline" }] });
  const far = await t.call("/api/buyer/inquiry/create", inquiryBody(t, {}, 15 * 24), { token: buyer.token });
  expect(far.body.code).toBe(400);
  const ordinary = await inquiryBuyer(t, "ordinary");
  const refused = await t.call("/api/buyer/inquiry/create", inquiryBody(t), { token: ordinary.token });
  expect(refused.body.code).toBe(403);
});

// Last: it moves the clock by days.
test("the timers: at the deadline offers close (drafts expire, an untendered inquiry expires); at the purchase deadline the rest expires", async () => {
  const buyer = await inquiryBuyer(t);
  const tendered = await createInquiry(t, buyer, {}, 1.5);
  const drafted = await createInquiry(t, buyer, {}, 1.5);
  const lonely = await createInquiry(t, buyer, {}, 1.5);
  const submitted = await t.call<{ tenderNo: string }>(
    "/api/inquiry/ina/tender",
    tenderBody(tendered.inquiryNo, tendered.partIds),
    { token: admin },
  );
  const draft = await t.call<{ tenderNo: string }>(
    "/api/inquiry/ina/tender",
    tenderBody(drafted.inquiryNo, drafted.partIds, { submit: false }),
    { token: admin },
  );
  t.advance(1.5 * HOUR + 1000);
  // Past the deadline but before the sweep: no more tendering.
  const late = await t.call("/api/inquiry/ina/tender", tenderBody(lonely.inquiryNo, lonely.partIds), {
    token: admin,
    lang: "en-US",
  });
  expect([late.body.code, late.body.message]).toEqual([409, "This inquiry no longer takes offers"]);
  const ctx = { timers: ORDER_TIMER_DEFAULTS, inquiryTimers: INQUIRY_TIMER_DEFAULTS };
  const moved = await sweepInquiries(t.database.db, "inquiries-close-offers", t.now(), ctx);
  expect(moved).toEqual(expect.arrayContaining([tendered.inquiryNo, drafted.inquiryNo, lonely.inquiryNo]));
  expect(await sweepInquiries(t.database.db, "inquiries-close-offers", t.now(), ctx)).toEqual([]);
  const status = async (inquiryNo: string) =>
    (await t.call<{ status: number }>("/api/buyer/inquiry/detail", { inquiryNo }, { token: buyer.token })).body.data
      .status;
  const tenderStatus = async (tenderNo: string) =>
    (await t.call<TenderDetail>("/api/tender/ina/detail", { tenderNo }, { token: admin })).body.data.status;
  expect(await status(tendered.inquiryNo)).toBe(2);
  expect(await status(drafted.inquiryNo)).toBe(5);
  expect(await status(lonely.inquiryNo)).toBe(5);
  expect(await tenderStatus(submitted.body.data.tenderNo)).toBe(3);
  expect(await tenderStatus(draft.body.data.tenderNo)).toBe(8);
  // A closed inquiry the shop tendered on stays readable.
  const readable = await t.call("/api/inquiry/ina/detail", { inquiryNo: tendered.inquiryNo }, { token: admin });
  expect(readable.body.success).toBe(true);

  t.advance(INQUIRY_TIMER_DEFAULTS.purchaseDays * 24 * HOUR);
  // Sessions end after 2 idle hours: sign in again.
  admin = await t.login("seller.active");
  buyer.token = await t.login(buyer.userName, TEST_PASSWORD);
  const expired = await sweepInquiries(t.database.db, "inquiries-expire", t.now(), ctx);
  expect(expired).toContain(tendered.inquiryNo);
  expect(await status(tendered.inquiryNo)).toBe(5);
  expect(await tenderStatus(submitted.body.data.tenderNo)).toBe(8);
});

test("the performance screen: per sub-account tender win rate and average response time", async () => {
  const buyer = await inquiryBuyer(t);
  const { inquiryNo, partIds } = await createInquiry(t, buyer);
  t.advance(90 * 60_000);
  admin = await t.login("seller.active");
  const { body } = await t.call<{ tenderNo: string }>("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds), {
    token: admin,
  });
  await t.call("/api/buyer/tender/notPurchase", { tenderNo: body.data.tenderNo }, { token: buyer.token });
  const day = new Date(t.now().getTime() + 7 * HOUR).toISOString().slice(0, 10);
  const perf = await t.call<{
    rows: { userName: string; tenderWinRate: number | null; avgResponseMinutes: number | null }[];
  }>("/api/activity/ina/performance", { from: day, to: day }, { token: admin });
  const row = perf.body.data.rows.find((r) => r.userName === "seller.active")!;
  // Every decided tender of the day was declined (the purchase is the inquiry-order module's).
  expect(row.tenderWinRate).toBe(0);
  expect(row.avgResponseMinutes).toBeGreaterThanOrEqual(0);
  const staff = perf.body.data.rows.find((r) => r.userName !== "seller.active")!;
  expect(staff.tenderWinRate).toBeNull();
});
