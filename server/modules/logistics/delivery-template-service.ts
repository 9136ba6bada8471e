/**
 * Delivery-fee templates (spec §3 "Delivery template", §2 /order/delivery-fee-template): a shop's list,
 * detail, create, update (areas replaced as a whole), able/disable and delete, the product form's picker,
 * and the templates the order module prices an order with (src/domain/delivery-fee.ts).
 *
 * Templates are shop settings: every query is limited to the caller's shop; another shop's code answers
 * not found. A disabled template is left out of the picker but keeps pricing the products that still refer
 * to it (disabling never makes shipping free behind the seller's back); deleting is refused while any
 * product refers to it.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  TemplateStatus,
  type DeliveryTypeValue,
  type PricingTypeValue,
  type TemplateForFee,
  type TemplateStatusValue,
} from "@src/domain/delivery-fee";
import type { Language } from "@src/domain/wire";
import type {
  TemplateDetail,
  TemplateFields,
  TemplateOption,
  TemplateRow,
  TemplateUpdate,
  templatePageFiltersSchema,
} from "@src/resources/delivery-templates/schema";
import type { Db, Tx } from "../../db/client";
import { items } from "../../db/schema/item";
import { deliveryTemplateAreas, deliveryTemplates } from "../../db/schema/logistics";
import { regions } from "../../db/schema/reference";
import { likePattern } from "../../db/like";
import { conflict, notFound } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { formatDateTime } from "../item/format";

export type TemplateFilters = z.infer<typeof templatePageFiltersSchema>;

/** The registry resource the activity log records template writes under. */
const SUBJECT = "deliveryTemplates";

/** Products of the template's shop referring to it. */
// Correlated subqueries name the outer table explicitly: drizzle renders a column inside `sql` unqualified.
const productCountSql = sql<number>`(select count(*)::int from items i where i.delivery_template_id = "delivery_templates"."id" and i.shop_id = "delivery_templates"."shop_id")`;
const areaCountSql = sql<number>`(select count(*)::int from delivery_template_areas a where a.template_id = "delivery_templates"."id")`;

const rowColumns = {
  id: deliveryTemplates.id,
  code: deliveryTemplates.code,
  name: deliveryTemplates.name,
  status: deliveryTemplates.status,
  pricingType: deliveryTemplates.pricingType,
  deliveryType: deliveryTemplates.deliveryType,
  firstUnits: deliveryTemplates.firstUnits,
  firstFee: deliveryTemplates.firstFee,
  additionalUnits: deliveryTemplates.additionalUnits,
  additionalFee: deliveryTemplates.additionalFee,
  areaCount: areaCountSql,
  productCount: productCountSql,
  createTime: deliveryTemplates.createTime,
  updateTime: deliveryTemplates.updateTime,
};
type RowRecord = {
  [K in keyof typeof rowColumns]: K extends "createTime" | "updateTime"
    ? Date
    : K extends "code" | "name"
      ? string
      : number;
};

function toRow(r: RowRecord): TemplateRow {
  return {
    code: r.code,
    name: r.name,
    status: r.status as TemplateStatusValue,
    pricingType: r.pricingType as PricingTypeValue,
    deliveryType: r.deliveryType as DeliveryTypeValue,
    firstUnits: r.firstUnits,
    firstFee: r.firstFee,
    additionalUnits: r.additionalUnits,
    additionalFee: r.additionalFee,
    areaCount: Number(r.areaCount),
    productCount: Number(r.productCount),
    createTime: formatDateTime(r.createTime),
  };
}

function filterWhere(shopId: number, f: TemplateFilters): SQL | undefined {
  const keyword = f.keyword ? likePattern(f.keyword) : null;
  return and(
    eq(deliveryTemplates.shopId, shopId),
    f.status === undefined || f.status === TemplateStatus.all ? undefined : eq(deliveryTemplates.status, f.status),
    keyword ? ilike(deliveryTemplates.name, keyword) : undefined,
  );
}

/**
 * One page of the shop's templates, newest first, with each one's area and product counts.
 * `status` 2 or absent: every status; `keyword` matches the name.
 */
export async function pageTemplates(
  db: Db,
  scope: Pick<CallerScope, "shopId">,
  f: TemplateFilters,
  limit: number,
  offset: number,
): Promise<{ rows: TemplateRow[]; rowCount: number }> {
  const where = filterWhere(scope.shopId, f);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(deliveryTemplates)
      .where(where)
      .orderBy(desc(deliveryTemplates.createTime), desc(deliveryTemplates.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(deliveryTemplates).where(where),
  ]);
  return { rows: rows.map(toRow), rowCount: total?.n ?? 0 };
}

/** The shop's template `code` with its row, or null (another shop's code too). */
async function findTemplate(db: Db | Tx, shopId: number, code: string, lock = false) {
  const q = db
    .select(rowColumns)
    .from(deliveryTemplates)
    .where(and(eq(deliveryTemplates.shopId, shopId), eq(deliveryTemplates.code, code)));
  const [row] = lock ? await q.for("no key update", { of: deliveryTemplates }) : await q;
  return row ?? null;
}

