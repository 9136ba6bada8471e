/**
 * Users and positions (issue 3, spec §5 "Users and positions", §6): every /api/staff endpoint allowed and
 * refused (anonymous, a sub-account without the authority, another shop's admin, bad input), each refusal
 * leaving the tables unchanged; the §5 messages in id-ID exactly; sessions ended by deactivation and
 * password reset; and the demo staff's reach (only own products, no shop / staff management).
 */
import { and, count, eq } from "drizzle-orm";
import type { Page } from "../../../src/domain/wire";
import type { ProductRow } from "../../../src/resources/products/schema";
import type { UserRow } from "../../../src/resources/users/schema";
import type { AuthorityGroup, PositionRow } from "../../../src/resources/positions/schema";
import { activities, positions } from "../../../server/db/schema/access";
import { users } from "../../../server/db/schema/auth";
import { items } from "../../../server/db/schema/item";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";

const ID = "id-ID";
const BASE = "/api/staff/ina";
const STRONG = "Gudang#2026";

let t: TestApp;
let admin: string;
let otherAdmin: string;
let staff: Record<"gudang" | "sales" | "finance", string>;
let shopId: number;

const db = () => t.database.db;
const userId = async (userName: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;
const positionIdOf = async (name: string) =>
  (
    await db()
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.shopId, shopId), eq(positions.name, name)))
  )[0].id;

