/**
 * The inquiry-data download (spec §2 /tend download; §9 "Downloads default to the last 3 months; time filters
 * 3 days, 1 week, 1 month. Download page refreshes every 10 seconds"): the seller asks for an xlsx of the
 * inquiries offered to its shop, its tenders and its inquiry orders of a period; the background sweep
 * (server/jobs/inquiry-downloads.ts) writes it; the page lists the files asked within a period. Jobs live in
 * the shared `downloads` table with kind `inquiries`; "only own" callers get their own tenders and orders.
 */
import type ExcelJS from "exceljs";
import { newWorkbook } from "../../files/workbook";
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { formatDate, formatDateTime } from "@src/domain/datetime";
import { brandKey, InquiryStatus, OrderType, tenderStatusName, type DownloadPeriod } from "@src/domain/inquiry";
import { orderStatusName } from "@src/domain/order";
import type { Language } from "@src/domain/wire";
import type { InquiryDownloadRow } from "@src/resources/inquiry-orders/schema";
import { rangeStart } from "@src/resources/priority-areas/schema";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { inquiries, tenders } from "../../db/schema/inquiry";
import { orders } from "../../db/schema/order";
import { shops } from "../../db/schema/shop";
import { translate } from "../../http/i18n";
import type { CallerScope, RowScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { downloadRowOf, insertDownloadJob, pageDownloadJobs, type StoredDownload } from "../file/download-jobs";
import { sellerOrderWhere } from "../order/order-scope";

export const INQUIRY_DOWNLOAD_KIND = "inquiries";
/** Rows per sheet at most. */
export const MAX_INQUIRY_DOWNLOAD_ROWS = 10_000;

/** What an inquiry download job was asked with (downloads.params). */
export interface InquiryDownloadParams {
  period: DownloadPeriod;
  /** ISO instants: records created in [from, to). */
  from: string;
  to: string;
  lang: Language;
  ownerUserId?: number;
}

function toRow(r: StoredDownload): InquiryDownloadRow {
  const params = r.params as Partial<InquiryDownloadParams>;
  const day = (iso: string | undefined) => (iso ? formatDate(new Date(iso)) : "");
  return {
    ...downloadRowOf(r),
    period: (params.period ?? "3m") as DownloadPeriod,
    from: day(params.from),
    // `to` is exclusive (now); the last day covered is the day of that instant.
    to: day(params.to),
  };
}

/**
 * Asks for the inquiry data of `period` back from `now` (status generating; the sweep writes it).
 * @throws 409 inquiryOrders:errors.generating while another inquiry file of the shop is still generating
 */
export async function requestInquiryDownload(
  db: Db,
  scope: CallerScope,
  period: DownloadPeriod,
  now: Date,
  lang: Language,
): Promise<InquiryDownloadRow> {
  return db.transaction(async (tx) => {
    const params: InquiryDownloadParams = {
      period,
      from: rangeStart(period, now).toISOString(),
      to: now.toISOString(),
      lang,
      ...(scope.ownerUserId === undefined ? {} : { ownerUserId: scope.ownerUserId }),
    };
    const job = await insertDownloadJob(
      tx,
      scope,
      { kind: INQUIRY_DOWNLOAD_KIND, params: { ...params }, busyMessage: "inquiryOrders:errors.generating" },
      now,
    );
    await recordActivity(
      tx,
      scope.auth,
      { subject: "inquiryOrders", action: "export", recordId: job.id, after: { period } },
      now,
    );
    return toRow(job);
  });
}

/** The shop's inquiry files asked within `period` of `now`, newest first. */
export async function pageInquiryDownloads(
  db: Db,
  shopId: number,
  req: { pageNo: number; pageSize: number; period: DownloadPeriod },
  now: Date,
): Promise<{ rows: InquiryDownloadRow[]; rowCount: number }> {
  const { rows, rowCount } = await pageDownloadJobs(
    db,
    shopId,
    INQUIRY_DOWNLOAD_KIND,
    rangeStart(req.period, now),
    req,
  );
  return { rowCount, rows: rows.map(toRow) };
}

/** The i18n key of an inquiry status (`inquiries:status.<key>`). */
function inquiryStatusKey(status: number): string {
  return Object.entries(InquiryStatus).find(([, v]) => v === status)?.[0] ?? "open";
}

/** The shop's sellable brand keys (store details `partBrands`, matched by brandKey). */
async function brandKeysOf(db: Db | Tx, shopId: number): Promise<string[]> {
  const [shop] = await db.select({ application: shops.application }).from(shops).where(eq(shops.id, shopId));
  const brands = shop?.application.partBrands;
  return Array.isArray(brands) ? brands.filter((b): b is string => typeof b === "string").map(brandKey) : [];
}

function sheetOf(workbook: ExcelJS.Workbook, lang: Language, name: string, columns: [string, string, number][]) {
  const sheet = workbook.addWorksheet(translate(lang, `inquiryOrders:download.${name}`));
  sheet.columns = columns.map(([key, title, width]) => ({ header: translate(lang, title), key, width }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * The inquiry data file (xlsx, three sheets, each newest first, at most MAX_INQUIRY_DOWNLOAD_ROWS rows): the
 * inquiries offered to the shop (its brands) created in the period; the shop's tenders created in it; the
 * shop's inquiry orders placed in it. Titles follow the language the file was asked in.
 */
export async function buildInquiryWorkbook(
  db: Db | Tx,
  job: { shopId: number; params: InquiryDownloadParams },
): Promise<{ bytes: Buffer; rows: number }> {
  const { params } = job;
  const from = new Date(params.from);
  const to = new Date(params.to);
  const lang = params.lang;
  const scope: RowScope = {
    shopId: job.shopId,
    ...(params.ownerUserId === undefined ? {} : { ownerUserId: params.ownerUserId }),
  };
  const keys = await brandKeysOf(db, job.shopId);
  const inquiryRows =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(inquiries)
          .where(
            and(inArray(inquiries.carBrandKey, keys), gte(inquiries.createTime, from), lt(inquiries.createTime, to)),
          )
          .orderBy(desc(inquiries.createTime), desc(inquiries.id))
          .limit(MAX_INQUIRY_DOWNLOAD_ROWS);
  const tenderScope: SQL | undefined =
    scope.ownerUserId === undefined ? undefined : eq(tenders.ownerUserId, scope.ownerUserId);
  const tenderRows = await db
    .select({ t: tenders, inquiryNo: inquiries.inquiryNo })
    .from(tenders)
    .innerJoin(inquiries, eq(inquiries.id, tenders.inquiryId))
    .where(and(eq(tenders.shopId, job.shopId), tenderScope, gte(tenders.createTime, from), lt(tenders.createTime, to)))
    .orderBy(desc(tenders.createTime), desc(tenders.id))
    .limit(MAX_INQUIRY_DOWNLOAD_ROWS);
  const orderRows = await db
    .select({ o: orders, userName: users.userName, nickName: users.nickName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .where(
      and(
        sellerOrderWhere(scope),
        eq(orders.orderType, OrderType.inquiry),
        gte(orders.orderTime, from),
        lt(orders.orderTime, to),
      ),
    )
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(MAX_INQUIRY_DOWNLOAD_ROWS);

  const workbook = await newWorkbook();
  const a = sheetOf(workbook, lang, "inquiriesSheet", [
    ["inquiryNo", "inquiryOrders:download.inquiryNo", 24],
    ["createTime", "inquiryOrders:download.createTime", 20],
    ["deadline", "inquiryOrders:download.deadline", 20],
    ["car", "inquiryOrders:download.car", 30],
    ["claimNo", "inquiryOrders:download.claimNo", 20],
    ["status", "inquiryOrders:download.status", 16],
  ]);
  for (const i of inquiryRows)
    a.addRow({
      inquiryNo: i.inquiryNo,
      createTime: formatDateTime(i.createTime),
      deadline: formatDateTime(i.deadline),
      car: `${i.carBrandName} ${i.carModel} ${i.carYear}`,
      claimNo: i.claimNo,
      status: translate(lang, `inquiries:status.${inquiryStatusKey(i.status)}`),
    });
  const b = sheetOf(workbook, lang, "tendersSheet", [
    ["tenderNo", "inquiryOrders:download.tenderNo", 24],
    ["inquiryNo", "inquiryOrders:download.inquiryNo", 24],
    ["createTime", "inquiryOrders:download.createTime", 20],
    ["status", "inquiryOrders:download.status", 20],
    ["total", "inquiryOrders:download.total", 16],
  ]);
  for (const { t, inquiryNo } of tenderRows)
    b.addRow({
      tenderNo: t.tenderNo,
      inquiryNo,
      createTime: formatDateTime(t.createTime),
      status: translate(lang, `tenders:status.${tenderStatusName(t.status)}`),
      total: t.goodsAmount + (t.freeShipment ? 0 : t.deliveryFee),
    });
  const c = sheetOf(workbook, lang, "ordersSheet", [
    ["orderNo", "inquiryOrders:download.orderNo", 24],
    ["orderTime", "inquiryOrders:download.createTime", 20],
    ["buyer", "inquiryOrders:download.buyer", 30],
    ["claimNo", "inquiryOrders:download.claimNo", 20],
    ["status", "inquiryOrders:download.status", 20],
    ["total", "inquiryOrders:download.total", 16],
  ]);
  for (const { o, userName, nickName } of orderRows)
    c.addRow({
      orderNo: o.orderNo,
      orderTime: formatDateTime(o.orderTime),
      buyer: nickName ? `${nickName} (${userName})` : userName,
      claimNo: o.claimNo,
      status: translate(lang, `orders:statusName.${orderStatusName(o.status, o.modificationStatus)}`),
      total: o.total,
    });
  for (const sheet of [b, c]) sheet.getColumn("total").numFmt = "#,##0";
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, rows: inquiryRows.length + tenderRows.length + orderRows.length };
}
