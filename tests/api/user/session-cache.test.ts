/**
 * Sessions are kept in process between calls (server/http/session-cache.ts), yet a change to what a token
 * grants is obeyed on the very next call, whoever made it: the API, another API process, or plain SQL
 * (migration 0014_auth_changes announces it). Each case warms the cache first, then changes the database
 * directly, bypassing every API code path.
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { openDatabase } from "../../../server/db/client";
import { createTestApp, type TestApp } from "../helpers";

const INFO = "/api/user/queryUserInfo";
const PAGE = "/api/item/ina/page";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

/** Two calls, so the second is served from the cache. */
async function warm(url: string, token: string, body: unknown = {}) {
  expect((await t.call(url, body, { token })).body.success).toBe(true);
  expect((await t.call(url, body, { token })).body.success).toBe(true);
}

describe("a cached session follows every change on its next call", () => {
  it("a user deactivated by SQL answers 987654322, and works again once reactivated", async () => {
    const token = await t.login("seller.closed");
    await warm(INFO, token);
    await t.database.db.execute(sql`update users set status = 0 where user_name = 'seller.closed'`);
    expect((await t.call(INFO, {}, { token })).body.code).toBe(987654322);
    await t.database.db.execute(sql`update users set status = 1 where user_name = 'seller.closed'`);
    expect((await t.call(INFO, {}, { token })).body.success).toBe(true);
  });

  it("a session ended by SQL (logout) answers 987654321", async () => {
    const token = await t.login("seller.frozen");
    await warm(INFO, token);
    await t.database.db.execute(
      sql`update sessions set end_time = now(), end_reason = 'logout' where user_id = (select id from users where user_name = 'seller.frozen')`,
    );
    expect((await t.call(INFO, {}, { token })).body.code).toBe(987654321);
  });

  it("a position losing an authority refuses that call with 403 at once", async () => {
    const token = await t.login("staff.gudang");
    await warm(PAGE, token, { pageNo: 1, pageSize: 10 });
    await t.database.db.execute(
      sql`update positions set authorities = authorities - 'products.list' where id = (select position_id from users where user_name = 'staff.gudang')`,
    );
    const refused = await t.call(PAGE, { pageNo: 1, pageSize: 10 }, { token });
    expect(refused.body).toMatchObject({ success: false, code: 403 });
    await t.database.db.execute(
      sql`update positions set authorities = authorities || '["products.list"]'::jsonb where id = (select position_id from users where user_name = 'staff.gudang')`,
    );
    expect((await t.call(PAGE, { pageNo: 1, pageSize: 10 }, { token })).body.success).toBe(true);
  });

  it("a shop restricted by SQL refuses shop calls at once", async () => {
    const token = await t.login("seller.special");
    await warm(PAGE, token, { pageNo: 1, pageSize: 10 });
    await t.database.db.execute(
      sql`update shops set status = 2 where id = (select shop_id from users where user_name = 'seller.special')`,
    );
    expect((await t.call(PAGE, { pageNo: 1, pageSize: 10 }, { token })).body).toMatchObject({
      success: false,
      code: 403,
    });
    await t.database.db.execute(
      sql`update shops set status = 1 where id = (select shop_id from users where user_name = 'seller.special')`,
    );
    expect((await t.call(PAGE, { pageNo: 1, pageSize: 10 }, { token })).body.success).toBe(true);
  });

  it("idle expiry still counts from the last call when the session is cached", async () => {
    const token = await t.login("seller.additional");
    await warm(INFO, token);
    const idle = loadConfig({ LOG_LEVEL: "silent" }).SESSION_IDLE_MINUTES;
    t.advance((idle - 1) * 60_000);
    expect((await t.call(INFO, {}, { token })).body.success).toBe(true);
    t.advance((idle - 1) * 60_000);
    expect((await t.call(INFO, {}, { token })).body.success).toBe(true);
    t.advance((idle + 1) * 60_000);
    expect((await t.call(INFO, {}, { token })).body.code).toBe(987654321);
  });
});

// Two API processes on one PostgreSQL: the second hears the first's change through LISTEN/NOTIFY.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two API processes on one PostgreSQL", () => {
  it("a deactivation through one process is obeyed by the other", async () => {
    // The test app's own database (helpers.ts creates one per app on the server).
    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    const other = await openDatabase({ databaseUrl: url, dataDir: null });
    const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false" });
    const app2 = await buildApp({ db: other.db, config, clock: t.now, filesDir: t.filesDir }, { logger: false });
    await app2.ready();
    try {
      const call2 = async (token: string) =>
        (
          await app2.inject({
            method: "POST",
            url: INFO,
            headers: { "content-type": "application/json", authorization: token },
            payload: "{}",
          })
        ).json() as {
          code: number;
          success: boolean;
        };
      // The second process's listener connects in the background.
      for (let i = 0; i < 100 && !other.authChanges.live; i++) await new Promise((r) => setTimeout(r, 20));
      expect(other.authChanges.live).toBe(true);
      const token = await t.login("seller.rejected");
      expect((await call2(token)).success).toBe(true);
      expect((await call2(token)).success).toBe(true);
      await t.database.db.execute(sql`update users set status = 0 where user_name = 'seller.rejected'`);
      // Delivered a network round trip later: wait for it (bounded), then the next call is refused.
      const before = other.authChanges.version;
      for (let i = 0; i < 100 && other.authChanges.version === before; i++) await new Promise((r) => setTimeout(r, 10));
      expect((await call2(token)).code).toBe(987654322);
      await t.database.db.execute(sql`update users set status = 1 where user_name = 'seller.rejected'`);
    } finally {
      await app2.close();
      await other.close();
    }
  });
});
