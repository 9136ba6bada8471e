/**
 * Fault: the PostgreSQL connection dropped and restored under traffic. A TCP proxy (Node `net`) sits between
 * the real server process and PostgreSQL; while calls stream in, every proxied socket is cut and new ones
 * are refused for about 2 s, then accepted again. Calls in flight fail cleanly (HTTP 200, envelope code 503,
 * errors:databaseUnavailable, `Retry-After` and data.retryAfterSeconds; never a 5xx or a stack), later calls
 * succeed, the process lives on, and the LISTEN connection comes back: an event and a deactivation made by
 * another connection reach the server afterwards, the latter through the session cache.
 * PostgreSQL only: PGlite runs inside the API process, there is no connection to lose.
 */
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_PATH, type ServerFrame } from "../../../src/domain/realtime";
import { ResultCode } from "../../../src/domain/wire";
import { users } from "../../../server/db/schema/auth";
import { hashPassword } from "../../../server/modules/user/password";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../../server/http/db-unavailable";
import { translate } from "../../../server/http/i18n";
import { sha256Hex } from "../helpers";
import { DEMO_PASSWORD, freshData, startApi, type ApiProcess, type FaultData } from "./fault-harness";

/** A TCP proxy to `target` that can cut every socket and refuse new ones until restored. */
function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((inbound) => {
    if (refusing) return void inbound.destroy();
    const outbound = net.connect(target.port, target.host);
    for (const [a, b] of [
      [inbound, outbound],
      [outbound, inbound],
    ]) {
      sockets.add(a);
      a.pipe(b);
      a.on("error", () => b.destroy());
      a.on("close", () => (sockets.delete(a), b.destroy()));
    }
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
      ),
    cut: () => {
      refusing = true;
      for (const s of sockets) s.destroy();
    },
    restore: () => {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), sockets.forEach((s) => s.destroy()))),
  };
}

interface Outcome {
  status: number;
  retryAfter: string | null;
  body: { success: boolean; code: number; message: string; data: unknown } | null;
  raw: string;
  at: number;
}

