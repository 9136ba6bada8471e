/**
 * A partner buyer asks a shop for a consignment (spec §2 /consign consign-request-list; §4 "Consign"; §5
 * "Consign needs at least 1 item"; buyer API). Only a buyer with an ACTIVE partnership with the shop may ask
 * (README choices); the lines are the shop's products in sale. The request waits for the seller's offer
 * (deadline CONSIGN_ANSWER_DAYS) and the seller is told.
 */
import { and, eq, inArray } from "drizzle-orm";
import { ConsignStatus, type ConsignTimers } from "@src/domain/consign";
import { ReviewStatus } from "@src/domain/product";
import { ResultCode, type Language } from "@src/domain/wire";
import type { BuyerConsignCreate } from "@src/resources/consignments/schema";
import type { Db } from "../../db/client";
import { consignEvents, consignItems, consignments } from "../../db/schema/consign";
import { items } from "../../db/schema/item";
import { partnerships } from "../../db/schema/partnership";
import { ApiError, conflict } from "../../http/envelope";
import { fieldRefusal, type FieldProblem } from "../../http/validate";
import { assertPostalCodeMatches } from "../store/store-service";
import { notifyConsign } from "./consign-messages";
import { consignDeadlineFor, nextConsignNo } from "./consign-scope";

/**
 * Creates the buyer's consignment request (status 1 buyer apply) with its lines and history row.
 * @param input the parsed buyerConsignCreateSchema body (quantities in units)
 * @returns `{ consignNo }`
 * @throws 409 consignments:errors.notPartner (no active partnership with the shop, or no such shop);
 *   404 consignments:errors.itemNotFound {itemId} (not a product of the shop in sale); 400 field errors
 *   `items.<i>.itemId` validation:invalid (a product named twice), receiver region / postal code.
 */
export async function createConsign(
  db: Db,
  buyerUserId: number,
  input: BuyerConsignCreate & { timers: ConsignTimers },
  now: Date,
  lang: Language,
): Promise<{ consignNo: string }> {
  const problems: FieldProblem[] = [];
  const seen = new Set<number>();
  input.items.forEach((l, i) => {
    if (seen.has(l.itemId)) problems.push({ path: `items.${i}.itemId`, key: "validation:invalid" });
    seen.add(l.itemId);
  });
  if (problems.length > 0) throw fieldRefusal(lang, problems);
  await assertPostalCodeMatches(db, lang, input.receiver.regionCodes, input.receiver.postalCode, {
    region: "receiver.regionCodes",
    postal: "receiver.postalCode",
  });
  return db.transaction(async (tx) => {
    const [partnership] = await tx
      .select({ status: partnerships.status })
      .from(partnerships)
      .where(and(eq(partnerships.shopId, input.shopId), eq(partnerships.buyerUserId, buyerUserId)));
    if (partnership?.status !== "active") throw conflict("consignments:errors.notPartner");
    const found = await tx
      .select({ id: items.id, partNo: items.partNo, itemName: items.itemName })
      .from(items)
      .where(
        and(
          eq(items.shopId, input.shopId),
          eq(items.reviewStatus, ReviewStatus.inSale),
          inArray(
            items.id,
            input.items.map((l) => l.itemId),
          ),
        ),
      );
    const byId = new Map(found.map((i) => [i.id, i]));
    const missing = input.items.find((l) => !byId.has(l.itemId));
    if (missing)
      throw new ApiError(ResultCode.notFound, "consignments:errors.itemNotFound", { itemId: missing.itemId });
    const consignNo = await nextConsignNo(tx, now);
    const { name, phone, ...address } = input.receiver;
    const [row] = await tx
      .insert(consignments)
      .values({
        consignNo,
        shopId: input.shopId,
        buyerUserId,
        status: ConsignStatus.buyerApply,
        reason: input.reason,
        receiverAddress: { ...address, name, phone },
        deadline: consignDeadlineFor(ConsignStatus.buyerApply, now, input.timers, 0),
        createTime: now,
        updateTime: now,
      })
      .returning();
    await tx.insert(consignItems).values(
      input.items.map((l) => {
        const item = byId.get(l.itemId)!;
        return { consignId: row.id, itemId: item.id, partNo: item.partNo, name: item.itemName, qtyRequest: l.qty };
      }),
    );
    await tx.insert(consignEvents).values({
      consignId: row.id,
      move: "create",
      fromStatus: null,
      toStatus: ConsignStatus.buyerApply,
      actorUserId: buyerUserId,
      note: input.reason,
      time: now,
    });
    await notifyConsign(tx, row, "requested", now);
    return { consignNo };
  });
}
