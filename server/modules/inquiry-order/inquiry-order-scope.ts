/**
 * Which inquiry orders a seller reaches (spec §2 /tend, §6 "only own", README choices): the shop's orders of
 * order_type 2 (src/domain/inquiry.ts OrderType.inquiry), and for an "only own" position those of the tenders
 * it created (the order's owner) or that it last acted on. A product order (order_type 1), another shop's
 * order, or one outside "only own" answers exactly like a missing one: 404 `inquiryOrders:errors.notFound`.
 * The numbering of inquiry order groups and indent letters lives here too.
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { OrderType } from "@src/domain/inquiry";
import { ResultCode } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { nextDailyNumber } from "../../db/sequence";
import { deliveryOrders, orders } from "../../db/schema/order";
import { ApiError } from "../../http/envelope";
import type { RowScope } from "../../http/scope";
import { sellerOrderWhere } from "../order/order-scope";

/** 404 `inquiryOrders:errors.notFound`. */
export const inquiryOrderNotFound = () => new ApiError(ResultCode.notFound, "inquiryOrders:errors.notFound");

/** The inquiry orders `scope` reaches (SQL on orders). */
export function inquiryOrderWhere(scope: RowScope): SQL | undefined {
  return and(sellerOrderWhere(scope), eq(orders.orderType, OrderType.inquiry));
}

/**
 * Refuses, before an order service runs, any of `orderNos` that is not an inquiry order `scope` reaches. The
 * order services then apply their own scope under their row locks; an order never changes its type, so this
 * check cannot go stale.
 * @throws 404 inquiryOrders:errors.notFound
 */
export async function assertInquiryOrders(db: Db | Tx, scope: RowScope, orderNos: readonly string[]): Promise<void> {
  const unique = [...new Set(orderNos)];
  if (unique.length === 0) throw inquiryOrderNotFound();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.orderNo, unique), inquiryOrderWhere(scope)));
  if (rows.length !== unique.length) throw inquiryOrderNotFound();
}

/**
 * The next number of an inquiry sequence as `<prefix>-yyyyMMdd-nnnnnn` (WIB date of `now`): inquiry order
 * groups `IOG-`, indent letters `IND-` (migration 0021 sequences; global, so several API processes never hand
 * out the same number).
 */
export async function nextInquiryNumber(db: Db | Tx, kind: "group" | "indentLetter", now: Date): Promise<string> {
  return kind === "group"
    ? nextDailyNumber(db, "inquiry_group_no_seq", "IOG", now)
    : nextDailyNumber(db, "indent_letter_no_seq", "IND", now);
}

/**
 * Refuses a delivery order that is not the shop's or holds anything but inquiry orders `scope` reaches.
 * @throws 404 inquiryOrders:errors.notFound
 */
export async function assertInquiryDeliveryOrder(db: Db | Tx, scope: RowScope, doNo: string): Promise<void> {
  const members = await db
    .select({ id: orders.id, orderType: orders.orderType })
    .from(orders)
    .innerJoin(deliveryOrders, eq(deliveryOrders.id, orders.deliveryOrderId))
    .where(and(eq(deliveryOrders.doNo, doNo), eq(deliveryOrders.shopId, scope.shopId)));
  if (members.length === 0 || members.some((m) => m.orderType !== OrderType.inquiry)) throw inquiryOrderNotFound();
  const reached = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(
          orders.id,
          members.map((m) => m.id),
        ),
        inquiryOrderWhere(scope),
      ),
    );
  if (reached.length !== members.length) throw inquiryOrderNotFound();
}