async function areasOf(db: Db | Tx, templateIds: number[]) {
  if (templateIds.length === 0) return [];
  return db
    .select()
    .from(deliveryTemplateAreas)
    .where(inArray(deliveryTemplateAreas.templateId, templateIds))
    .orderBy(asc(deliveryTemplateAreas.id));
}

const ruleOf = (r: { firstUnits: number; firstFee: number; additionalUnits: number; additionalFee: number }) => ({
  firstUnits: r.firstUnits,
  firstFee: r.firstFee,
  additionalUnits: r.additionalUnits,
  additionalFee: r.additionalFee,
});

/**
 * The shop's template `code` with its areas in their stored order.
 * @throws errors:notFound for an unknown code or another shop's.
 */
export async function getTemplate(db: Db, scope: Pick<CallerScope, "shopId">, code: string): Promise<TemplateDetail> {
  const row = await findTemplate(db, scope.shopId, code);
  if (!row) throw notFound();
  const areas = await areasOf(db, [row.id]);
  return {
    ...toRow(row),
    id: row.id,
    updateTime: formatDateTime(row.updateTime),
    areas: areas.map((a) => ({ regencyCodes: a.regencyCodes, ...ruleOf(a) })),
  };
}

/**
 * Regency codes the regions table does not know, as field errors `areas.<i>.regencyCodes.<j>`.
 * @throws ApiError 400 (deliveryTemplates:errors.notRegency) when any; nothing is written.
 */
async function checkRegencies(db: Db | Tx, f: TemplateFields, lang: Language): Promise<void> {
  const codes = [...new Set(f.areas.flatMap((a) => a.regencyCodes))];
  if (codes.length === 0) return;
  const found = await db
    .select({ code: regions.code })
    .from(regions)
    .where(and(inArray(regions.code, codes), eq(regions.level, 2)));
  const known = new Set(found.map((r) => r.code));
  const errors = f.areas.flatMap((a, i) =>
    a.regencyCodes.flatMap((code, j) =>
      known.has(code) ? [] : [{ path: `areas.${i}.regencyCodes.${j}`, key: "deliveryTemplates:errors.notRegency" }],
    ),
  );
  if (errors.length > 0) throw fieldRefusal(lang, errors);
}

const columnsOf = (f: TemplateFields) => ({
  name: f.name,
  pricingType: f.pricingType,
  deliveryType: f.deliveryType,
  ...ruleOf(f),
});

const activityFields = (f: TemplateFields) => ({
  ...columnsOf(f),
  areas: f.areas.map((a) => ({ regencyCodes: [...a.regencyCodes], ...ruleOf(a) })),
});

async function writeAreas(tx: Tx, templateId: number, f: TemplateFields): Promise<void> {
  if (f.areas.length === 0) return;
  await tx
    .insert(deliveryTemplateAreas)
    .values(f.areas.map((a) => ({ templateId, regencyCodes: [...a.regencyCodes], ...ruleOf(a) })));
}

/**
 * Creates an enabled template of the caller's shop with its areas; its code `TPL-nnnnnn` comes from
 * delivery_template_code_seq. @throws 400 with field errors for an unknown regency; nothing is written.
 */
export async function createTemplate(
  db: Db,
  scope: CallerScope,
  input: TemplateFields,
  now: Date,
  lang: Language,
): Promise<{ code: string }> {
  await checkRegencies(db, input, lang);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deliveryTemplates)
      .values({
        ...columnsOf(input),
        shopId: scope.shopId,
        ownerUserId: scope.userId,
        code: sql`'TPL-' || lpad(nextval('delivery_template_code_seq')::text, 6, '0')`,
        status: TemplateStatus.able,
        createTime: now,
        updateTime: now,
      })
      .returning({ id: deliveryTemplates.id, code: deliveryTemplates.code });
    await writeAreas(tx, row.id, input);
    await recordActivity(
      tx,
      scope,
      { subject: SUBJECT, action: "create", recordId: row.code, before: null, after: activityFields(input) },
      now,
    );
    return { code: row.code };
  });
}

/**
 * Replaces every field of the shop's template `code`; its areas are replaced as a whole, in one
 * transaction. @throws errors:notFound (another shop's code too); 400 for an unknown regency.
 */
export async function updateTemplate(
  db: Db,
  scope: CallerScope,
  input: TemplateUpdate,
  now: Date,
  lang: Language,
): Promise<{ code: string }> {
  if (!(await findTemplate(db, scope.shopId, input.code))) throw notFound();
  await checkRegencies(db, input, lang);
  return db.transaction(async (tx) => {
    const current = await findTemplate(tx, scope.shopId, input.code, true);
    if (!current) throw notFound();
    const oldAreas = await areasOf(tx, [current.id]);
    await tx
      .update(deliveryTemplates)
      .set({ ...columnsOf(input), updateTime: now })
      .where(eq(deliveryTemplates.id, current.id));
    await tx.delete(deliveryTemplateAreas).where(eq(deliveryTemplateAreas.templateId, current.id));
    await writeAreas(tx, current.id, input);
    const before = {
      name: current.name,
      pricingType: current.pricingType,
      deliveryType: current.deliveryType,
      ...ruleOf(current),
      areas: oldAreas.map((a) => ({ regencyCodes: a.regencyCodes, ...ruleOf(a) })),
    };
    await recordActivity(
      tx,
      scope,
      { subject: SUBJECT, action: "edit", recordId: input.code, before, after: activityFields(input) },
      now,
    );
    return { code: input.code };
  });
}

