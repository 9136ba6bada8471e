/**
 * Inquiry order groups (spec §2 /tend inquiryordergroup, multiple-po-single-do, deliveryOrderGroup; §4 group
 * tabs): tabs and counts from the POs' statuses, the detail, candidates, several POs of one buyer printed under
 * one DO and shipped, the grouped DO list, and another shop's group not found.
 */
import type { Page } from "../../../src/domain/wire";
import type {
  GroupedDeliveryOrderRow,
  InquiryGroupCounts,
  InquiryGroupDetail,
  InquiryGroupRow,
} from "../../../src/resources/inquiry-groups/schema";
import type { InquiryOrderRow } from "../../../src/resources/inquiry-orders/schema";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, shipBody, uploadPhoto } from "../order/order-helpers";
import { must } from "../refund/refund-helpers";
import { billBuyer, inquiryOrderOf } from "../inquiry-order/fixtures";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("tabs follow the POs; two POs of one buyer print under one DO and ship together", async () => {
  const buyer = await billBuyer(t, await activeShop(t));
  const a = await inquiryOrderOf(t, { buyer });
  const b = await inquiryOrderOf(t, { buyer });
  const counts0 = await must<InquiryGroupCounts>(t, "/api/inquiry-group/ina/counts", {}, admin);
  expect(counts0["0"]).toBeGreaterThanOrEqual(2);
  const tab0 = await must<Page<InquiryGroupRow>>(
    t,
    "/api/inquiry-group/ina/page",
    { pageNo: 1, pageSize: 50, tab: 0 },
    admin,
  );
  expect(tab0.data.map((g) => g.groupNo)).toEqual(expect.arrayContaining([a.groupNo, b.groupNo]));
  for (const { orderNo } of [a, b]) await must(t, "/api/inquiry-order/ina/confirm", { orderNo }, admin);
  const tab2 = await must<Page<InquiryGroupRow>>(
    t,
    "/api/inquiry-group/ina/page",
    { pageNo: 1, pageSize: 50, tab: 2, keyword: a.groupNo },
    admin,
  );
  expect(tab2.data.map((g) => [g.groupNo, g.readyToShip])).toEqual([[a.groupNo, true]]);
  const candidates = await must<InquiryOrderRow[]>(
    t,
    "/api/inquiry-group/ina/candidates",
    { buyerUserName: buyer.userName },
    admin,
  );
  expect(candidates.map((c) => c.orderNo).sort()).toEqual([a.orderNo, b.orderNo].sort());

  const { doNo } = await must<{ doNo: string }>(
    t,
    "/api/inquiry-group/ina/deliveryOrder/print",
    { orderNos: [a.orderNo, b.orderNo] },
    admin,
  );
  const grouped = await must<Page<GroupedDeliveryOrderRow>>(
    t,
    "/api/inquiry-group/ina/deliveryOrder/page",
    { pageNo: 1, pageSize: 10 },
    admin,
  );
  expect(grouped.data.find((d) => d.doNo === doNo)?.orderNos.sort()).toEqual([a.orderNo, b.orderNo].sort());
  const doc = await must<{ doNo: string }>(t, "/api/inquiry-group/ina/deliveryOrder/detail", { doNo }, admin);
  expect(doc.doNo).toBe(doNo);
  const photo = await uploadPhoto(t, admin);
  const shipped = await must<{ orderNos: string[] }>(
    t,
    "/api/inquiry-group/ina/deliveryOrder/ship",
    shipBody(doNo, photo),
    admin,
  );
  expect(shipped.orderNos.sort()).toEqual([a.orderNo, b.orderNo].sort());
  const detail = await must<InquiryGroupDetail>(t, "/api/inquiry-group/ina/detail", { groupNo: a.groupNo }, admin);
  expect(detail.tab).toBe(3);
  expect(detail.shipment?.doNo).toBe(doNo);
  expect(detail.orderRows.map((r) => r.status)).toEqual([2]);
  const special = await t.login("seller.special");
  const foreign = await t.call("/api/inquiry-group/ina/detail", { groupNo: a.groupNo }, { token: special });
  expect(foreign.body.code).toBe(404);
  const foreignPrint = await t.call(
    "/api/inquiry-group/ina/deliveryOrder/print",
    { orderNos: [a.orderNo] },
    { token: special },
  );
  expect(foreignPrint.body.code).toBe(404);
});

test("POs of two buyers never share a DO", async () => {
  const shop = await activeShop(t);
  const a = await inquiryOrderOf(t, { buyer: await billBuyer(t, shop) });
  const b = await inquiryOrderOf(t, { buyer: await billBuyer(t, shop) });
  for (const { orderNo } of [a, b]) await must(t, "/api/inquiry-order/ina/confirm", { orderNo }, admin);
  const res = await t.call(
    "/api/inquiry-group/ina/deliveryOrder/print",
    { orderNos: [a.orderNo, b.orderNo] },
    { token: admin },
  );
  expect(res.body.code).toBe(409);
});
