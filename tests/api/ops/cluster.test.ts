/**
 * WORKERS > 1 (server/cluster.ts): two API processes on one port, on a real PostgreSQL. A worker killed with
 * SIGKILL does not stop the service, and the primary starts a replacement.
 */
import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { isAlive, pollUntil, spawnServer, type ServerProcess } from "./server-process";
import { createTestDatabase } from "../pg-databases";

const pgUrl = process.env.TEST_DATABASE_URL;

/** GET on a new connection each time (no keep-alive), so the primary hands each one to a worker afresh. */
function getFresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { connection: "close" } }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

function workerPidsIn(output: string): number[] {
  return output.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    const entry = JSON.parse(line) as { msg?: string; pid?: number };
    return entry.msg === "worker listening" && entry.pid ? [entry.pid] : [];
  });
}

describe.runIf(pgUrl)("several API processes behind one port", () => {
  let server: ServerProcess | undefined;
  afterAll(async () => server?.cleanup());

  it("serves from two worker processes, survives one being killed and replaces it", async () => {
    server = spawnServer({ DATABASE_URL: await createTestDatabase(pgUrl!, "ops"), WORKERS: "2" });
    const baseUrl = await server.baseUrl();
    const pids = (await server.waitFor(/Workers: (\d+),(\d+)/)).slice(1).map(Number);
    expect(new Set(pids).size).toBe(2);
    for (const pid of pids) expect(isAlive(pid)).toBe(true);
    expect(pids).not.toContain(server.child.pid);
    // Each worker logs its own "worker listening" line; it reaches the shared stdout by its own pipe write, which
    // may land after the primary's banner, so wait for both rather than reading the output once.
    const logged = await pollUntil("both workers' listening lines", () => {
      const found = workerPidsIn(server!.output());
      return found.length >= 2 ? found : undefined;
    });
    expect([...pids].sort()).toEqual(logged.sort());

    for (let i = 0; i < 20; i++) {
      const res = await getFresh(`${baseUrl}/healthz`);
      expect(res).toEqual({ status: 200, body: JSON.stringify({ status: "ok" }) });
    }

    process.kill(pids[0], "SIGKILL");
    // Requests right after the kill still succeed: the surviving worker takes every new connection.
    for (let i = 0; i < 20; i++) expect((await getFresh(`${baseUrl}/healthz`)).status).toBe(200);

    const replacement = await pollUntil("a replacement worker", () =>
      workerPidsIn(server!.output()).find((pid) => !pids.includes(pid)),
    );
    expect(isAlive(replacement)).toBe(true);
    expect(server.output()).toMatch(/"signal":"SIGKILL".*"msg":"worker died; started a replacement"/);
    for (let i = 0; i < 10; i++) expect((await getFresh(`${baseUrl}/healthz`)).status).toBe(200);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    for (const pid of [pids[1], replacement])
      await pollUntil(`worker ${pid} to exit`, () => (isAlive(pid) ? undefined : true), 10_000);
  }, 90_000);

  it("spreads a burst of new connections over both workers", async () => {
    const burst = spawnServer({ DATABASE_URL: await createTestDatabase(pgUrl!, "ops"), WORKERS: "2" });
    try {
      const baseUrl = await burst.baseUrl();
      const pids = (await burst.waitFor(/Workers: (\d+),(\d+)/)).slice(1).map(Number);
      // What a load balancer does when it opens its keep-alive pool: many connections at the same moment,
      // each then asking once here. The worker that accepted a connection logs its call.
      const shares: number[][] = [];
      for (let round = 0; round < 3; round++) {
        const from = burst.output().length;
        const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
        const statuses = await Promise.all(
          Array.from(
            { length: 40 },
            () =>
              new Promise<number>((resolve, reject) => {
                const req = http.get(`${baseUrl}/healthz`, { agent }, (res) => {
                  res.resume();
                  res.on("end", () => resolve(res.statusCode ?? 0));
                });
                req.on("error", reject);
              }),
          ),
        );
        agent.destroy();
        expect(statuses.every((s) => s === 200)).toBe(true);
        const served = await pollUntil("the burst's 40 log lines", () => {
          const lines = burst
            .output()
            .slice(from)
            .split("\n")
            .filter((l) => l.includes('"msg":"request completed"') && l.includes("/healthz"));
          return lines.length >= 40 ? lines.map((l) => (JSON.parse(l) as { pid: number }).pid) : undefined;
        });
        shares.push(pids.map((pid) => served.filter((p) => p === pid).length));
      }
      // Without the pause after an accept (server/http/accept-yield.ts) one worker often took 35-40 of a burst.
      for (const share of shares) for (const n of share) expect(n, JSON.stringify(shares)).toBeGreaterThanOrEqual(8);
    } finally {
      await burst.cleanup();
    }
  }, 90_000);

  it("refuses WORKERS > 1 without DATABASE_URL (PGlite is one process's database)", async () => {
    const single = spawnServer({ WORKERS: "2", DATABASE_URL: "" });
    try {
      expect(await single.exited).toBe(1);
      expect(single.output()).toContain("WORKERS=2 needs DATABASE_URL");
    } finally {
      await single.cleanup();
    }
  });
});
