/**
 * Reading inquiries (spec §2 /tend inquiry-list, inquirydetail; §3 "Inquiry"; §4 "Inquiry and tender"): the
 * seller's list with tabs list / passed, its counts and the detail, each scoped in SQL by the shop's brands
 * (inquiry-scope.ts); and the rows the buyer's own views are made of. Times are `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import {
  agingDays,
  brandKey,
  INQUIRY_TAB_KEYS,
  isOutOfTown,
  tenderStatusName,
  urgencyOf,
  type InquiryTab,
} from "@src/domain/inquiry";
import { inquiryActionsFor } from "@src/domain/tender-transitions";
import type { Language } from "@src/domain/wire";
import {
  INQUIRY_NO_FORMAT,
  type InquiryDetail,
  type InquiryPageFilters,
  type InquiryPart,
  type InquiryRow,
  type InquiryTabCounts,
} from "@src/resources/inquiries/schema";
import { buyerTypeOf } from "../order/order-create-service";
import type { Db, Tx } from "../../db/client";
import { asPlaceholder, boundValues, preparedOnce, type Bind } from "../../db/prepared";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { inquiries, inquiryParts, inquiryPasses, tenders } from "../../db/schema/inquiry";
import { categories, regions } from "../../db/schema/reference";
import type { RowScope } from "../../http/scope";
import {
  effectiveInquiryStatus,
  inquiryNotFound,
  offeredOpenWhere,
  shopInquiryContext,
  shopReachWhere,
  type InquiryRecord,
  type ShopInquiryContext,
} from "./inquiry-scope";

/** Parts shown in a list row. */
const ROW_PARTS = 3;

export type InquiryFilters = Omit<InquiryPageFilters, "tab" | "sort"> & {
  tab?: InquiryTab;
  sort?: "deadline" | "newest" | "oldest";
};

/** The filters' conditions besides the tab (keyword, car brand, buyer type). */
function filterWhere(f: InquiryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const keyword = f.keyword?.trim();
  if (keyword && INQUIRY_NO_FORMAT.test(keyword.toUpperCase())) {
    conditions.push(eq(inquiries.inquiryNo, keyword.toUpperCase()));
  } else if (keyword) {
    const k = likePattern(keyword);
    conditions.push(
      or(
        ilike(inquiries.inquiryNo, k),
        ilike(inquiries.vin, k),
        ilike(inquiries.licensePlate, k),
        ilike(inquiries.claimNo, k),
        ilike(inquiries.workOrderNo, k),
        ilike(inquiries.carModel, k),
        sql`${inquiries.id} in (select ${inquiryParts.inquiryId} from ${inquiryParts} where ${inquiryParts.partName} ilike ${k} or ${inquiryParts.partNo} ilike ${k})`,
      ),
    );
  }
  if (f.carBrand) conditions.push(eq(inquiries.carBrandKey, brandKey(f.carBrand)));
  if (f.buyerType) conditions.push(eq(inquiries.buyerType, f.buyerType));
  return and(...conditions);
}

/** The shop's passes (of the owner only for an "only own" position). */
function passWhere(scope: RowScope, own: boolean): SQL {
  return and(
    eq(inquiryPasses.shopId, scope.shopId),
    own && scope.ownerUserId !== undefined ? eq(inquiryPasses.userId, scope.ownerUserId) : undefined,
  ) as SQL;
}

/**
 * The tab's condition: "list" the open inquiries of the shop's brands it has not passed; "passed" those it
 * passed (an "only own" position: those it passed itself).
 */
function tabWhere(ctx: ShopInquiryContext, scope: RowScope, tab: InquiryTab): SQL {
  const passed = sql`${inquiries.id} in (select ${inquiryPasses.inquiryId} from ${inquiryPasses} where ${passWhere(scope, tab === "passed")})`;
  return and(offeredOpenWhere(ctx), tab === "passed" ? passed : sql`not (${passed})`) as SQL;
}

const orderOf = (sort: InquiryFilters["sort"]) =>
  sort === "newest"
    ? [desc(inquiries.createTime), desc(inquiries.id)]
    : sort === "oldest"
      ? [asc(inquiries.createTime), asc(inquiries.id)]
      : [asc(inquiries.deadline), asc(inquiries.id)];

/** The columns a list row reads of an inquiry. */
const rowColumns = {
  id: inquiries.id,
  inquiryNo: inquiries.inquiryNo,
  createTime: inquiries.createTime,
  deadline: inquiries.deadline,
  status: inquiries.status,
  buyerUserId: inquiries.buyerUserId,
  buyerType: inquiries.buyerType,
  vehicleType: inquiries.vehicleType,
  carBrandName: inquiries.carBrandName,
  carModel: inquiries.carModel,
  carYear: inquiries.carYear,
  licensePlate: inquiries.licensePlate,
  claimNo: inquiries.claimNo,
  receiverRegencyCode: inquiries.receiverRegencyCode,
};
type RowInquiry = Pick<InquiryRecord, keyof typeof rowColumns>;

