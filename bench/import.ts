/**
 * Benchmark "Import" (bench/README.md): a 10,000-row create import.
 *
 * 1. Parse and match: the import worker's code (worker-core.ts: xlsx read of the first sheet, header
 *    match, per-cell reading, fitment and category resolution, zod validation of every row) on a
 *    10,000-row file written by exceljs with the messy cases (id-ID numbers as text, fitment text,
 *    category titles), beside a plain xlsx read (XLSX.read + sheet_to_json) of the same bytes, interleaved,
 *    5 runs each after a warm-up; medians compared. Limits: <= 1.5 s and <= 3 x the plain read.
 *    The browser runs the same functions inside a Web Worker; here they run on Node's main thread.
 * 2. Submit and commit: the 10,000 matched bodies POSTed to /api/item/ina/import (app.inject, full stack:
 *    session, authority, body parse, zod re-validation, reference checks, one transaction of batched
 *    inserts) on a fresh PGlite with the demo seed. Limit: <= 3 s.
 *
 * Prints a table, writes bench/results/import.json, exits 1 over a limit. Run: `npx tsx bench/import.ts`.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { importReferences } from "./fixtures/import-references";
import { seedDemo } from "../server/seed/demo";
import { validBodies, type ImportReferences, type MatchResult } from "../src/resources/products/import/match-rows";
import { createWorkerCore } from "../src/resources/products/import/worker-core";
import type { WorkerResponse } from "../src/resources/products/import/worker-protocol";
import { exceljsFile, MESSY_CREATE_HEADER, messyRow } from "../tests/unit/import-helpers";
import { sha256Hex } from "../tests/api/helpers";

const ROWS = 10_000;
const RUNS = 5;
const here = path.dirname(fileURLToPath(import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function plainRead(bytes: Uint8Array): number {
  const wb = XLSX.read(bytes, { type: "array" });
  return XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1 }).length;
}

/** The worker's parse + match, as the page drives it (parse -> needs -> match). */
function workerParseAndMatch(bytes: Uint8Array, refs: ImportReferences): MatchResult {
  const answers: WorkerResponse[] = [];
  const core = createWorkerCore((m) => answers.push(m));
  core.handle({ type: "parse", id: 1, bytes: bytes.slice().buffer, mode: "create" });
  core.handle({ type: "match", id: 2, refs });
  const last = answers.at(-1);
  if (last?.type !== "matched") throw new Error(`worker answered ${JSON.stringify(last)}`);
  return last.result;
}

async function main() {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const clock = () => new Date();
  const filesDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "bench-import-"));
  await seedDemo(database.db, { clock, filesDir, orders: false });
  const refs = await importReferences(database.db);
  const header = MESSY_CREATE_HEADER;
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const r = messyRow(i);
    r[2] = "Brake Pads";
    return r;
  });
  const bytes = await exceljsFile([header, ...rows], { trailingEmpty: 3 });

  workerParseAndMatch(bytes, refs);
  plainRead(bytes);
  const plain: number[] = [];
  const worker: number[] = [];
  let match: MatchResult | null = null;
  for (let i = 0; i < RUNS; i++) {
    let t0 = performance.now();
    plainRead(bytes);
    plain.push(performance.now() - t0);
    t0 = performance.now();
    match = workerParseAndMatch(bytes, refs);
    worker.push(performance.now() - t0);
  }
  if (!match || match.valid !== ROWS)
    throw new Error(
      `expected ${ROWS} valid rows, got ${match?.valid} (${JSON.stringify(match?.rows.find((r) => r.status === "invalid")?.errors)})`,
    );

  const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false" });
  const app = await buildApp({ db: database.db, config, clock, filesDir }, { logger: false });
  await app.ready();
  const login = await app.inject({
    method: "POST",
    url: "/api/user/login/login",
    payload: { userName: "seller.active", password: sha256Hex("Demo#2026") },
  });
  const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
  const body = JSON.stringify({ importId: randomUUID(), mode: "create", rows: validBodies(match) });
  const t0 = performance.now();
  const res = await app.inject({
    method: "POST",
    url: "/api/item/ina/import",
    headers: { authorization: token, "content-type": "application/json" },
    payload: body,
  });
  const commitMs = performance.now() - t0;
  const answer = res.json() as { success: boolean; data: { applied: number } };
  if (!answer.success || answer.data.applied !== ROWS) throw new Error(`import refused: ${res.body.slice(0, 300)}`);
  await app.close();
  await database.close();

  const result = {
    rows: ROWS,
    fileBytes: bytes.byteLength,
    requestBytes: body.length,
    plainReadMs: Math.round(median(plain)),
    workerParseMatchMs: Math.round(median(worker)),
    ratio: Number((median(worker) / median(plain)).toFixed(2)),
    submitCommitMs: Math.round(commitMs),
    date: new Date().toISOString(),
  };
  out("| measure | value | limit |");
  out("|---|---|---|");
  out(`| plain xlsx read (median of ${RUNS}) | ${result.plainReadMs} ms | |`);
  out(`| worker parse + match (median of ${RUNS}) | ${result.workerParseMatchMs} ms | 1500 ms |`);
  out(`| ratio to plain read | ${result.ratio} x | 3 x |`);
  out(
    `| submit + commit on PGlite (${(body.length / 1e6).toFixed(1)} MB JSON) | ${result.submitCommitMs} ms | 3000 ms |`,
  );
  fs.mkdirSync(path.join(here, "results"), { recursive: true });
  fs.writeFileSync(path.join(here, "results", "import.json"), `${JSON.stringify(result, null, 2)}\n`);
  const over = result.workerParseMatchMs > 1500 || result.ratio > 3 || result.submitCommitMs > 3000;
  process.exitCode = over ? 1 : 0;
}

void main();
