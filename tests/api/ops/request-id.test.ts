/**
 * Request ids end to end: a caller's x-request-id (or a fresh UUID) comes back on every answer and is on
 * the request's one log line, written when it is answered, which also names the signed-in user and shop.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createTestApp, type TestApp } from "../helpers";

describe("request ids", () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split("\n"))
          if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const config = loadConfig({ SEED_DEMO: "false" });
    app = await buildApp(
      { db: t.database.db, config, clock: t.now, filesDir: t.filesDir },
      { logger: { level: "info", stream } },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it("echoes a well-formed x-request-id and logs it with the signed-in user and shop", async () => {
    const token = await t.login("seller.active");
    const res = await app.inject({
      method: "POST",
      url: "/api/user/queryUserInfo",
      headers: { authorization: token, "x-request-id": "portal-call.0001", "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.headers["x-request-id"]).toBe("portal-call.0001");
    const mine = lines.filter((l) => l.reqId === "portal-call.0001");
    // One line a call, written when it is answered.
    expect(mine.map((l) => l.msg)).toEqual(["request completed"]);
    const done = mine[0];
    expect(done).toMatchObject({
      req: { method: "POST", url: "/api/user/queryUserInfo" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(done.userId).toEqual(expect.any(Number));
    expect(done.shopId).toEqual(expect.any(Number));
  });

  it("replaces a malformed id with a UUID, also on 404s and refusals", async () => {
    for (const [url, given] of [
      ["/api/nothing/here", "short"],
      ["/api/user/queryUserInfo", "has spaces in it"],
    ] as const) {
      const res = await app.inject({ method: "POST", url, headers: { "x-request-id": given }, payload: {} });
      const id = res.headers["x-request-id"];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((l) => l.reqId === id && l.msg === "request completed")).toBe(true);
    }
  });
});
