/**
 * Bulk Excel import, applied (spec §5 "Import"; issue 4 part 5). The portal parsed and matched the file;
 * here every row is validated again with the same schemas, references are checked, and the whole import
 * is applied in ONE transaction (all or nothing). The client's importId makes a repeat harmless: a second
 * submit answers the stored result of the first and applies nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { ReviewStatus } from "@src/domain/product";
import type { FieldError, Language } from "@src/domain/wire";
import {
  importCreateRowSchema,
  productStockPriceUpdateSchema,
  type ImportCreateRow,
  type ImportResult,
  type ImportUpdateRow,
} from "@src/resources/products/import/schema";
import type { Db, Tx } from "../../../db/client";
import { importJobs } from "../../../db/schema/import";
import { files, itemFitments, itemImages, items } from "../../../db/schema/item";
import { categories, vehicles } from "../../../db/schema/reference";
import { ApiError } from "../../../http/envelope";
import { translate } from "../../../http/i18n";
import { fieldRefusal, issueToFieldError } from "../../../http/validate";
import { ResultCode } from "@src/domain/wire";
import { insertJsonRows, reserveIds, yieldToEventLoop } from "../../../db/bulk-insert";
import { recordActivity } from "../../activity/record";
import { trackImport } from "./progress";
import { columnsOf } from "../item-service";
import { discountToTenths, tenthsToBuyerDiscount } from "../format";
import { discountRefusal } from "@src/resources/products/schema";

/** The reference vehicle fields the portal's import matcher reads (ImportReferences["vehicles"]). */
export const importVehicleColumns = {
  vehicleType: vehicles.vehicleType,
  brandId: vehicles.brandId,
  brandName: vehicles.brandName,
  series: vehicles.series,
  years: vehicles.years,
};

export interface ImportActor {
  shopId: number;
  userId: number;
  /** "Only own activities": update mode reaches only this user's products. */
  ownerUserId?: number;
}

/** Most field errors one refusal lists (the message names the first). */
const MAX_ERRORS = 200;
/**
 * Rows per INSERT (one JSON parameter each, server/db/bulk-insert.ts): small enough that the progress bar
 * moves every ~0.1 s and a poll is answered between batches, large enough to keep the per-statement cost low.
 */
const ITEM_BATCH = 2000;
const CHILD_BATCH = 10_000;
/** Share of the progress bar taken by validation and reference checks before anything is written. */
const CHECKED = 0.05;

type RowError = { path: string; key: string; params?: Record<string, unknown> };

function refusal(errors: FieldError[]): ApiError {
  // The errors arrive translated: the language only matters for untranslated problems.
  return fieldRefusal("id-ID", errors.slice(0, MAX_ERRORS));
}

const translated = (lang: Language, errors: RowError[]): FieldError[] =>
  errors.map((e) => ({ path: e.path, message: translate(lang, e.key, e.params) }));

/** Validates each row with `schema`; answers the parsed rows or throws the first MAX_ERRORS field errors as `rows.<i>.<field>`. */
function validateRows<S extends z.ZodType>(rows: readonly unknown[], schema: S, lang: Language): z.infer<S>[] {
  const out: z.infer<S>[] = [];
  const errors: FieldError[] = [];
  rows.forEach((row, i) => {
    const r = schema.safeParse(row);
    if (r.success) out.push(r.data);
    else
      for (const issue of r.error.issues)
        if (errors.length < MAX_ERRORS)
          errors.push({ ...issueToFieldError(issue, lang), path: ["rows", i, ...issue.path].map(String).join(".") });
  });
  if (errors.length > 0) throw refusal(errors);
  return out;
}

/** The stored answer of an earlier submit of `importId` by this shop, or null. @throws conflict for another shop's id. */
export async function previousResult(db: Db | Tx, shopId: number, importId: string): Promise<ImportResult | null> {
  const [job] = await db
    .select({ shopId: importJobs.shopId, result: importJobs.result })
    .from(importJobs)
    .where(eq(importJobs.id, importId));
  if (!job) return null;
  if (job.shopId !== shopId) throw new ApiError(ResultCode.conflict, "import:errors.idTaken");
  return { ...(job.result as unknown as ImportResult), repeated: true };
}

