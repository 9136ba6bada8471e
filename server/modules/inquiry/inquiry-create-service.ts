/**
 * A buyer's inquiry (spec §3 "Inquiry"; the buyer portal's form, POST /api/buyer/inquiry/create): the car,
 * the receiver, the deadline and the parts. Only B2B buyers ask (insurance, workshop, priority, car rental;
 * an ordinary buyer gets 403). Past the schema (buyerInquiryCreateSchema) the API checks the deadline (1 hour
 * to 14 days ahead), the receiver's village and postal code, the parts' categories and that every picture is
 * the buyer's upload. It stores brandKey(carBrandName), which shops' brand lists are matched on, and the
 * receiver's regency, which out-of-town is decided against.
 */
import { inArray } from "drizzle-orm";
import { brandKey, InquiryStatus, MAX_INQUIRY_DEADLINE_DAYS, MIN_INQUIRY_DEADLINE_HOURS } from "@src/domain/inquiry";
import type { BuyerType } from "@src/domain/order";
import { ResultCode, type Language } from "@src/domain/wire";
import { type buyerInquiryCreateSchema } from "@src/resources/inquiries/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { inquiries, inquiryParts } from "../../db/schema/inquiry";
import { categories } from "../../db/schema/reference";
import { ApiError } from "../../http/envelope";
import { fieldRefusal, type FieldProblem } from "../../http/validate";
import { assertOwnFileKeys } from "../file/file-keys";
import { assertPostalCodeMatches } from "../store/store-service";
import { nextInquiryNo, shopsOfferedBrand } from "./inquiry-scope";
import { enqueueInquiryCreated } from "../integration/inquiry-events";
import { notify } from "../message/message-service";

/** Buyer types that ask for parts by inquiry (B2B). */
export const INQUIRY_BUYER_TYPES: readonly BuyerType[] = ["insurance", "workshop", "priority", "carRental"];

export type BuyerInquiryBody = z.infer<typeof buyerInquiryCreateSchema>;

/**
 * Creates the inquiry (1 open). Answers `{inquiryNo}`.
 * @throws 403 errors:forbidden (not a B2B buyer); 400 field errors deadline (inquiries:rules.deadlineRange),
 *   receiver.regionCodes / receiver.postalCode, parts.<i>.categoryId (inquiries:rules.category), pictures
 *   (errors:file.unknownKey).
 */
export async function createInquiry(
  db: Db,
  buyer: { userId: number; buyerType: string | null },
  body: BuyerInquiryBody,
  now: Date,
  lang: Language,
): Promise<{ inquiryNo: string }> {
  if (!(INQUIRY_BUYER_TYPES as readonly string[]).includes(buyer.buyerType ?? ""))
    throw new ApiError(ResultCode.forbidden, "errors:forbidden");
  const problems: FieldProblem[] = [];
  const deadline = new Date(body.deadline);
  const ahead = deadline.getTime() - now.getTime();
  if (ahead < MIN_INQUIRY_DEADLINE_HOURS * 3_600_000 || ahead > MAX_INQUIRY_DEADLINE_DAYS * 86_400_000)
    problems.push({
      path: "deadline",
      key: "inquiries:rules.deadlineRange",
      params: { hours: MIN_INQUIRY_DEADLINE_HOURS, days: MAX_INQUIRY_DEADLINE_DAYS },
    });
  const cateIds = [...new Set(body.parts.map((p) => p.categoryId).filter((c): c is string => c !== null && c !== ""))];
  const known =
    cateIds.length === 0
      ? new Set<string>()
      : new Set(
          (await db.select({ id: categories.cateId }).from(categories).where(inArray(categories.cateId, cateIds))).map(
            (c) => c.id,
          ),
        );
  body.parts.forEach((p, i) => {
    if (p.categoryId !== null && p.categoryId !== "" && !known.has(p.categoryId))
      problems.push({ path: `parts.${i}.categoryId`, key: "inquiries:rules.category" });
  });
  if (problems.length > 0) throw fieldRefusal(lang, problems);
  await assertPostalCodeMatches(db, lang, body.receiver.regionCodes, body.receiver.postalCode, {
    region: "receiver.regionCodes",
    postal: "receiver.postalCode",
  });
  await assertOwnFileKeys(db, { shopId: null, userId: buyer.userId, lang }, [
    ...body.pictures.map((key, i) => ({ path: `pictures.${i}`, key })),
    ...body.parts.flatMap((p, i) => p.pictures.map((key, j) => ({ path: `parts.${i}.pictures.${j}`, key }))),
  ]);
  return db.transaction(async (tx) => {
    const inquiryNo = await nextInquiryNo(tx, now);
    const [row] = await tx
      .insert(inquiries)
      .values({
        inquiryNo,
        buyerUserId: buyer.userId,
        buyerType: buyer.buyerType ?? "",
        status: InquiryStatus.open,
        deadline,
        receiverName: body.receiver.name,
        receiverPhone: body.receiver.phone,
        receiverRegionCodes: body.receiver.regionCodes,
        receiverRegencyCode: body.receiver.regionCodes[1] ?? "",
        receiverPostalCode: body.receiver.postalCode,
        receiverAddress: body.receiver.address,
        vin: body.vin,
        workOrderNo: body.workOrderNo,
        licensePlate: body.licensePlate,
        claimNo: body.claimNo,
        vehicleType: body.vehicleType,
        carBrandName: body.carBrandName,
        carBrandKey: brandKey(body.carBrandName),
        carModel: body.carModel,
        carYear: body.carYear,
        remark: body.remark,
        pictures: body.pictures,
        createTime: now,
        updateTime: now,
      })
      .returning({ id: inquiries.id });
    await tx.insert(inquiryParts).values(
      body.parts.map((p, i) => ({
        inquiryId: row.id,
        lineNo: i + 1,
        partName: p.partName,
        partNo: p.partNo,
        categoryId: p.categoryId === "" ? null : p.categoryId,
        quantity: p.quantity,
        condition: p.condition,
        remark: p.remark,
        pictures: p.pictures,
      })),
    );
    await enqueueInquiryCreated(
      tx,
      { id: row.id, inquiryNo, carBrandKey: brandKey(body.carBrandName), vehicleType: body.vehicleType, deadline },
      now,
    );
    // Spec §2 toasts: every shop that will see it in its inquiry list hears of it now (one insert, one push).
    await notify(tx, {
      shopIds: await shopsOfferedBrand(tx, brandKey(body.carBrandName)),
      type: "inquiry.created",
      titleKey: "messages:system.inquiry.created",
      params: { inquiryNo, carBrandName: body.carBrandName, carModel: body.carModel },
      url: `/tend/inquirydetail?inquiryNo=${inquiryNo}`,
      now,
    });
    return { inquiryNo };
  });
}