/**
 * A list row's columns in one statement: the inquiry's, the buyer's names, the receiver's city, the first
 * parts and their count, and the pass and tender of the shop `shop` stands for (-1: nobody). One round trip per page
 * (bench/README.md "Inquiry list").
 */
function rowSelection(shop: Placeholder) {
  return {
    ...rowColumns,
    buyerUserName: users.userName,
    buyerNickName: users.nickName,
    city: regions.name,
    parts: sql<
      { partName: string; partNo: string; quantity: number }[] | null
    >`(select json_agg(json_build_object('partName', p.part_name, 'partNo', p.part_no, 'quantity', p.quantity) order by p.line_no) from (select * from ${inquiryParts} x where x.inquiry_id = ${inquiries.id} order by x.line_no limit ${ROW_PARTS}) p)`,
    partCount: sql<number>`(select count(*)::int from ${inquiryParts} where ${inquiryParts.inquiryId} = ${inquiries.id})`,
    passed: sql<boolean>`exists (select 1 from ${inquiryPasses} where ${inquiryPasses.inquiryId} = ${inquiries.id} and ${inquiryPasses.shopId} = ${shop})`,
    tenderNo: sql<
      string | null
    >`(select ${tenders.tenderNo} from ${tenders} where ${tenders.inquiryId} = ${inquiries.id} and ${tenders.shopId} = ${shop})`,
    tenderStatus: sql<
      number | null
    >`(select ${tenders.status} from ${tenders} where ${tenders.inquiryId} = ${inquiries.id} and ${tenders.shopId} = ${shop})`,
  };
}

function selectRows(db: Db | Tx, shop: Placeholder) {
  return db
    .select(rowSelection(shop))
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.buyerUserId))
    .leftJoin(regions, eq(regions.code, inquiries.receiverRegencyCode));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectRows>["where"]>>[number];

/** A joined row as the list answers it. */
function toRow(r: Joined, now: Date): InquiryRow {
  const tenderStatus = r.tenderStatus === null ? null : Number(r.tenderStatus);
  const actions = inquiryActionsFor({ inquiryStatus: effectiveInquiryStatus(r, now), passed: r.passed, tenderStatus });
  return {
    inquiryNo: r.inquiryNo,
    createTime: formatDateTime(r.createTime),
    deadline: formatDateTime(r.deadline),
    agingDays: agingDays(r.createTime, now),
    urgency: r.status === 1 ? urgencyOf(r.deadline, now) : "closed",
    status: r.status,
    buyerUserName: r.buyerUserName,
    buyerName: r.buyerNickName || r.buyerUserName,
    buyerType: buyerTypeOf(r.buyerType),
    vehicleType: r.vehicleType,
    carBrandName: r.carBrandName,
    carModel: r.carModel,
    carYear: r.carYear,
    licensePlate: r.licensePlate,
    claimNo: r.claimNo,
    parts: r.parts ?? [],
    partCount: Number(r.partCount),
    receiverCity: r.city ?? "",
    passed: r.passed,
    tenderNo: r.tenderNo,
    tenderStatus,
    tenderStatusName: tenderStatus === null ? null : tenderStatusName(tenderStatus),
    canTender: actions.tender === true,
    canPass: actions.pass === true,
    canUndoPass: actions.undoPass === true,
  };
}

/** Rows of `list` as `shopId` sees them (null: nobody's pass or tender). */
async function rowsOf(db: Db | Tx, shopId: number | null, list: RowInquiry[], now: Date): Promise<InquiryRow[]> {
  if (list.length === 0) return [];
  // Prepared (docs/architecture.md §6 "Prepared statements"): the page's ids as one array parameter.
  const joined = await preparedOnce(db, "inquiry_rows", (h, name) =>
    selectRows(h, sql.placeholder("shopId"))
      .where(sql`${inquiries.id} = any(${sql.placeholder("ids")}::int[])`)
      .prepare(name),
  ).execute({ shopId: shopId ?? -1, ids: list.map((r) => r.id) });
  const byId = new Map(joined.map((r) => [r.id, r]));
  return list.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [toRow(row, now)] : [];
  });
}

/**
 * One page of the seller's inquiry list (POST /api/inquiry/ina/page): tab list (open inquiries of the
 * shop's brands, not passed) or passed; default sort deadline ascending (most urgent first).
 */
export async function pageInquiries(
  db: Db,
  scope: RowScope,
  filters: InquiryFilters,
  limit: number,
  offset: number,
  now: Date,
): Promise<{ rows: InquiryRow[]; rowCount: number }> {
  const ctx = await shopInquiryContext(db, scope.shopId);
  const where = and(tabWhere(ctx, scope, filters.tab ?? "list"), filterWhere(filters));
  // The page's ids and the total in one statement (a window over the filtered rows, on the index columns
  // only); then the rows' columns for those ids in a second one.
  const list = await db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(inquiries)
    .where(where)
    .orderBy(...orderOf(filters.sort))
    .limit(limit)
    .offset(offset);
  let rowCount = list[0]?.total ?? 0;
  if (list.length === 0 && offset > 0) {
    const [total] = await db.select({ n: count() }).from(inquiries).where(where);
    rowCount = total?.n ?? 0;
  }
  return { rows: await rowsOf(db, scope.shopId, list, now), rowCount };
}

