/**
 * What the import worker does, without the worker: kept apart so that Node tests and the bench run the
 * very code the browser runs. One parsed sheet is held between "parse" and "match".
 */
import { matchHeaders } from "./columns";
import type { RawCell } from "./cells";
import { errorSheets, exportSheets, templateSheets } from "./file-rows";
import { vehicleNamesOf } from "./fitment-text";
import { matchRows } from "./match-rows";
import { readWorkbook, writeWorkbook } from "./read-workbook";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";

export interface WorkerCore {
  handle(msg: WorkerRequest): void;
}

/** A message handler posting its answers through `post`. */
export function createWorkerCore(post: (msg: WorkerResponse) => void): WorkerCore {
  let held: { sheet: RawCell[][]; mode: "create" | "update" } | null = null;
  return {
    handle(msg) {
      try {
        switch (msg.type) {
          case "parse": {
            post({ type: "progress", id: msg.id, percent: 5 });
            const read = readWorkbook(new Uint8Array(msg.bytes));
            if (!read.ok) return post({ type: "failed", id: msg.id, error: read.error });
            held = { sheet: read.sheet, mode: msg.mode };
            post({ type: "progress", id: msg.id, percent: 50 });
            const at = matchHeaders(read.sheet[0] ?? [], msg.mode).indexOf.fitments ?? -1;
            const texts =
              at >= 0 ? read.sheet.slice(1).flatMap((r) => (typeof r[at] === "string" ? [r[at] as string] : [])) : [];
            return post({ type: "needs", id: msg.id, vehicleNames: vehicleNamesOf(texts) });
          }
          case "match": {
            if (!held) return post({ type: "failed", id: msg.id, error: { key: "import:errors.empty" } });
            const result = matchRows(held.sheet, held.mode, msg.refs, (done, total) =>
              post({ type: "progress", id: msg.id, percent: 50 + Math.round((done / Math.max(total, 1)) * 50) }),
            );
            held = null;
            post({ type: "progress", id: msg.id, percent: 100 });
            return post({ type: "matched", id: msg.id, result });
          }
          case "template":
            return post({
              type: "written",
              id: msg.id,
              bytes: writeWorkbook(templateSheets(msg.mode, msg.lang, msg.guide, msg.categories)),
            });
          case "export":
            return post({ type: "written", id: msg.id, bytes: writeWorkbook(exportSheets(msg.rows, msg.lang)) });
          case "errors":
            return post({
              type: "written",
              id: msg.id,
              bytes: writeWorkbook(errorSheets(msg.header, msg.rows, msg.errorHeader)),
            });
        }
      } catch {
        post({ type: "failed", id: msg.id, error: { key: "import:errors.notSpreadsheet" } });
      }
    },
  };
}