/** Everything a staff write could change. */
async function snapshot() {
  const [u] = await db().select({ n: count() }).from(users);
  const [p] = await db().select({ n: count() }).from(positions);
  const [a] = await db().select({ n: count() }).from(activities);
  const rows = await db()
    .select({
      id: users.id,
      status: users.status,
      nickName: users.nickName,
      email: users.email,
      positionId: users.positionId,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .orderBy(users.id);
  const pos = await db().select().from(positions).orderBy(positions.id);
  return { users: u.n, positions: p.n, activities: a.n, rows, pos };
}

const call = <T = unknown>(path: string, body: unknown, token?: string, lang = ID) =>
  t.call<T>(path.startsWith("/") ? path : `${BASE}/${path}`, body, { token, lang });
const login = (userName: string, password: string) =>
  t.call<{ accessToken: string }>("/api/user/login/login", { userName, password: sha256Hex(password) });
const fieldMessage = (body: { data: unknown }, field: string) =>
  ((body.data as { errors?: { path: string; message: string }[] })?.errors ?? []).find((e) => e.path === field)
    ?.message;

const positionBody = (over: Record<string, unknown> = {}) => ({
  name: "Gudang Cabang",
  authorities: ["products.list", "products.show"],
  dataListOptions: [2],
  ...over,
});
const userBody = (over: Record<string, unknown> = {}) => ({
  userName: "cabang.satu",
  nickName: "Rina Wati",
  email: "rina.wati@sinarjaya.co.id",
  password: STRONG,
  confirmPassword: STRONG,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  otherAdmin = await t.login("seller.special");
  staff = {
    gudang: await t.login("staff.gudang"),
    sales: await t.login("staff.sales"),
    finance: await t.login("staff.finance"),
  };
  const [u] = await db().select({ shopId: users.shopId }).from(users).where(eq(users.userName, "seller.active"));
  shopId = u.shopId as number;
});
afterAll(async () => {
  await t?.close();
});

/** Every staff endpoint with a body that would be accepted from seller.active. */
const ENDPOINTS: [string, () => Promise<unknown>][] = [
  ["user/page", async () => ({ pageNo: 1, pageSize: 10 })],
  ["user/create", async () => userBody({ userName: "never.made", positionId: await positionIdOf("Sales") })],
  [
    "user/update",
    async () => ({
      userId: await userId("staff.sales"),
      nickName: "X Y",
      email: "x@y.co.id",
      positionId: await positionIdOf("Sales"),
    }),
  ],
  ["user/setStatus", async () => ({ userId: await userId("staff.sales"), status: 0 })],
  [
    "user/resetPassword",
    async () => ({ userId: await userId("staff.sales"), password: STRONG, confirmPassword: STRONG }),
  ],
  ["position/list", async () => ({})],
  ["position/detail", async () => ({ id: await positionIdOf("Sales") })],
  ["position/create", async () => positionBody({ name: "Never Made" })],
  ["position/update", async () => ({ ...positionBody({ name: "Sales" }), id: await positionIdOf("Sales") })],
  ["position/delete", async () => ({ id: await positionIdOf("Sales") })],
  ["authorities", async () => ({})],
];

describe("refusals", () => {
  it("anonymous callers get 987654321 on every endpoint and nothing changes", async () => {
    const before = await snapshot();
    for (const [path, body] of ENDPOINTS) {
      const res = await call(path, await body());
      expect({ path, code: res.body.code }).toEqual({ path, code: 987654321 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("none of the demo staff may call the staff endpoints or modifyShop (403, nothing changed)", async () => {
    const before = await snapshot();
    for (const [name, token] of Object.entries(staff)) {
      for (const [path, body] of ENDPOINTS) {
        const res = await call(path, await body(), token, "en-US");
        expect({ name, path, code: res.body.code, message: res.body.message }).toEqual({
          name,
          path,
          code: 403,
          message: "Sorry, you cannot access this menu, please contact the main admin to get the access.",
        });
      }
      const shop = await call(
        "/api/shop/ina/modifyShop",
        { accountName: "Budi", accountNo: "1234567890", bank: "014" },
        token,
      );
      expect({ name, code: shop.body.code }).toEqual({ name, code: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("another shop's admin sees none of this shop's users or positions and reaches none of its ids", async () => {
    const before = await snapshot();
    const page = await call<Page<UserRow>>("user/page", { pageNo: 1, pageSize: 100 }, otherAdmin);
    expect(page.body.success).toBe(true);
    expect(page.body.data.data.map((r) => r.userName)).not.toContain("staff.sales");
    const list = await call<Page<PositionRow>>("position/list", {}, otherAdmin);
    expect(list.body.data.data.map((p) => p.name)).not.toContain("Sales");
    for (const [path, body] of ENDPOINTS.filter(
      ([p]) => !["user/page", "position/list", "position/create", "authorities", "user/create"].includes(p),
    )) {
      const res = await call(path, await body(), otherAdmin, "en-US");
      expect({ path, code: res.body.code, message: res.body.message }).toEqual({
        path,
        code: 404,
        message: "Not found",
      });
    }
    // Its own user cannot be given this shop's position either.
    const create = await call(
      "user/create",
      userBody({ userName: "other.shop.user", positionId: await positionIdOf("Sales") }),
      otherAdmin,
      "en-US",
    );
    expect(create.body.code).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe("positions", () => {
  it("refuses bad input with the spec's id-ID messages and creates nothing", async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [positionBody({ dataListOptions: [] }), "dataListOptions", "Silakan pilih kotak jika Anda ingin melanjutkan"],
      [
        positionBody({ dataListOptions: [1, 2] }),
        "dataListOptions",
        "Maaf, Izin daftar data hanya dapat memilih satu opsi",
      ],
      [positionBody({ name: "Gdg " }), "name", "Minimal 5 karakter"],
      [positionBody({ name: "Gudang Cabang Jakarta Barat" }), "name", "Maksimal 20 karakter"],
      [positionBody({ name: "   " }), "name", "Tidak boleh kosong"],
      [positionBody({ authorities: [] }), "authorities", "Pilih minimal satu otoritas"],
      [positionBody({ authorities: ["products.list", "shop.destroy"] }), "authorities.1", "Otoritas tidak dikenal"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("position/create", body, admin);
      expect({ field, code: res.body.code, message: fieldMessage(res.body, field) }).toEqual({
        field,
        code: 400,
        message,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("creates, lists, shows, renames and deletes a position; names are unique in the shop", async () => {
    const created = await call<{ id: number }>("position/create", positionBody({ name: "  Gudang Cabang " }), admin);
    expect(created.body.success).toBe(true);
    const id = created.body.data.id;
    const list = await call<Page<PositionRow>>("position/list", {}, admin);
    const row = list.body.data.data.find((p) => p.id === id);
    expect(row).toMatchObject({
      name: "Gudang Cabang",
      authorities: ["products.list", "products.show"],
      dataListPermission: 2,
      userCount: 0,
    });
    expect(row?.lastModified).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(list.body.data.data.find((p) => p.name === "Gudang")?.userCount).toBe(1);

    const dup = await call("position/create", positionBody({ name: "gudang cabang" }), admin);
    expect({ code: dup.body.code, message: dup.body.message }).toEqual({
      code: 409,
      message: "Nama jabatan sudah ada",
    });
    const dupRename = await call("position/update", { ...positionBody({ name: "Sales" }), id }, admin);
    expect(dupRename.body.code).toBe(409);

    const renamed = await call(
      "position/update",
      { id, name: "Gudang Timur", authorities: ["products.list"], dataListOptions: [1] },
      admin,
    );
    expect(renamed.body.success).toBe(true);
    const detail = await call<PositionRow & { dataListOptions: number[] }>("position/detail", { id }, admin);
    expect(detail.body.data).toMatchObject({
      id,
      name: "Gudang Timur",
      authorities: ["products.list"],
      dataListPermission: 1,
      dataListOptions: [1],
    });

    const writes = await db()
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.subject, "positions"), eq(activities.recordId, String(id))));
    expect(writes.map((w) => w.action)).toEqual(["create", "edit"]);

    const deleted = await call("position/delete", { id }, admin);
    expect(deleted.body.success).toBe(true);
    expect((await call("position/detail", { id }, admin)).body.code).toBe(404);
  });

  it("refuses to delete a position users still hold", async () => {
    const before = await snapshot();
    const res = await call("position/delete", { id: await positionIdOf("Gudang") }, admin);
    expect(res.body.code).toBe(409);
    expect(res.body.message).toContain("1 pengguna");
    expect(await snapshot()).toEqual(before);
  });

  it("answers the authority catalogue grouped by resource in the caller's language", async () => {
    const id = await call<AuthorityGroup[]>("authorities", {}, admin);
    const usersGroup = id.body.data.find((g) => g.subject === "users");
    expect(usersGroup?.label).toBe("Pengguna");
    expect(usersGroup?.authorities.map((a) => a.key)).toEqual(
      expect.arrayContaining(["users.list", "users.create", "users.edit", "users.setStatus", "users.resetPassword"]),
    );
    expect(usersGroup?.authorities.find((a) => a.key === "users.resetPassword")?.label).toBe("Atur ulang kata sandi");
    const en = await call<AuthorityGroup[]>("authorities", {}, admin, "en-US");
    expect(en.body.data.find((g) => g.subject === "positions")?.label).toBe("Positions");
    expect(en.body.data.flatMap((g) => g.authorities.map((a) => a.key))).toContain("products.list");
  });
});

describe("users", () => {
  it("refuses bad input with the spec's id-ID messages and creates nothing", async () => {
    const positionId = await positionIdOf("Sales");
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [userBody({ positionId, confirmPassword: "Gudang#2027" }), "confirmPassword", "Kata sandi tidak cocok"],
      [
        userBody({ positionId, password: "gudang#2026", confirmPassword: "gudang#2026" }),
        "password",
        "Kata sandi harus berisi huruf besar, huruf kecil, angka dan karakter khusus",
      ],
      [
        userBody({ positionId, password: "Gudang2026", confirmPassword: "Gudang2026" }),
        "password",
        "Kata sandi harus berisi huruf besar, huruf kecil, angka dan karakter khusus",
      ],
      [userBody({ positionId, password: "Gd#1", confirmPassword: "Gd#1" }), "password", "Minimal 8 karakter"],
      [
        userBody({ positionId, password: `Aa1#${"x".repeat(47)}`, confirmPassword: `Aa1#${"x".repeat(47)}` }),
        "password",
        "Maksimal 50 karakter",
      ],
      [userBody({ positionId, nickName: "R" }), "nickName", "Minimal 2 karakter"],
      [userBody({ positionId, nickName: "R".repeat(51) }), "nickName", "Maksimal 50 karakter"],
      [userBody({ positionId, userName: "a" }), "userName", "Minimal 2 karakter"],
      [
        userBody({ positionId, userName: "rina wati" }),
        "userName",
        "Hanya huruf, angka, titik, garis bawah dan tanda hubung",
      ],
      [userBody({ positionId, email: "rina.wati@" }), "email", "Format email tidak valid"],
      [userBody({ positionId, email: `${"r".repeat(95)}@a.co.id` }), "email", "Maksimal 100 karakter"],
      [userBody({}), "positionId", "Tidak boleh kosong"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("user/create", body, admin);
      expect({ field, code: res.body.code, message: fieldMessage(res.body, field) }).toEqual({
        field,
        code: 400,
        message,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a taken sign-in name, whatever its case, with 'Nama Pengguna Penjual Sudah Ada'", async () => {
    const positionId = await positionIdOf("Sales");
    const before = await snapshot();
    for (const userName of ["seller.active", "STAFF.GUDANG", "platform.admin"]) {
      const res = await call("user/create", userBody({ userName, positionId }), admin);
      expect({ userName, code: res.body.code, message: res.body.message }).toEqual({
        userName,
        code: 409,
        message: "Nama Pengguna Penjual Sudah Ada",
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("creates a sub-account that signs in with its password and appears in the list", async () => {
    const positionId = await positionIdOf("Sales");
    const res = await call<{ userId: number }>("user/create", userBody({ positionId }), admin);
    expect(res.body.success).toBe(true);
    const signIn = await login("cabang.satu", STRONG);
    expect(signIn.body.success).toBe(true);
    const info = await t.call<{ positionId: number; isMainAdmin: boolean }>(
      "/api/user/queryUserInfo",
      {},
      { token: signIn.body.data.accessToken },
    );
    expect(info.body.data).toMatchObject({ positionId, isMainAdmin: false });

    const page = await call<Page<UserRow>>("user/page", { pageNo: 1, pageSize: 10, keyword: "rina" }, admin);
    expect(page.body.data.rowCount).toBe(1);
    expect(page.body.data.data[0]).toMatchObject({
      userId: res.body.data.userId,
      userName: "cabang.satu",
      nickName: "Rina Wati",
      positionName: "Sales",
      status: 1,
      creator: "seller.active",
    });
    const all = await call<Page<UserRow>>("user/page", { pageNo: 1, pageSize: 100 }, admin);
    expect(all.body.data.data.map((r) => r.userName)).not.toContain("seller.active");
    expect(all.body.data.data.map((r) => r.userName)).toEqual(
      expect.arrayContaining(["staff.gudang", "staff.sales", "staff.finance", "cabang.satu"]),
    );
    const bySales = await call<Page<UserRow>>("user/page", { pageNo: 1, pageSize: 100, positionId }, admin);
    expect(bySales.body.data.data.map((r) => r.userName).sort()).toEqual(["cabang.satu", "staff.sales"]);

    const [act] = await db()
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.subject, "users"),
          eq(activities.action, "create"),
          eq(activities.recordId, String(res.body.data.userId)),
        ),
      );
    expect(act.changes.map((c) => c.field)).not.toContain("passwordHash");
  });

  it("edits a sub-account's name, email and position", async () => {
    const id = await userId("cabang.satu");
    const gudang = await positionIdOf("Gudang");
    const res = await call(
      "user/update",
      { userId: id, nickName: "Rina W.", email: "rina@sinarjaya.co.id", positionId: gudang },
      admin,
    );
    expect(res.body.success).toBe(true);
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      nickName: "Rina W.",
      email: "rina@sinarjaya.co.id",
      positionId: gudang,
      userName: "cabang.satu",
    });
  });

  it("deactivation ends the user's sessions at once (987654321) and sign-in refuses them until reactivated", async () => {
    const id = await userId("cabang.satu");
    const token = (await login("cabang.satu", STRONG)).body.data.accessToken;
    expect((await t.call("/api/user/queryUserInfo", {}, { token })).body.success).toBe(true);

    const off = await call("user/setStatus", { userId: id, status: 0 }, admin);
    expect(off.body.success).toBe(true);
    expect((await t.call("/api/user/queryUserInfo", {}, { token })).body.code).toBe(987654321);
    expect((await t.call("/api/item/ina/page", { pageNo: 1, pageSize: 10 }, { token })).body.code).toBe(987654321);
    const refused = await login("cabang.satu", STRONG);
    expect({ success: refused.body.success, code: refused.body.code }).toEqual({ success: false, code: 403 });
    const page = await call<Page<UserRow>>("user/page", { pageNo: 1, pageSize: 10, status: 0 }, admin);
    expect(page.body.data.data.map((r) => r.userName)).toEqual(["cabang.satu"]);

    expect((await call("user/setStatus", { userId: id, status: 1 }, admin)).body.success).toBe(true);
    expect((await login("cabang.satu", STRONG)).body.success).toBe(true);
  });

  it("reset password ends the user's sessions; only the new password signs in", async () => {
    const id = await userId("cabang.satu");
    const token = (await login("cabang.satu", STRONG)).body.data.accessToken;
    const mismatch = await call(
      "user/resetPassword",
      { userId: id, password: "Baru#2026x", confirmPassword: "Baru#2026y" },
      admin,
    );
    expect(fieldMessage(mismatch.body, "confirmPassword")).toBe("Kata sandi tidak cocok");
    const res = await call(
      "user/resetPassword",
      { userId: id, password: "Baru#2026x", confirmPassword: "Baru#2026x" },
      admin,
    );
    expect(res.body.success).toBe(true);
    expect([987654321, 987654322]).toContain((await t.call("/api/user/queryUserInfo", {}, { token })).body.code);
    expect((await login("cabang.satu", STRONG)).body.success).toBe(false);
    expect((await login("cabang.satu", "Baru#2026x")).body.success).toBe(true);
  });

  it("a main admin cannot be edited, deactivated or reset through these endpoints", async () => {
    const before = await snapshot();
    const adminId = await userId("seller.active");
    const sales = await positionIdOf("Sales");
    for (const [path, body] of [
      ["user/update", { userId: adminId, nickName: "Budi", email: "b@sinarjaya.co.id", positionId: sales }],
      ["user/setStatus", { userId: adminId, status: 0 }],
      ["user/resetPassword", { userId: adminId, password: STRONG, confirmPassword: STRONG }],
    ] as const) {
      const res = await call(path, body, admin);
      expect({ path, code: res.body.code, message: res.body.message }).toEqual({
        path,
        code: 403,
        message: "Admin utama tidak dapat diubah di sini",
      });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("a sub-account that manages staff", () => {
  let manager: string;
  let managerPositionId: number;

  beforeAll(async () => {
    const created = await call<{ id: number }>(
      "position/create",
      {
        name: "Admin Staf",
        authorities: [
          "users.list",
          "users.create",
          "users.edit",
          "users.setStatus",
          "users.resetPassword",
          "positions.list",
          "positions.create",
          "positions.edit",
          "positions.delete",
          "products.list",
        ],
        dataListOptions: [2],
      },
      admin,
    );
    managerPositionId = created.body.data.id;
    const user = await call("user/create", userBody({ userName: "staf.admin", positionId: managerPositionId }), admin);
    expect(user.body.success).toBe(true);
    manager = await t.login("staf.admin", STRONG);
  });

  it("cannot act on itself nor change its own position", async () => {
    const before = await snapshot();
    const self = await userId("staf.admin");
    const a = await call("user/setStatus", { userId: self, status: 0 }, manager);
    expect({ code: a.body.code, message: a.body.message }).toEqual({
      code: 403,
      message: "Anda tidak dapat mengubah akun Anda sendiri di sini",
    });
    const b = await call("user/resetPassword", { userId: self, password: STRONG, confirmPassword: STRONG }, manager);
    expect(b.body.code).toBe(403);
    const c = await call(
      "position/update",
      { id: managerPositionId, name: "Admin Staf", authorities: ["users.list", "store.edit"], dataListOptions: [1] },
      manager,
    );
    expect(c.body.code).toBe(403);
    const d = await call("position/delete", { id: managerPositionId }, manager);
    expect(d.body.code).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("cannot grant, or act on users holding, more than its own position", async () => {
    const before = await snapshot();
    const beyond = await call(
      "position/create",
      { name: "Super Gudang", authorities: ["products.list", "products.create"], dataListOptions: [2] },
      manager,
    );
    expect({ code: beyond.body.code, message: beyond.body.message }).toEqual({
      code: 403,
      message: "Anda tidak dapat memberikan atau mengelola hak akses melebihi jabatan Anda sendiri",
    });
    const allAccounts = await call(
      "position/create",
      { name: "Lihat Semua", authorities: ["products.list"], dataListOptions: [1] },
      manager,
    );
    expect(allAccounts.body.code).toBe(403);
    const giveSales = await call(
      "user/create",
      userBody({ userName: "naik.pangkat", positionId: await positionIdOf("Sales") }),
      manager,
    );
    expect(giveSales.body.code).toBe(403);
    const resetSales = await call(
      "user/resetPassword",
      { userId: await userId("staff.sales"), password: STRONG, confirmPassword: STRONG },
      manager,
    );
    expect(resetSales.body.code).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("may manage within its own rights", async () => {
    const created = await call<{ id: number }>(
      "position/create",
      { name: "Lihat Produk", authorities: ["products.list"], dataListOptions: [2] },
      manager,
    );
    expect(created.body.success).toBe(true);
    const user = await call(
      "user/create",
      userBody({ userName: "lihat.produk", positionId: created.body.data.id }),
      manager,
    );
    expect(user.body.success).toBe(true);
    const page = await call<Page<UserRow>>("user/page", { pageNo: 1, pageSize: 10, keyword: "lihat.produk" }, manager);
    expect(page.body.data.data[0]).toMatchObject({
      userName: "lihat.produk",
      creator: "staf.admin",
      positionName: "Lihat Produk",
    });
  });
});

describe("the demo staff", () => {
  it("staff.gudang sees only its own products and gets not found on another's", async () => {
    const gudangId = await userId("staff.gudang");
    const own = await db()
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.shopId, shopId), eq(items.ownerUserId, gudangId)));
    const [other] = await db()
      .select({ id: items.id, owner: items.ownerUserId })
      .from(items)
      .where(and(eq(items.shopId, shopId), eq(items.ownerUserId, await userId("seller.active"))))
      .limit(1);
    expect(own.length).toBeGreaterThan(0);

    const page = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 100 },
      { token: staff.gudang },
    );
    expect(page.body.data.rowCount).toBe(own.length);
    expect(page.body.data.data.map((r) => r.itemId).sort((a, b) => a - b)).toEqual(
      own.map((r) => r.id).sort((a, b) => a - b),
    );
    const adminPage = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 10 },
      { token: admin },
    );
    expect(adminPage.body.data.rowCount).toBeGreaterThan(own.length);

    expect((await t.call("/api/item/ina/detail", { itemId: own[0].id }, { token: staff.gudang })).body.success).toBe(
      true,
    );
    expect((await t.call("/api/item/ina/detail", { itemId: other.id }, { token: staff.gudang })).body.code).toBe(404);
  });

  it("staff.sales sees every product of the shop; staff.finance may not list products", async () => {
    const sales = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 10 },
      { token: staff.sales },
    );
    const adminPage = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 10 },
      { token: admin },
    );
    expect(sales.body.data.rowCount).toBe(adminPage.body.data.rowCount);
    const finance = await t.call("/api/item/ina/page", { pageNo: 1, pageSize: 10 }, { token: staff.finance });
    expect(finance.body.code).toBe(403);
  });

  it("the demo positions hold the authorities of issue 3 part 7", async () => {
    const list = await call<Page<PositionRow>>("position/list", {}, admin);
    const byName = Object.fromEntries(list.body.data.data.map((p) => [p.name, p]));
    // staff.gudang, plus cabang.satu moved there by the edit test above.
    expect(byName.Gudang).toMatchObject({ dataListPermission: 2, userCount: 2 });
    expect(byName.Gudang.authorities).toEqual(expect.arrayContaining(["products.list", "stock.list", "stock.raise"]));
    expect(byName.Sales).toMatchObject({ dataListPermission: 1 });
    expect(byName.Sales.authorities).toEqual(
      expect.arrayContaining(["products.list", "orders.list", "inquiries.list", "tenders.list", "customers.list"]),
    );
    expect(byName.Keuangan).toMatchObject({ dataListPermission: 2 });
    expect(byName.Keuangan.authorities).toEqual(expect.arrayContaining(["bills.list", "recaps.list", "payments.list"]));
    for (const p of [byName.Gudang, byName.Sales, byName.Keuangan]) {
      expect(p.authorities.filter((k) => /^(store|users|positions)\./.test(k))).toEqual([]);
    }
  });
});
