/**
 * The global numbering sequences (migrations 0016-0024): a number drawn with nextval is never handed out
 * twice, even by several API processes on one PostgreSQL. Every marketplace number goes through here.
 */
import { sql } from "drizzle-orm";
import { formatDate } from "@src/domain/datetime";
import type { Db, Tx } from "./client";

export type NumberSequence =
  | "order_no_seq"
  | "delivery_order_no_seq"
  | "refund_no_seq"
  | "bill_no_seq"
  | "inquiry_no_seq"
  | "tender_no_seq"
  | "inquiry_group_no_seq"
  | "indent_letter_no_seq"
  | "consign_no_seq"
  | "consign_refund_no_seq"
  | "report_ticket_no_seq";

/** The next value of `sequence`. */
export async function nextSequenceValue(db: Db | Tx, sequence: NumberSequence): Promise<number> {
  const res = (await db.execute(sql`select nextval(${sql.raw(`'${sequence}'`)}) as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(res.rows[0].n);
}

/** `<prefix>-yyyyMMdd-nnnnnn`: the WIB date of `now` and the next value of `sequence`, zero-padded to 6 digits. */
export async function nextDailyNumber(
  db: Db | Tx,
  sequence: NumberSequence,
  prefix: string,
  now: Date,
): Promise<string> {
  const n = await nextSequenceValue(db, sequence);
  return `${prefix}-${formatDate(now).replace(/-/g, "")}-${String(n).padStart(6, "0")}`;
}