describe.runIf(!!process.env.TEST_DATABASE_URL)("PostgreSQL connection dropped and restored mid-traffic", () => {
  let data: FaultData;
  let api: ApiProcess;
  let proxy: ReturnType<typeof cuttableProxy>;
  let watcherId: number;

  beforeAll(async () => {
    data = await freshData("pgdrop");
    const database = await data.open();
    const passwordHash = await hashPassword(sha256Hex(DEMO_PASSWORD));
    const rows = await database.db
      .insert(users)
      .values(
        ["uji.traffic", "uji.watcher"].map((userName) => ({
          userName,
          passwordHash,
          role: "buyer" as const,
          buyerType: "ordinary",
        })),
      )
      .returning({ id: users.id });
    watcherId = rows[1].id;
    await database.close();
    const target = new URL(data.databaseUrl!);
    proxy = cuttableProxy({ host: target.hostname, port: Number(target.port) });
    const proxied = new URL(data.databaseUrl!);
    proxied.port = String(await proxy.listen());
    api = await startApi({ ...data, databaseUrl: proxied.toString() });
  }, 90_000);

  afterAll(async () => {
    await api?.kill9();
    await proxy?.close();
    data?.remove();
  });

  it("answers a retry hint while the database is away, recovers, and hears other connections' changes again", async () => {
    const traffic = await api.login("uji.traffic");
    const watcher = await api.login("uji.watcher");
    const outcomes: Outcome[] = [];
    let streaming = true;
    // Four callers in a loop: reads (session + user) and sign-ins (writes), in English to check the message.
    const caller = async (n: number) => {
      for (let i = 0; streaming; i++) {
        const login = (i + n) % 3 === 0;
        const res = await fetch(`${api.baseUrl}${login ? "/api/user/login/login" : "/api/user/queryUserInfo"}`, {
          method: "POST",
          headers: { "content-type": "application/json", "accept-language": "en-US", authorization: traffic },
          body: JSON.stringify(login ? { userName: "uji.traffic", password: sha256Hex(DEMO_PASSWORD) } : {}),
        }).catch(() => null);
        // No answer at all: the process died (what an unheard pg 'error' event does).
        if (!res) {
          outcomes.push({ status: 0, retryAfter: null, body: null, raw: "no answer", at: Date.now() });
          if (!api.alive()) return;
          continue;
        }
        const raw = await res.text();
        let body: Outcome["body"] = null;
        try {
          body = JSON.parse(raw) as Outcome["body"];
        } catch {
          body = null;
        }
        outcomes.push({ status: res.status, retryAfter: res.headers.get("retry-after"), body, raw, at: Date.now() });
      }
    };
    const callers = [0, 1, 2, 3].map(caller);
    await new Promise((r) => setTimeout(r, 500));
    const cutAt = Date.now();
    proxy.cut();
    await new Promise((r) => setTimeout(r, 1000));
    // Readiness (server/http/readiness.ts) says so while the database is away.
    const away = await fetch(`${api.baseUrl}/readyz`);
    await new Promise((r) => setTimeout(r, 1000));
    proxy.restore();
    const restoredAt = Date.now();
    // Later calls succeed: within a bound the stream is all successes again, for a full second.
    const deadline = restoredAt + 15_000;
    let cleanSince = 0;
    while (Date.now() < deadline && api.alive()) {
      const recent = outcomes.filter((o) => o.at > Date.now() - 1000);
      const ok = recent.length > 0 && recent.every((o) => o.body?.success === true);
      if (ok && !cleanSince) cleanSince = Date.now();
      if (!ok) cleanSince = 0;
      if (cleanSince && Date.now() - cleanSince > 1000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    streaming = false;
    await Promise.all(callers);

    expect(api.alive()).toBe(true);
    expect(cleanSince).toBeGreaterThan(0);
    expect(away.status).toBe(503);
    expect(await away.json()).toMatchObject({ status: "database-unavailable" });
    expect((await fetch(`${api.baseUrl}/readyz`)).status).toBe(200);
    const failed = outcomes.filter((o) => o.body?.success !== true);
    // The cut was felt: calls failed while the database was away, and only then.
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((o) => o.at >= cutAt)).toBe(true);
    const message = translate("en-US", "errors:databaseUnavailable");
    for (const o of failed) {
      expect(o.status, o.raw).toBe(200);
      expect(o.body, o.raw).toEqual({
        success: false,
        code: ResultCode.serviceUnavailable,
        message,
        data: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
      });
      expect(o.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }
    expect(outcomes.every((o) => o.status < 500 && !/at .*\.(ts|js):\d+/.test(o.raw))).toBe(true);

    // The LISTEN connection is back: an event another connection publishes reaches a portal's socket.
    const socket = new WebSocket(`${api.baseUrl.replace(/^http/, "ws")}${REALTIME_PATH}`);
    const frames: ServerFrame[] = [];
    socket.on("message", (raw) => frames.push(JSON.parse(String(raw)) as ServerFrame));
    await new Promise((resolve, reject) => (socket.once("open", resolve), socket.once("error", reject)));
    socket.send(JSON.stringify({ type: "auth", token: watcher }));
    const direct = await data.open();
    try {
      const heard = async (n: number) => {
        const until = Date.now() + 15_000;
        while (Date.now() < until) {
          if (frames.some((f) => f.type === "event" && f.data.n === n)) return true;
          // Published again until heard: the listener reconnects with backoff after the restore.
          if (frames.some((f) => f.type === "ready"))
            await direct.db.execute(
              sql`select pg_notify('portal_events', ${JSON.stringify({ topic: "count", userIds: [watcherId], data: { n } })})`,
            );
          await new Promise((r) => setTimeout(r, 200));
        }
        return false;
      };
      expect(await heard(1)).toBe(true);

      // The session cache is in use again (the feed is live) and obeys a deactivation made elsewhere.
      expect((await api.call("/api/user/queryUserInfo", {}, { token: watcher })).body.success).toBe(true);
      expect((await api.call("/api/user/queryUserInfo", {}, { token: watcher })).body.success).toBe(true);
      await direct.db.update(users).set({ status: 0 }).where(eq(users.id, watcherId));
      let code = 0;
      const until = Date.now() + 5000;
      while (Date.now() < until) {
        code = (await api.call("/api/user/queryUserInfo", {}, { token: watcher })).body.code;
        if (code === ResultCode.sessionReplaced) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(code).toBe(ResultCode.sessionReplaced);
    } finally {
      socket.close();
      await direct.close();
    }
    expect(api.alive()).toBe(true);
  }, 60_000);
});
