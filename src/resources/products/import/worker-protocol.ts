/**
 * Messages between the import page and import.worker.ts (plain, structured-cloneable data only).
 * Page -> worker: parse a file, match it once references are loaded, write a file.
 * Worker -> page: progress, the vehicle names the file needs, the match, written bytes, or a failure.
 */
import type { Language } from "../../../domain/wire";
import type { CellError, RawCell } from "./cells";
import type { ImportMode } from "./columns";
import type { ExportRow, GuideTexts } from "./file-rows";
import type { CategoryRef, ImportReferences, MatchResult } from "./match-rows";

export type WorkerRequest =
  | { type: "parse"; id: number; bytes: ArrayBuffer; mode: ImportMode }
  | { type: "match"; id: number; refs: ImportReferences }
  /** `categories`: the user's category tree, flattened (the guide's category examples come from it). */
  | { type: "template"; id: number; mode: ImportMode; lang: Language; guide: GuideTexts; categories?: CategoryRef[] }
  | { type: "export"; id: number; rows: ExportRow[]; lang: Language }
  | {
      type: "errors";
      id: number;
      header: RawCell[];
      rows: { raw: RawCell[]; errorText: string }[];
      errorHeader: string;
    };

export type WorkerResponse =
  | { type: "progress"; id: number; percent: number }
  | { type: "needs"; id: number; vehicleNames: string[] }
  | { type: "matched"; id: number; result: MatchResult }
  | { type: "written"; id: number; bytes: Uint8Array }
  | { type: "failed"; id: number; error: CellError };

/** A request before the page numbers it. */
export type WorkerAsk = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, "id"> : never) : never;
