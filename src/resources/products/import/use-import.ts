/**
 * State of the import page (spec §5 "Import: matching, then confirm and submit"): the worker reads and
 * matches the file (with the references the file needs, loaded from the API), the page shows the match,
 * the user drops bad rows or downloads them, and confirm sends the valid rows in one request.
 *
 * Progress: 0-60 % follows the worker (read, then match in chunks); 60-100 % the API's work on the import,
 * polled from products `importProgress` every PROGRESS_POLL_MS while the import request is under way
 * (the import is one request and one transaction; the poll reads how far the server has got).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInvalidate } from "@refinedev/core";
import { failureText, useEndpointCall } from "../../../providers/data-hooks";
import { useCategories } from "../../../forms/category-select";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../domain/wire";
import type { CellError } from "./cells";
import { columnsOf, isSpreadsheetName, MAX_IMPORT_FILE_BYTES, type ImportMode } from "./columns";
import { GUIDE_NOTE_TYPES, type ExportRow, type GuideTexts } from "./file-rows";
import type { VehicleRef } from "./fitment-text";
import { flattenCategories, validBodies, type MatchResult } from "./match-rows";
import type { ImportProgress, ImportResult } from "./schema";
import type { WorkerAsk, WorkerResponse } from "./worker-protocol";
import { dataText } from "../../../domain/text-key";

/** How often the page asks how far the server has got with the import. */
const PROGRESS_POLL_MS = 400;

export type ImportPhase = "idle" | "reading" | "matched" | "saving" | "done";

type Pending = { resolve: (msg: WorkerResponse) => void; onProgress?: (percent: number) => void };

/** One worker for the page's life; requests are answered by id. */
function useImportWorker() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(1);
  useEffect(() => {
    const w = new Worker(new URL("./import.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e: MessageEvent<WorkerResponse>) => {
      const p = pending.current.get(e.data.id);
      if (!p) return;
      if (e.data.type === "progress") p.onProgress?.(e.data.percent);
      else {
        pending.current.delete(e.data.id);
        p.resolve(e.data);
      }
    };
    worker.current = w;
    return () => w.terminate();
  }, []);
  return useCallback((msg: WorkerAsk, onProgress?: (percent: number) => void, transfer: Transferable[] = []) => {
    const id = nextId.current++;
    return new Promise<WorkerResponse>((resolve) => {
      pending.current.set(id, { resolve, onProgress });
      worker.current?.postMessage({ ...msg, id }, transfer);
    });
  }, []);
}

/** A refusal of the API (Refine's HttpError carries the envelope code as statusCode). */
function isCallFailure(e: unknown): boolean {
  return typeof (e as { statusCode?: unknown } | null)?.statusCode === "number";
}

