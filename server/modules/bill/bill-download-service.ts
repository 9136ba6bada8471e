/**
 * Bill downloads (spec §2 bill-download, §8 'Download file failed', §9 "Downloads and bill downloads
 * default to the last 3 months; time filters 3 days, 1 week, 1 month. Download page refreshes every 10
 * seconds"): the seller asks for an xlsx of its bills dated within a range; the background sweep
 * (server/jobs/bills.ts sweepBillDownloads) writes it; the page lists the files asked within a range.
 * Jobs live in the shared `downloads` table with kind `bills`.
 */
import { newWorkbook } from "../../files/workbook";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import { billStatusName, MAX_BILL_DOWNLOAD_ROWS } from "@src/domain/bill";
import { formatDate } from "@src/domain/datetime";
import type { Language } from "@src/domain/wire";
import {
  type BillDownloadRequest,
  type BillDownloadRow,
  type BillDownloadsPageRequest,
} from "@src/resources/bills/schema";
import { rangeStart } from "@src/resources/priority-areas/schema";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { bills } from "../../db/schema/bill";
import { translate } from "../../http/i18n";
import type { CallerScope, RowScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { downloadRowOf, insertDownloadJob, pageDownloadJobs, type StoredDownload } from "../file/download-jobs";
import { sellerBillWhere } from "./bill-scope";

export const BILL_DOWNLOAD_KIND = "bills";

/** What a bill download job was asked with (downloads.params). */
export interface BillDownloadParams {
  /** ISO instants: bills whose bill time is in [from, to). */
  from: string;
  to: string;
  lang: Language;
  /** "Only own" scope of the asker, kept so the file holds what its list shows. */
  ownerUserId?: number;
}

function toRow(r: StoredDownload): BillDownloadRow {
  const p = r.params as Partial<BillDownloadParams>;
  return {
    ...downloadRowOf(r),
    kind: "bills",
    from: p.from ? formatDate(new Date(p.from)) : "",
    to: p.to ? formatDate(new Date(new Date(p.to).getTime() - 1)) : "",
  };
}

/**
 * Asks for a file of the shop's bills dated within `body.range` of `now` (default the last 3 months).
 * @throws 409 bills:errors.generating while another bill file of the shop is still generating.
 */
export async function requestBillDownload(
  db: Db,
  scope: CallerScope,
  body: BillDownloadRequest,
  now: Date,
  lang: Language,
): Promise<BillDownloadRow> {
  return db.transaction(async (tx) => {
    const params: BillDownloadParams = {
      from: rangeStart(body.range ?? "3m", now).toISOString(),
      to: now.toISOString(),
      lang,
      ...(scope.ownerUserId === undefined ? {} : { ownerUserId: scope.ownerUserId }),
    };
    const job = await insertDownloadJob(
      tx,
      scope,
      { kind: BILL_DOWNLOAD_KIND, params: { ...params }, busyMessage: "bills:errors.generating" },
      now,
    );
    await recordActivity(
      tx,
      scope.auth,
      { subject: "bills", action: "export", recordId: job.id, after: { range: body.range ?? "3m" } },
      now,
    );
    return toRow(job);
  });
}

/** The shop's bill files asked within `req.range` of `now`, newest first. */
export async function pageBillDownloads(
  db: Db,
  shopId: number,
  req: BillDownloadsPageRequest,
  now: Date,
): Promise<{ rows: BillDownloadRow[]; rowCount: number }> {
  const { rows, rowCount } = await pageDownloadJobs(db, shopId, BILL_DOWNLOAD_KIND, rangeStart(req.range, now), req);
  return { rowCount, rows: rows.map(toRow) };
}

/** Column keys and their titles' i18n keys (the list's labels, so the file reads like the screen). */
const COLUMNS = [
  ["billNo", "bills:fields.billNo", 22],
  ["status", "bills:fields.status", 20],
  ["period", "bills:fields.period", 12],
  ["billDate", "bills:fields.billDate", 12],
  ["settlementDate", "bills:fields.settlementDate", 12],
  ["deadline", "bills:fields.deadline", 12],
  ["paidDate", "bills:fields.paidDate", 12],
  ["buyer", "bills:fields.buyer", 30],
  ["orderCount", "bills:fields.orderCount", 10],
  ["quantity", "bills:fields.quantity", 10],
  ["productAmount", "bills:fields.productAmount", 18],
  ["deliveryFeeBefore", "bills:fields.deliveryFeeBefore", 18],
  ["deliveryFeeAfter", "bills:fields.deliveryFeeAfter", 18],
  ["total", "bills:fields.total", 18],
] as const;
const MONEY = new Set(["orderCount", "quantity", "productAmount", "deliveryFeeBefore", "deliveryFeeAfter", "total"]);

/**
 * The bill file (xlsx; numbers as numbers with a thousands format so Excel sums them): one row per bill of
 * the shop (and "only own" scope) whose bill time is in the range, newest first, at most
 * MAX_BILL_DOWNLOAD_ROWS, and a total row. Column titles follow the language the file was asked in.
 */
export async function buildBillWorkbook(
  db: Db | Tx,
  job: { shopId: number; params: BillDownloadParams },
): Promise<{ bytes: Buffer; rows: number }> {
  const { params } = job;
  const scope: RowScope = {
    shopId: job.shopId,
    ...(params.ownerUserId === undefined ? {} : { ownerUserId: params.ownerUserId }),
  };
  const rows = await db
    .select({ b: bills, userName: users.userName, nickName: users.nickName })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.buyerUserId))
    .where(
      and(sellerBillWhere(scope), gte(bills.billTime, new Date(params.from)), lt(bills.billTime, new Date(params.to))),
    )
    .orderBy(desc(bills.billTime), desc(bills.id))
    .limit(MAX_BILL_DOWNLOAD_ROWS);
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(translate(params.lang, "bills:download.sheet"));
  sheet.columns = COLUMNS.map(([key, title, width]) => ({
    header: translate(params.lang, title),
    key,
    width,
    style: MONEY.has(key) ? { numFmt: "#,##0" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const sum = { orderCount: 0, quantity: 0, productAmount: 0, deliveryFeeBefore: 0, deliveryFeeAfter: 0, total: 0 };
  for (const { b, userName, nickName } of rows) {
    sheet.addRow({
      billNo: b.billNo,
      status: translate(params.lang, `bills:status.${billStatusName(b.status)}`),
      period: b.period,
      billDate: formatDate(b.billTime),
      settlementDate: formatDate(b.settlementTime),
      deadline: formatDate(b.deadline),
      paidDate: b.paidTime ? formatDate(b.paidTime) : "",
      buyer: nickName ? `${nickName} (${userName})` : userName,
      orderCount: b.orderCount,
      quantity: b.quantity,
      productAmount: b.productAmount,
      deliveryFeeBefore: b.deliveryFeeBefore,
      deliveryFeeAfter: b.deliveryFeeAfter,
      total: b.total,
    });
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += b[k];
  }
  const totalRow = sheet.addRow({ billNo: translate(params.lang, "bills:download.total"), ...sum });
  totalRow.font = { bold: true };
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, rows: rows.length };
}