/** Category ids that exist and image keys that are images of the shop; unknown ones become row errors. */
async function checkCreateReferences(
  db: Db,
  shopId: number,
  rows: readonly ImportCreateRow[],
  lang: Language,
): Promise<void> {
  const cateIds = [...new Set(rows.map((r) => r.categoryId))];
  const keys = [...new Set(rows.flatMap((r) => r.images.map((i) => i.fileKey)))];
  const [cats, owned] = await Promise.all([
    db.select({ id: categories.cateId }).from(categories).where(inArray(categories.cateId, cateIds)),
    keys.length
      ? db
          .select({ key: files.fileKey })
          .from(files)
          .where(and(eq(files.shopId, shopId), eq(files.kind, "image"), inArray(files.fileKey, keys)))
      : Promise.resolve([]),
  ]);
  const catSet = new Set(cats.map((c) => c.id));
  const keySet = new Set(owned.map((f) => f.key));
  const errors: RowError[] = [];
  rows.forEach((r, i) => {
    if (!catSet.has(r.categoryId)) errors.push({ path: `rows.${i}.categoryId`, key: "errors:item.unknownCategory" });
    const seen = new Set<string>();
    r.images.forEach((img, j) => {
      if (!keySet.has(img.fileKey))
        errors.push({ path: `rows.${i}.images.${j}.fileKey`, key: "errors:item.unknownImage" });
      else if (seen.has(img.fileKey))
        errors.push({ path: `rows.${i}.images.${j}.fileKey`, key: "errors:item.duplicateImage" });
      seen.add(img.fileKey);
    });
  });
  if (errors.length > 0) throw refusal(translated(lang, errors));
}

/** Claims the importId inside the transaction; false when another submit of the same id got there first. */
async function claimJob(
  tx: Tx,
  actor: ImportActor,
  importId: string,
  mode: "create" | "update",
  rowCount: number,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(importJobs)
    .values({
      id: importId,
      shopId: actor.shopId,
      userId: actor.userId,
      mode,
      status: "done",
      rowCount,
      result: {},
      createTime: now,
    })
    .onConflictDoNothing()
    .returning({ id: importJobs.id });
  return claimed.length > 0;
}

