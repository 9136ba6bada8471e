/** Recap answers as the API gives them (src/resources/recaps/schema.ts), for the recap screen tests. */
import type { RecapDetail, RecapPage, RecapRow } from "../../../src/resources/recaps/schema";

export const RECAP_NO = "RCP-202610-000001-000042";

export function recapRow(over: Partial<RecapRow> = {}): RecapRow {
  return {
    recapNo: RECAP_NO,
    month: "2026-10",
    status: 4,
    statusName: "unconfirmed",
    buyerUserName: "bengkel.maju",
    buyerName: "Bengkel Maju Jaya",
    lineCount: 2,
    chargedTotal: 1_250_000,
    disputedTotal: 0,
    acceptedTotal: 1_250_000,
    difference: 0,
    deadline: null,
    createTime: "2026-11-01 00:05:00",
    ...over,
  };
}

export function recapPage(rows: RecapRow[]): RecapPage {
  const charged = rows.reduce((a, r) => a + r.chargedTotal, 0);
  const accepted = rows.reduce((a, r) => a + r.acceptedTotal, 0);
  return {
    pageCount: 1,
    rowCount: rows.length,
    pageSize: 10,
    data: rows,
    totals: { chargedTotal: charged, acceptedTotal: accepted, difference: accepted - charged },
  };
}

export function recapDetail(over: Partial<RecapDetail> = {}): RecapDetail {
  return {
    ...recapRow(),
    lines: [
      {
        lineId: 11,
        doNo: "DO-20261005-000001",
        logisticNo: "JNE-0001",
        courierName: "JNE",
        shipTime: "2026-10-05 10:00:00",
        orderCount: 2,
        chargedFee: 1_000_000,
        disputedValue: null,
        reason: null,
        status: 0,
        statusName: "charged",
        acceptedFee: 1_000_000,
      },
      {
        lineId: 12,
        doNo: "DO-20261012-000002",
        logisticNo: "SICEPAT-0002",
        courierName: "SiCepat",
        shipTime: "2026-10-12 14:30:00",
        orderCount: 1,
        chargedFee: 250_000,
        disputedValue: null,
        reason: null,
        status: 0,
        statusName: "charged",
        acceptedFee: 250_000,
      },
    ],
    events: [{ move: "finishGenerating", actor: "system", fromStatus: 1, toStatus: 4, time: "2026-11-01 00:05:00" }],
    moves: ["confirm", "dispute"],
    ...over,
  };
}
