/**
 * Fault: one of two API processes (WORKERS=2, server/cluster.ts) SIGKILLed under a steady stream of writes.
 * Eight callers each create products with their own part numbers, every request on a new connection; one
 * worker is killed mid-stream. Every request got an answer (its product exists exactly once) or a visible
 * failure (connection reset, error envelope): no success without its product, no product no request asked
 * for, none twice. The survivor keeps serving and later requests all succeed.
 * PostgreSQL only: several processes cannot share a PGlite database (WORKERS > 1 refuses to start without it).
 */
import http from "node:http";
import { inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../../server/db/schema/item";
import { seedDemo } from "../../../server/seed/demo";
import { editableFields } from "../helpers";
import { freshData, startApi, type ApiProcess, type FaultData } from "./fault-harness";

const CALLERS = 8;

/** POSTs JSON on a fresh connection (no keep-alive), so each request is accepted by whichever worker is up. */
function postFresh(url: string, body: unknown, token: string): Promise<{ success?: boolean; code?: number } | Error> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          connection: "close",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          authorization: token,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => {
          try {
            resolve(JSON.parse(text) as { success?: boolean; code?: number });
          } catch (err) {
            resolve(err as Error);
          }
        });
        res.on("error", (err) => resolve(err));
      },
    );
    req.on("error", (err) => resolve(err));
    req.end(payload);
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(!!process.env.TEST_DATABASE_URL)("one of two API processes killed under load", () => {
  let data: FaultData;
  let api: ApiProcess;
  let workers: number[] = [];

  beforeAll(async () => {
    data = await freshData("workers", (database, filesDir) =>
      seedDemo(database.db, { clock: () => new Date(), filesDir, orders: false }).then(() => undefined),
    );
    api = await startApi(data, { WORKERS: "2", LOG_LEVEL: "info" });
    workers = api
      .output()
      .match(/Workers: (\d+),(\d+)/)!
      .slice(1)
      .map(Number);
  }, 90_000);

  afterAll(async () => {
    await api?.stop();
    for (const pid of workers) if (isAlive(pid)) process.kill(pid, "SIGKILL");
    data?.remove();
  });

  it("answers every write or fails it visibly; the survivor serves and later writes all succeed", async () => {
    expect(new Set(workers).size).toBe(2);
    const token = await api.login("seller.active");
    const list = await api.call<{ data: { itemId: number }[] }>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 1, reviewStatus: [5] },
      { token },
    );
    const detail = await api.call<Record<string, unknown>>(
      "/api/item/ina/detail",
      { itemId: list.body.data.data[0].itemId },
      { token },
    );
    const base = { ...editableFields(detail.body.data), submit: true };
    const answered = new Map<string, boolean>();
    let streaming = true;
    const caller = async (n: number) => {
      for (let i = 0; streaming; i++) {
        const partNo = `WK${n}X${String(i).padStart(5, "0")}`;
        const res = await postFresh(`${api.baseUrl}/api/item/ina/create`, { ...base, partNo }, token);
        answered.set(partNo, !(res instanceof Error) && res.success === true);
      }
    };
    const callers = Array.from({ length: CALLERS }, (_, n) => caller(n));
    // Writes flow through both workers before the kill.
    const until = Date.now() + 20_000;
    while (answered.size < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    process.kill(workers[0], "SIGKILL");
    const killedAt = answered.size;
    const more = Date.now() + 20_000;
    while (answered.size < killedAt + 60 && Date.now() < more) await new Promise((r) => setTimeout(r, 20));
    streaming = false;
    await Promise.all(callers);

    expect(isAlive(workers[0])).toBe(false);
    expect(isAlive(workers[1])).toBe(true);
    expect(api.alive()).toBe(true);
    // Later writes, one at a time: every one succeeds.
    for (let i = 0; i < 10; i++) {
      const partNo = `WKLATER${i}`;
      const res = await postFresh(`${api.baseUrl}/api/item/ina/create`, { ...base, partNo }, token);
      expect(res instanceof Error ? res.message : res.success).toBe(true);
      answered.set(partNo, true);
    }

    const database = await data.open();
    try {
      const rows = await database.db.select({ partNo: items.partNo }).from(items).where(like(items.partNo, "WK%"));
      const stored = new Map<string, number>();
      for (const r of rows) stored.set(r.partNo, (stored.get(r.partNo) ?? 0) + 1);
      // Nothing twice, nothing nobody asked for.
      expect([...stored.values()].every((n) => n === 1)).toBe(true);
      expect([...stored.keys()].filter((p) => !answered.has(p))).toEqual([]);
      // Every success has its product.
      const succeeded = [...answered].filter(([, ok]) => ok).map(([p]) => p);
      expect(succeeded.filter((p) => !stored.has(p))).toEqual([]);
      // A visible failure may have committed before the kill (its caller knows the outcome is unknown).
      const failed = [...answered].filter(([, ok]) => !ok).map(([p]) => p);
      expect(succeeded.length).toBeGreaterThan(killedAt);
      const check = failed.length
        ? await database.db.select({ partNo: items.partNo }).from(items).where(inArray(items.partNo, failed))
        : [];
      expect(check.length).toBeLessThanOrEqual(failed.length);
    } finally {
      await database.close();
    }
  }, 60_000);
});