async function finishJob(tx: Tx, actor: ImportActor, result: ImportResult, now: Date): Promise<void> {
  await tx
    .update(importJobs)
    .set({ result: result as unknown as Record<string, unknown> })
    .where(eq(importJobs.id, result.importId));
  await recordActivity(
    tx,
    actor,
    {
      subject: "products",
      action: "import",
      recordId: result.importId,
      before: null,
      after: { mode: result.mode, rows: result.applied, submitted: result.submitted, drafts: result.drafts },
    },
    now,
  );
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * Create mode: every row becomes a product of the caller (owner), in sheet order. A row with images goes
 * to assessment (review status 1), one without to drafts (3). @throws ApiError 400 with `rows.<i>.<field>`
 * errors (nothing written), errors:import.idTaken (409) for another shop's importId.
 */
export async function importCreate(
  db: Db,
  actor: ImportActor,
  importId: string,
  rawRows: readonly unknown[],
  now: Date,
  lang: Language,
): Promise<ImportResult> {
  // Tracked from the first step: a poll answered from the database would wait for the import's transaction.
  return trackImport(importId, actor.shopId, rawRows.length, async (report) => {
    const earlier = await previousResult(db, actor.shopId, importId);
    if (earlier) return earlier;
    const rows = validateRows(rawRows, importCreateRowSchema, lang);
    await checkCreateReferences(db, actor.shopId, rows, lang);
    report(CHECKED);
    await yieldToEventLoop();
    return db.transaction(async (tx) => {
      if (!(await claimJob(tx, actor, importId, "create", rows.length, now)))
        return (await previousResult(tx, actor.shopId, importId)) as ImportResult;
      // Ids first: each row knows its product id without relying on RETURNING's order.
      const itemIds = await reserveIds(tx, items, "id", rows.length);
      const fitments = rows.flatMap((r, i) =>
        r.adaptType === 2
          ? r.fitments.map((f, sort) => ({
              itemId: itemIds[i],
              sort,
              brandId: f.brandId,
              brandName: f.brandName,
              series: f.series,
              year: f.year,
              subModel: f.subModel,
            }))
          : [],
      );
      const images = rows.flatMap((r, i) =>
        r.images.map((img, sort) => ({ itemId: itemIds[i], sort, fileKey: img.fileKey, isMain: img.isMain })),
      );
      // A product row costs about as much to write as five fitment or image rows.
      const units = rows.length * 5 + fitments.length + images.length;
      let written = 0;
      const progress = (weight: number) => {
        let last = 0;
        return (done: number) => {
          written += (done - last) * weight;
          last = done;
          report(CHECKED + (1 - CHECKED) * (written / units));
        };
      };
      await insertJsonRows(
        tx,
        items,
        // Object.assign, not a spread into a new literal: V8 copied columnsOf's 30 properties that way at
        // 17 µs a row, 8.6 ms of a 500-row import's 90 ms (bench/README.md "Seller day"). The leading
        // buyerDiscountTenths: null puts the column in every row (insertJsonRows takes the first row's keys for
        // all of them; on create an absent buyer discount is none); columnsOf overrides it when a row has one.
        rows.map((r, i) =>
          Object.assign({ buyerDiscountTenths: null }, columnsOf(r), {
            id: itemIds[i],
            shopId: actor.shopId,
            ownerUserId: actor.userId,
            reviewStatus: r.images.length > 0 ? ReviewStatus.underAssessment : ReviewStatus.draft,
            offShelveReason: null,
            createTime: now,
            updateTime: now,
          }),
        ),
        ITEM_BATCH,
        progress(5),
      );
      await insertJsonRows(tx, itemFitments, fitments, CHILD_BATCH, progress(1));
      await insertJsonRows(tx, itemImages, images, CHILD_BATCH, progress(1));
      const submitted = rows.filter((r) => r.images.length > 0).length;
      const result: ImportResult = {
        importId,
        mode: "create",
        applied: rows.length,
        submitted,
        drafts: rows.length - submitted,
        itemIds,
        repeated: false,
      };
      await finishJob(tx, actor, result, now);
      return result;
    });
  });
}

/**
 * Update mode: price tiers, discount and stock of the caller's in-sale products (review status 5), each
 * listed once; nothing else changes (the status stays in sale). An id that is missing, not in sale, or
 * outside the caller's reach is refused alike (`rows.<i>.itemId`), as is a duplicate id.
 */
export async function importUpdate(
  db: Db,
  actor: ImportActor,
  importId: string,
  rawRows: readonly unknown[],
  now: Date,
  lang: Language,
): Promise<ImportResult> {
  return trackImport(importId, actor.shopId, rawRows.length, async (report) => {
    const earlier = await previousResult(db, actor.shopId, importId);
    return earlier ?? applyUpdate(db, actor, importId, rawRows, now, lang, report);
  });
}

async function applyUpdate(
  db: Db,
  actor: ImportActor,
  importId: string,
  rawRows: readonly unknown[],
  now: Date,
  lang: Language,
  report: (fraction: number) => void,
): Promise<ImportResult> {
  const rows: ImportUpdateRow[] = validateRows(rawRows, productStockPriceUpdateSchema, lang);
  const dupErrors: RowError[] = [];
  const seen = new Set<number>();
  rows.forEach((r, i) => {
    if (seen.has(r.itemId))
      dupErrors.push({ path: `rows.${i}.itemId`, key: "import:errors.duplicateId", params: { id: r.itemId } });
    seen.add(r.itemId);
  });
  if (dupErrors.length > 0) throw refusal(translated(lang, dupErrors));
  return db.transaction(async (tx) => {
    if (!(await claimJob(tx, actor, importId, "update", rows.length, now)))
      return (await previousResult(tx, actor.shopId, importId)) as ImportResult;
    const found = new Map<number, { stockType: number; minBuyQty: number; buyerDiscountTenths: number | null }>();
    for (const batch of chunks(rows, CHILD_BATCH)) {
      const locked = await tx
        .select({
          id: items.id,
          stockType: items.stockType,
          minBuyQty: items.minBuyQty,
          buyerDiscountTenths: items.buyerDiscountTenths,
        })
        .from(items)
        .where(
          and(
            inArray(
              items.id,
              batch.map((r) => r.itemId),
            ),
            eq(items.shopId, actor.shopId),
            eq(items.reviewStatus, ReviewStatus.inSale),
            actor.ownerUserId === undefined ? undefined : eq(items.ownerUserId, actor.ownerUserId),
          ),
        )
        .for("no key update");
      for (const l of locked) found.set(l.id, l);
    }
    const errors: RowError[] = [];
    rows.forEach((r, i) => {
      const item = found.get(r.itemId);
      if (!item) errors.push({ path: `rows.${i}.itemId`, key: "import:errors.notInSale", params: { id: r.itemId } });
      else if (item.stockType === 2 && item.minBuyQty > r.stockNum)
        errors.push({ path: `rows.${i}.stockNum`, key: "products:errors.minBuyOverStock" });
      // The stored buyer discount must stay above the discount (issue 4 part 4), as on a full edit.
      else if (discountRefusal(r.discount, tenthsToBuyerDiscount(item.buyerDiscountTenths))) {
        errors.push({
          path: `rows.${i}.discount`,
          key: "errors:item.discountNotBelowBuyerDiscount",
          params: { buyerDiscount: tenthsToBuyerDiscount(item.buyerDiscountTenths) },
        });
      }
    });
    // Throwing rolls the claim back too: a corrected file may be sent again with the same importId.
    if (errors.length > 0) throw refusal(translated(lang, errors));
    report(CHECKED);
    let updated = 0;
    for (const batch of chunks(rows, 1000)) {
      const values = sql.join(
        batch.map(
          (r) =>
            sql`(${r.itemId}::int, ${JSON.stringify(r.priceTiers)}::jsonb, ${r.priceTiers[0].price}::bigint, ${discountToTenths(r.discount)}::int, ${r.stockNum}::int)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${items} set price_tiers = v.tiers, min_price = v.min_price, discount_tenths = v.discount, stock_num = v.stock, update_time = ${now.toISOString()}::timestamptz
        from (values ${values}) as v(id, tiers, min_price, discount, stock)
        where ${items.id} = v.id and ${items.shopId} = ${actor.shopId}`);
      updated += batch.length;
      report(CHECKED + (1 - CHECKED) * (updated / rows.length));
      await yieldToEventLoop();
    }
    const result: ImportResult = {
      importId,
      mode: "update",
      applied: rows.length,
      submitted: 0,
      drafts: 0,
      itemIds: rows.map((r) => r.itemId),
      repeated: false,
    };
    await finishJob(tx, actor, result, now);
    return result;
  });
}

/** A row of the export of in-sale products (update mode's columns). Up to `limit` products, newest first. */
export async function exportItems(
  db: Db,
  scope: { shopId: number; ownerUserId?: number },
  reviewStatus: readonly number[],
  limit: number,
) {
  const rows = await db
    .select({
      itemId: items.id,
      partNo: items.partNo,
      itemName: items.itemName,
      priceTiers: items.priceTiers,
      discountTenths: items.discountTenths,
      stockNum: items.stockNum,
    })
    .from(items)
    .where(
      and(
        eq(items.shopId, scope.shopId),
        inArray(items.reviewStatus, [...reviewStatus]),
        scope.ownerUserId === undefined ? undefined : eq(items.ownerUserId, scope.ownerUserId),
      ),
    )
    .orderBy(sql`${items.updateTime} desc, ${items.id} desc`)
    .limit(limit);
  return rows.map(({ discountTenths, ...r }) => ({ ...r, discount: discountTenths / 10 }));
}