/** Enables (1) or disables (0) the shop's template `code`. @throws errors:notFound (another shop's too). */
export async function setTemplateStatus(
  db: Db,
  scope: CallerScope,
  input: { code: string; status: TemplateStatusValue },
  now: Date,
): Promise<{ code: string; status: TemplateStatusValue }> {
  return db.transaction(async (tx) => {
    const current = await findTemplate(tx, scope.shopId, input.code, true);
    if (!current) throw notFound();
    if (current.status !== input.status) {
      await tx
        .update(deliveryTemplates)
        .set({ status: input.status, updateTime: now })
        .where(eq(deliveryTemplates.id, current.id));
      await recordActivity(
        tx,
        scope,
        {
          subject: SUBJECT,
          action: "status",
          recordId: input.code,
          before: { status: current.status },
          after: { status: input.status },
        },
        now,
      );
    }
    return { code: input.code, status: input.status };
  });
}

/**
 * Deletes the shop's template `code` and its areas.
 * @throws errors:notFound (another shop's too); 409 deliveryTemplates:errors.inUse `{count}` while products
 *   of the shop refer to it (the seller moves them to another template, or to none, first).
 */
export async function deleteTemplate(db: Db, scope: CallerScope, code: string, now: Date): Promise<{ code: string }> {
  return db.transaction(async (tx) => {
    const current = await findTemplate(tx, scope.shopId, code, true);
    if (!current) throw notFound();
    // Counted under the template's row lock (see isShopTemplate for the race with a product save).
    const [used] = await tx
      .select({ n: count() })
      .from(items)
      .where(and(eq(items.shopId, scope.shopId), eq(items.deliveryTemplateId, current.id)));
    if ((used?.n ?? 0) > 0) throw conflict("deliveryTemplates:errors.inUse", { count: used.n });
    await tx.delete(deliveryTemplateAreas).where(eq(deliveryTemplateAreas.templateId, current.id));
    await tx.delete(deliveryTemplates).where(eq(deliveryTemplates.id, current.id));
    await recordActivity(
      tx,
      scope,
      {
        subject: SUBJECT,
        action: "delete",
        recordId: code,
        before: { name: current.name, status: current.status },
        after: null,
      },
      now,
    );
    return { code };
  });
}

/** The shop's enabled templates for the product form's picker, by name. */
export async function templateOptions(db: Db, scope: Pick<CallerScope, "shopId">): Promise<TemplateOption[]> {
  return db
    .select({ id: deliveryTemplates.id, code: deliveryTemplates.code, name: deliveryTemplates.name })
    .from(deliveryTemplates)
    .where(and(eq(deliveryTemplates.shopId, scope.shopId), eq(deliveryTemplates.status, TemplateStatus.able)))
    .orderBy(asc(deliveryTemplates.name), asc(deliveryTemplates.id));
}

/**
 * True when `templateId` is a template of shop `shopId` (any status): what a product's deliveryTemplateId
 * may name (server/modules/item/item-service.ts). Read without a lock: a delete racing a product save could
 * leave that product naming a deleted template, which then prices nothing (templatesForFee: ships free).
 */
export async function isShopTemplate(db: Db | Tx, shopId: number, templateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryTemplates.id })
    .from(deliveryTemplates)
    .where(and(eq(deliveryTemplates.shopId, shopId), eq(deliveryTemplates.id, templateId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The templates `templateIds` of shop `shopId` with their areas, for the order's delivery fee
 * (orderDeliveryFee in src/domain/delivery-fee.ts), keyed by template id. Ids that are not the shop's (or
 * no longer exist) are absent from the map: their products ship free. Disabled templates are included
 * (they keep pricing the products that refer to them).
 * @param db the database or the order's open transaction
 */
export async function templatesForFee(
  db: Db | Tx,
  shopId: number,
  templateIds: number[],
): Promise<Map<number, TemplateForFee>> {
  const ids = [...new Set(templateIds)];
  const out = new Map<number, TemplateForFee>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(deliveryTemplates)
    .where(and(eq(deliveryTemplates.shopId, shopId), inArray(deliveryTemplates.id, ids)));
  const areas = await areasOf(
    db,
    rows.map((r) => r.id),
  );
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      pricingType: r.pricingType as PricingTypeValue,
      ...ruleOf(r),
      areas: areas.filter((a) => a.templateId === r.id).map((a) => ({ regencyCodes: a.regencyCodes, ...ruleOf(a) })),
    });
  }
  return out;
}