function download(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(
    new Blob([bytes as BlobPart], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
  );
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useImport() {
  const { t, i18n } = useTranslation(["common", "import", "products"]);
  const ask = useImportWorker();
  const lang: Language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : DEFAULT_LANGUAGE;
  const [mode, setModeState] = useState<ImportMode>("create");
  const [phase, setPhase] = useState<ImportPhase>("idle");
  const [percent, setPercent] = useState(0);
  const [fileName, setFileName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [match, setMatch] = useState<MatchResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const importId = useRef<string>(crypto.randomUUID());
  const errorText = useCallback((e: CellError) => dataText(t, e.key, e.params), [t]);
  const { load: loadCategories } = useCategories();
  const importVehicles = useEndpointCall<VehicleRef[]>("products", "importVehicles");
  const exportRows = useEndpointCall<ExportRow[]>("products", "export");
  const importProgress = useEndpointCall<ImportProgress>("products", "importProgress");
  const importRows = useEndpointCall<ImportResult>("products", "import");
  const invalidate = useInvalidate();

  const reset = useCallback(() => {
    setPhase("idle");
    setPercent(0);
    setMatch(null);
    setResult(null);
    setError(null);
    importId.current = crypto.randomUUID();
  }, []);
  const setMode = useCallback(
    (m: ImportMode) => {
      setModeState(m);
      reset();
    },
    [reset],
  );

  const readFile = useCallback(
    async (file: File) => {
      reset();
      setFileName(file.name);
      if (!isSpreadsheetName(file.name)) return setError(t("import:wrongType", { name: file.name }));
      if (file.size > MAX_IMPORT_FILE_BYTES)
        return setError(t("import:errors.tooLarge", { maxMb: MAX_IMPORT_FILE_BYTES / 1024 / 1024 }));
      setPhase("reading");
      const bytes = await file.arrayBuffer();
      const progress = (p: number) => setPercent(Math.round(p * 0.6));
      const needs = await ask({ type: "parse", bytes, mode }, progress, [bytes]);
      if (needs.type === "failed") {
        setPhase("idle");
        return setError(errorText(needs.error));
      }
      try {
        const names = needs.type === "needs" ? needs.vehicleNames : [];
        const [tree, vehicles] = await Promise.all([
          loadCategories(),
          names.length ? importVehicles({ names }) : Promise.resolve([]),
        ]);
        const matched = await ask(
          { type: "match", refs: { categories: flattenCategories(tree), vehicles, lang } },
          progress,
        );
        if (matched.type !== "matched") throw new Error();
        if (matched.result.fileError) {
          setPhase("idle");
          return setError(errorText(matched.result.fileError));
        }
        setMatch(matched.result);
        setPhase("matched");
      } catch (e) {
        setPhase("idle");
        // A failed call shows its message; anything else means the worker could not read the file.
        setError(isCallFailure(e) ? failureText(e, "") : t("import:errors.notSpreadsheet"));
      }
    },
    [ask, errorText, lang, mode, reset, t, loadCategories, importVehicles],
  );

  const dropInvalid = useCallback(() => {
    setMatch((m) => (m ? { ...m, rows: m.rows.filter((r) => r.status === "valid"), invalid: 0 } : m));
  }, []);

  const rowErrorText = useCallback(
    (errors: Record<string, CellError>) => {
      const cols = columnsOf(mode);
      return Object.entries(errors)
        .map(([key, e]) => {
          const c = cols.find((x) => x.key === key);
          return c ? `${lang === "en-US" ? c.enHeader : c.idHeader}: ${errorText(e)}` : errorText(e);
        })
        .join("; ");
    },
    [errorText, lang, mode],
  );

  const downloadErrors = useCallback(async () => {
    if (!match) return;
    const rows = match.rows
      .filter((r) => r.status === "invalid")
      .map((r) => ({ raw: r.raw, errorText: rowErrorText(r.errors) }));
    const answer = await ask({ type: "errors", header: match.header, rows, errorHeader: t("import:errorColumn") });
    if (answer.type === "written") download(answer.bytes, `${fileName.replace(/\.[^.]+$/, "")}-errors.xlsx`);
  }, [ask, fileName, match, rowErrorText, t]);

  const downloadTemplate = useCallback(async () => {
    const notes = Object.fromEntries(GUIDE_NOTE_TYPES.map((type) => [type, t(`import:guide.notes.${type}`)]));
    const guide: GuideTexts = {
      sheetName: t("import:guide.sheet"),
      columnHeader: t("import:guide.column"),
      requiredHeader: t("import:guide.required"),
      acceptedHeader: t("import:guide.accepted"),
      exampleHeader: t("import:guide.example"),
      yes: t("import:guide.yes"),
      no: t("import:guide.no"),
      notes,
    };
    // Without the tree the guide still comes, only without category examples.
    const tree = await loadCategories().catch(() => []);
    const answer = await ask({ type: "template", mode, lang, guide, categories: flattenCategories(tree) });
    if (answer.type === "written") download(answer.bytes, `template-${mode}.xlsx`);
  }, [ask, lang, mode, t]);

  const downloadExport = useCallback(async () => {
    try {
      const rows = await exportRows({});
      const answer = await ask({ type: "export", rows, lang });
      if (answer.type === "written") download(answer.bytes, "products-in-sale.xlsx");
    } catch (e) {
      setError(failureText(e, String(e)));
    }
  }, [ask, lang, exportRows]);

  const submit = useCallback(async () => {
    if (!match) return;
    setPhase("saving");
    setPercent(60);
    const id = importId.current;
    let waiting = true;
    // Advisory: a failed poll changes nothing; "none" means the server has not started on it yet.
    const timer = setInterval(() => {
      importProgress({ importId: id })
        .then((p) => {
          if (waiting && p.status === "running") setPercent((now) => Math.max(now, 60 + Math.round(p.percent * 0.4)));
        })
        .catch(() => undefined);
    }, PROGRESS_POLL_MS);
    try {
      setResult(await importRows({ importId: id, mode, rows: validBodies(match) }));
      // Imported rows show in every cached product list and figure.
      void invalidate({ resource: "products", invalidates: ["list", "many", "detail"] });
      setPercent(100);
      setPhase("done");
    } catch (e) {
      setPhase("matched");
      setError(failureText(e, String(e)));
    } finally {
      waiting = false;
      clearInterval(timer);
    }
  }, [match, mode, importProgress, importRows, invalidate]);

  return {
    mode,
    setMode,
    phase,
    percent,
    fileName,
    error,
    match,
    result,
    errorText,
    readFile,
    dropInvalid,
    downloadErrors,
    downloadTemplate,
    downloadExport,
    submit,
    reset,
  };
}
