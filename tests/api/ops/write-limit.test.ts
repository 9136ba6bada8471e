/**
 * The per-user budget of write calls (server/http/write-limit.ts): over it HTTP 429 with Retry-After and
 * the envelope; reads still answer; another user has their own budget; the count lives in the database,
 * so a second app instance on the same database sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { isWriteRoute } from "../../../server/http/write-limit";
import { createTestApp, type TestApp } from "../helpers";

const WRITE = "/api/user/login/setCloudMessageToken";
const LIMIT = "3";

describe("write calls per user", () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { USER_WRITE_RATE_LIMIT_PER_MINUTE: LIMIT } });
    const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", USER_WRITE_RATE_LIMIT_PER_MINUTE: LIMIT });
    second = await buildApp({ db: t.database.db, config, clock: t.now, filesDir: t.filesDir }, { logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it("says which routes are writes: changes yes, page/detail/list/counts/statistics/fetch no", () => {
    expect(isWriteRoute("POST", "/api/item/ina/create")).toBe(true);
    expect(isWriteRoute("POST", "/api/order/ship")).toBe(true);
    for (const read of ["page", "detail", "list", "counts", "statistics", "fetchNewMsgStatus", "export"])
      expect(isWriteRoute("POST", `/api/x/${read}`)).toBe(false);
  });

  it("refuses the writes over the budget with 429 and Retry-After, across two app instances; reads and other users go on", async () => {
    const active = await t.login("seller.active");
    const gudang = await t.login("staff.gudang");
    const write = (app: FastifyInstance, token: string) =>
      app.inject({
        method: "POST",
        url: WRITE,
        headers: { authorization: token, "content-type": "application/json", "accept-language": "en-US" },
        payload: JSON.stringify({ token: "device-1" }),
      });
    expect((await write(t.app, active)).statusCode).toBe(200);
    expect((await write(second, active)).statusCode).toBe(200);
    expect((await write(t.app, active)).statusCode).toBe(200);
    const refused = await write(second, active);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 429,
      message: "Too many requests, please try again later",
    });

    const read = await t.call("/api/user/queryUserInfo", {}, { token: active });
    expect(read.status).toBe(200);
    expect(read.body.success).toBe(true);
    expect((await write(t.app, gudang)).statusCode).toBe(200);
  });
});