/** Inquiries per tab under the same filters (POST /api/inquiry/ina/counts). */
export async function countInquiries(db: Db, scope: RowScope, filters: InquiryFilters): Promise<InquiryTabCounts> {
  const ctx = await shopInquiryContext(db, scope.shopId);
  const counts = await Promise.all(
    INQUIRY_TAB_KEYS.map(async (tab) => {
      const [row] = await db
        .select({ n: count() })
        .from(inquiries)
        .where(and(tabWhere(ctx, scope, tab), filterWhere(filters)));
      return [tab, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as InquiryTabCounts;
}

/** The inquiry's parts with their categories' titles in `lang`. */
export async function partsOf(db: Db | Tx, inquiryId: number, lang: Language): Promise<InquiryPart[]> {
  const rows = await db
    .select({
      part: inquiryParts,
      title: categories.title,
      titleIndonesian: categories.titleIndonesian,
    })
    .from(inquiryParts)
    .leftJoin(categories, eq(categories.cateId, inquiryParts.categoryId))
    .where(eq(inquiryParts.inquiryId, inquiryId))
    .orderBy(asc(inquiryParts.lineNo));
  return rows.map(({ part, title, titleIndonesian }) => ({
    partId: part.id,
    lineNo: part.lineNo,
    partName: part.partName,
    partNo: part.partNo,
    categoryId: part.categoryId,
    categoryTitle: title === null ? null : lang === "id-ID" ? (titleIndonesian ?? title) : title,
    quantity: part.quantity,
    condition: part.condition,
    remark: part.remark,
    pictures: part.pictures,
  }));
}

/**
 * The whole inquiry as `shopId` sees it (its pass and tender; null: nobody's, e.g. the buyer), with every
 * field of spec §3 "Inquiry".
 */
export async function inquiryDetailOf(
  db: Db | Tx,
  inquiry: InquiryRecord,
  shop: ShopInquiryContext | null,
  now: Date,
  lang: Language,
): Promise<InquiryDetail> {
  const [[row], parts] = await Promise.all([
    rowsOf(db, shop?.shopId ?? null, [inquiry], now),
    partsOf(db, inquiry.id, lang),
  ]);
  const actions = inquiryActionsFor({
    inquiryStatus: effectiveInquiryStatus(inquiry, now),
    passed: row.passed,
    tenderStatus: row.tenderStatus,
  });
  return {
    ...row,
    vin: inquiry.vin,
    workOrderNo: inquiry.workOrderNo,
    remark: inquiry.remark,
    pictures: inquiry.pictures,
    receiverName: inquiry.receiverName,
    receiverPhone: inquiry.receiverPhone,
    receiverRegionCodes: inquiry.receiverRegionCodes,
    receiverPostalCode: inquiry.receiverPostalCode,
    receiverAddress: inquiry.receiverAddress,
    outOfTown: shop ? isOutOfTown(shop.regencyCode, inquiry.receiverRegencyCode) : false,
    parts,
    tenderRefusal: actions.tender === true ? null : actions.tender,
    passRefusal: actions.pass === true ? null : actions.pass,
  };
}

/**
 * The inquiry `inquiryNo` if the shop reaches it (open and of its brands, or tendered on), else 404
 * `inquiries:errors.notFound`. `lock`: FOR NO KEY UPDATE (the writes' first step).
 */
export async function reachInquiry(
  db: Db | Tx,
  ctx: ShopInquiryContext,
  inquiryNo: string,
  lock = false,
): Promise<InquiryRecord> {
  // Prepared (docs/architecture.md §6 "Prepared statements"): the detail and every tender and pass read it.
  const where = (bind: Bind) => and(eq(inquiries.inquiryNo, bind("inquiryNo", inquiryNo)), shopReachWhere(ctx, bind));
  const name = `inquiry_reach_${ctx.brandKeys.length === 0 ? "n" : "b"}${lock ? "_lock" : ""}`;
  const [row] = await preparedOnce(db, name, (h, n) => {
    const query = h.select().from(inquiries).where(where(asPlaceholder));
    return (lock ? query.for("no key update") : query).prepare(n);
  }).execute(boundValues(where));
  if (!row) throw inquiryNotFound();
  return row;
}

/** POST /api/inquiry/ina/detail: the inquiry as the caller's shop sees it. @throws 404 inquiries:errors.notFound */
export async function sellerInquiryDetail(
  db: Db,
  scope: RowScope,
  inquiryNo: string,
  now: Date,
  lang: Language,
): Promise<InquiryDetail> {
  const ctx = await shopInquiryContext(db, scope.shopId);
  const inquiry = await reachInquiry(db, ctx, inquiryNo);
  return inquiryDetailOf(db, inquiry, ctx, now, lang);
}

/** Rows of inquiries for the buyer's own list (no shop's pass or tender). */
export async function buyerInquiryRows(db: Db | Tx, list: InquiryRecord[], now: Date): Promise<InquiryRow[]> {
  return rowsOf(db, null, list, now);
}
