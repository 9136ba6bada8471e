/**
 * SQL capture (SQL_CAPTURE_DIR, server/db/sql-capture.ts): on PostgreSQL every statement of the pool's
 * clients is written with its values, its client and its failure, transactions included, the LISTEN
 * connection's not; on PGlite nothing is written.
 */
import { createTestDatabase } from "../pg-databases";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { openDatabase } from "../../../server/db/client";
import {
  decodeSqlValues,
  encodeSqlValues,
  type CapturedFailure,
  type CapturedStatement,
} from "../../../server/db/sql-capture";

const pgUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const captureDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sql-capture-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function readCapture(dir: string): (CapturedStatement | CapturedFailure)[] {
  return fs
    .readdirSync(dir)
    .flatMap((f) => fs.readFileSync(path.join(dir, f), "utf8").split("\n"))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CapturedStatement | CapturedFailure);
}

test("values that JSON cannot carry come back as the same JavaScript values", () => {
  const values = [1, "a", null, true, new Date("2026-11-25T01:02:03.004Z"), Buffer.from([0, 255]), 12n, ["x", 2]];
  const back = decodeSqlValues(JSON.parse(encodeSqlValues(values)) as unknown[]);
  expect(back).toEqual(values);
});

test.runIf(!pgUrl)("PGlite writes no capture", async () => {
  const dir = captureDir();
  const database = await openDatabase({ dataDir: null, sqlCaptureDir: dir });
  await database.db.execute(sql`select 1`);
  await database.close();
  expect(fs.readdirSync(dir)).toEqual([]);
});

test.runIf(Boolean(pgUrl))("PostgreSQL: statements, transactions and failures of the pool's clients", async () => {
  const dir = captureDir();
  const url = await createTestDatabase(pgUrl ?? "", "ops");
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: null,
    sqlCaptureDir: dir,
  });
  const when = new Date("2026-11-25T08:00:00.000Z");
  await database.db.execute(sql`select ${7}::int as n, ${when}::timestamptz as at`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select ${"inside"}::text`);
  });
  await expect(database.db.execute(sql`select 1 / ${0}::int`)).rejects.toThrow();
  await database.close();
  const admin = await openDatabase({ databaseUrl: pgUrl, dataDir: null });
  await admin.db.execute(sql.raw(`DROP DATABASE ${new URL(url).pathname.slice(1)} WITH (FORCE)`));
  await admin.close();

  const lines = readCapture(dir);
  const statements = lines.filter((l): l is CapturedStatement => "q" in l);
  expect(statements.map((s) => s.q)).toEqual([
    "select $1::int as n, $2::timestamptz as at",
    "begin",
    "select $1::text",
    "commit",
    "select 1 / $1::int",
  ]);
  expect(decodeSqlValues(statements[0].v ?? [])).toEqual([7, when]);
  expect(statements.every((s) => /^\d+-\d+$/.test(s.c))).toBe(true);
  // The transaction's statements run on one client, in order.
  expect(new Set(statements.slice(1, 4).map((s) => s.c)).size).toBe(1);
  const seqs = statements.map((s) => s.s);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  const failures = lines.filter((l): l is CapturedFailure => "e" in l);
  expect(failures).toEqual([{ c: statements[4].c, s: statements[4].s, e: "22012" }]);
  // The LISTEN set-up of each connection is not part of the workload.
  expect(statements.some((s) => /listen/i.test(s.q))).toBe(false);
});
