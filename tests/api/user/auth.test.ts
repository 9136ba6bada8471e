/**
 * Sign-in and session (spec §7 login/logout/queryUserInfo/setCloudMessageToken, §8 codes 987654321 /
 * 987654322): what a portal or any other caller of the API notices.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users } from "../../../server/db/schema/auth";
import { hashToken } from "../../../server/http/auth";
import { hashPassword, verifyPassword } from "../../../server/modules/user/password";
import { seedDemoAccounts } from "../../../server/seed/demo-accounts";
import { DEMO_PASSWORD } from "../../../server/seed/demo";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";

const LOGIN = "/api/user/login/login";
const INFO = "/api/user/queryUserInfo";

async function appWithAccounts(): Promise<TestApp> {
  const t = await createTestApp();
  await seedDemoAccounts(t.database.db, { password: DEMO_PASSWORD, clock: t.now });
  return t;
}

async function sessionCount(t: TestApp): Promise<number> {
  return (await t.database.db.select({ id: sessions.id }).from(sessions)).length;
}

describe("password hashing", () => {
  it("stores a salted scrypt hash that verifies only the same SHA-256 value", async () => {
    const hex = sha256Hex("Rahasia#123");
    const a = await hashPassword(hex);
    const b = await hashPassword(hex);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(hex);
    expect(await verifyPassword(hex, a)).toBe(true);
    expect(await verifyPassword(sha256Hex("Rahasia#124"), a)).toBe(false);
    expect(await verifyPassword(hex, "plain")).toBe(false);
    expect(await verifyPassword(hex, "scrypt$x$8$1$abc$def")).toBe(false);
    await expect(hashPassword("Rahasia#123")).rejects.toThrow();
  });
});

describe("login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithAccounts();
  });
  afterAll(() => t.close());

  it("answers a random access token and stores only its hash", async () => {
    const res = await t.call<{ accessToken: string }>(LOGIN, {
      userName: "seller.active",
      password: sha256Hex(DEMO_PASSWORD),
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: "Berhasil" });
    const token = res.body.data.accessToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const second = await t.login("seller.active");
    expect(second).not.toBe(token);
  });

  it("refuses an unknown user and a wrong password with the same message, in the caller's language", async () => {
    const before = await sessionCount(t);
    const unknown = await t.call(LOGIN, { userName: "nobody.here", password: sha256Hex(DEMO_PASSWORD) });
    const wrong = await t.call(LOGIN, { userName: "seller.pending", password: sha256Hex("Salah#2026") });
    expect(unknown.body).toEqual({
      success: false,
      code: 400,
      message: "Nama pengguna atau kata sandi salah",
      data: null,
    });
    expect(wrong.body).toEqual(unknown.body);
    const en = await t.call(
      LOGIN,
      { userName: "seller.pending", password: sha256Hex("Salah#2026") },
      { lang: "en-US" },
    );
    expect(en.body.message).toBe("Wrong user name or password");
    expect(await sessionCount(t)).toBe(before);
  });

  it.each([
    ["a plain password", { userName: "seller.active", password: DEMO_PASSWORD }, "password"],
    ["uppercase hex", { userName: "seller.active", password: sha256Hex(DEMO_PASSWORD).toUpperCase() }, "password"],
    ["63 hex chars", { userName: "seller.active", password: sha256Hex(DEMO_PASSWORD).slice(1) }, "password"],
    ["a number as password", { userName: "seller.active", password: 12345 }, "password"],
    ["no user name", { password: sha256Hex(DEMO_PASSWORD) }, "userName"],
    ["an empty user name", { userName: "   ", password: sha256Hex(DEMO_PASSWORD) }, "userName"],
    ["a 51-char user name", { userName: "x".repeat(51), password: sha256Hex(DEMO_PASSWORD) }, "userName"],
    ["an array as user name", { userName: ["seller.active"], password: sha256Hex(DEMO_PASSWORD) }, "userName"],
  ])("refuses %s as a validation error and signs nobody in", async (_label, body, field) => {
    const before = await sessionCount(t);
    const res = await t.call<{ errors: { path: string; message: string }[] }>(LOGIN, body);
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/^Data tidak valid: /);
    expect(res.body.data.errors.map((e) => e.path)).toContain(field);
    expect(await sessionCount(t)).toBe(before);
  });

  it("refuses a body that is not JSON object data", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: LOGIN,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.json()).toMatchObject({ success: false, code: 400 });
  });

  it("answers the user info of the signed-in user", async () => {
    const token = await t.login("seller.active");
    const res = await t.call(INFO, {}, { token });
    expect(res.body.data).toEqual({
      userId: expect.any(Number),
      userName: "seller.active",
      nickName: "Budi Santoso",
      pltShowName: "Sinar Jaya Motor Parts",
      extendedField: "ERP",
      role: "seller",
      shopId: expect.any(Number),
      isMainAdmin: true,
      positionId: null,
      rules: [{ action: "manage", subject: "all" }],
    });
    const noshop = await t.call(INFO, {}, { token: await t.login("seller.noshop") });
    expect(noshop.body.data).toMatchObject({ userName: "seller.noshop", shopId: null, extendedField: "", rules: [] });
  });

  it("accepts 'Bearer <token>' and refuses missing, malformed and oversize tokens with 987654321", async () => {
    const token = await t.login("seller.active");
    expect((await t.call(INFO, {}, { token: `Bearer ${token}` })).body.success).toBe(true);
    for (const bad of [undefined, "Bearer x", "Bearer ", token.slice(0, -1), "a".repeat(500), `${token}x`]) {
      const res = await t.call(INFO, {}, { token: bad });
      expect(res.body).toMatchObject({
        success: false,
        code: 987654321,
        message: "Sesi login telah berakhir, silakan masuk kembali",
      });
    }
    const en = await t.call(INFO, {}, { token: "Bearer x", lang: "en-US" });
    expect(en.body.message).toBe("Login timed out, please sign in again");
  });
});

describe("throttling repeated failures", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithAccounts();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });
  const wrong = (userName: string, lang?: string) =>
    t.call(LOGIN, { userName, password: sha256Hex("Tebakan#1") }, { lang });
  const right = (userName: string) => t.call(LOGIN, { userName, password: sha256Hex(DEMO_PASSWORD) });

  it("blocks a user name for 15 minutes after 5 failures, even with the right password, and then lets it in", async () => {
    for (let i = 0; i < 4; i++) expect((await wrong("seller.pending")).body.code).toBe(400);
    const fifth = await wrong("seller.pending");
    expect(fifth.body).toMatchObject({
      success: false,
      code: 429,
      message: "Terlalu banyak percobaan yang gagal, silakan coba lagi dalam 15 menit",
    });
    const blocked = await right("seller.pending");
    expect(blocked.body.code).toBe(429);
    // Case variants share the counter.
    expect((await t.call(LOGIN, { userName: "Seller.Pending", password: sha256Hex(DEMO_PASSWORD) })).body.code).toBe(
      429,
    );
    expect((await wrong("seller.pending", "en-US")).body.message).toMatch(
      /^Too many failed attempts, please try again in 1[45] minutes$/,
    );
    // Another name is not affected.
    expect((await right("seller.rejected")).body.success).toBe(true);

    // The limiter reads the wall clock, so it is the one moved here.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect((await right("seller.pending")).body.message).toMatch(/dalam [56] menit$/);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await right("seller.pending")).body.success).toBe(true);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    for (let i = 0; i < 4; i++) await wrong("seller.closed");
    expect((await right("seller.closed")).body.success).toBe(true);
    for (let i = 0; i < 4; i++) expect((await wrong("seller.closed")).body.code).toBe(400);
    expect((await right("seller.closed")).body.success).toBe(true);
  });

  it("throttles unknown user names too, so they cannot be told from known ones", async () => {
    for (let i = 0; i < 4; i++) expect((await wrong("ghost.user")).body.code).toBe(400);
    expect((await wrong("ghost.user")).body.code).toBe(429);
  });
});

describe("session lifetime", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithAccounts();
  });
  afterAll(() => t.close());

  it("logout ends only that session; its token then answers 987654321", async () => {
    const a = await t.login("seller.active");
    const b = await t.login("seller.active");
    expect((await t.call("/api/user/login/logout", {}, { token: a })).body).toMatchObject({
      success: true,
      data: null,
    });
    expect((await t.call(INFO, {}, { token: a })).body.code).toBe(987654321);
    expect((await t.call("/api/user/login/logout", {}, { token: a })).body.code).toBe(987654321);
    expect((await t.call(INFO, {}, { token: b })).body.success).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(a)));
    expect(row.endReason).toBe("logout");
  });

  it("expires after 120 idle minutes, counted from the last call", async () => {
    const token = await t.login("seller.additional");
    t.advance(119 * 60_000);
    expect((await t.call(INFO, {}, { token })).body.success).toBe(true);
    t.advance(119 * 60_000);
    expect((await t.call(INFO, {}, { token })).body.success).toBe(true);
    t.advance(121 * 60_000);
    const res = await t.call(INFO, {}, { token });
    expect(res.body.code).toBe(987654321);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.endReason).toBe("expired");
    // A fresh sign-in works.
    expect((await t.call(INFO, {}, { token: await t.login("seller.additional") })).body.success).toBe(true);
  });

  it("stores the cloud-messaging token on the session and refuses an oversize one", async () => {
    const token = await t.login("seller.special");
    const set = await t.call("/api/user/login/setCloudMessageToken", { token: "fcm:device-123" }, { token });
    expect(set.body).toMatchObject({ success: true, data: null });
    const stored = async () =>
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0].cloudMessageToken;
    expect(await stored()).toBe("fcm:device-123");
    for (const body of [{ token: "x".repeat(501) }, {}, { token: 42 }]) {
      const res = await t.call("/api/user/login/setCloudMessageToken", body, { token });
      expect(res.body).toMatchObject({ success: false, code: 400 });
    }
    expect(await stored()).toBe("fcm:device-123");
    expect((await t.call("/api/user/login/setCloudMessageToken", { token: "x" }, {})).body.code).toBe(987654321);
  });
});

describe("sessions the server ends (987654322)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithAccounts();
  });
  afterAll(() => t.close());
  const CHANGE = "/api/user/ina/changePassword";

  it("a password change ends the user's other sessions and keeps the current one", async () => {
    const current = await t.login("seller.active");
    const other = await t.login("seller.active");
    const elsewhere = await t.login("seller.special");
    const newPassword = sha256Hex("Baru#2026x");

    const wrongOld = await t.call(CHANGE, { oldPassword: sha256Hex("Salah#1"), newPassword }, { token: current });
    expect(wrongOld.body).toMatchObject({ success: false, code: 400, message: "Kata sandi lama salah" });
    const same = await t.call(
      CHANGE,
      { oldPassword: sha256Hex(DEMO_PASSWORD), newPassword: sha256Hex(DEMO_PASSWORD) },
      { token: current },
    );
    expect(same.body.success).toBe(false);
    for (const body of [
      { oldPassword: sha256Hex(DEMO_PASSWORD), newPassword: "Baru#2026x" },
      { oldPassword: sha256Hex(DEMO_PASSWORD) },
      {},
    ]) {
      expect((await t.call(CHANGE, body, { token: current })).body.code).toBe(400);
    }
    // Nothing changed by the refusals.
    expect((await t.call(INFO, {}, { token: other })).body.success).toBe(true);
    expect(await t.login("seller.active")).toBeTruthy();

    const ok = await t.call(CHANGE, { oldPassword: sha256Hex(DEMO_PASSWORD), newPassword }, { token: current });
    expect(ok.body.success).toBe(true);
    expect((await t.call(INFO, {}, { token: current })).body.success).toBe(true);
    const ended = await t.call(INFO, {}, { token: other });
    expect(ended.body).toMatchObject({ code: 987654322, message: "Sesi Anda telah diakhiri, silakan masuk kembali" });
    expect((await t.call(INFO, {}, { token: other, lang: "en-US" })).body.message).toBe(
      "Your session was ended, please sign in again",
    );
    expect((await t.call(INFO, {}, { token: elsewhere })).body.success).toBe(true);
    await expect(t.login("seller.active")).rejects.toThrow();
    expect(await t.login("seller.active", "Baru#2026x")).toBeTruthy();
  });

  it("deactivation ends every session of the user and refuses sign-in until reactivated", async () => {
    const seller = await t.login("seller.rejected");
    const admin = await t.login("platform.admin");
    const [user] = await t.database.db.select().from(users).where(eq(users.userName, "seller.rejected"));
    const off = await t.call("/api/platform/user/setStatus", { userId: user.id, status: 0 }, { token: admin });
    expect(off.body.success).toBe(true);
    expect((await t.call(INFO, {}, { token: seller })).body.code).toBe(987654322);
    const refused = await t.call(LOGIN, { userName: "seller.rejected", password: sha256Hex(DEMO_PASSWORD) });
    expect(refused.body).toMatchObject({
      success: false,
      code: 403,
      message: "Akun Anda tidak aktif, silakan hubungi admin utama",
    });
    const ended = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(ended.every((s) => s.endReason === "deactivated")).toBe(true);

    expect(
      (await t.call("/api/platform/user/setStatus", { userId: user.id, status: 1 }, { token: admin })).body.success,
    ).toBe(true);
    expect((await t.call(INFO, {}, { token: await t.login("seller.rejected") })).body.success).toBe(true);
    // The old session stays ended.
    expect((await t.call(INFO, {}, { token: seller })).body.code).toBe(987654322);
  });
});
