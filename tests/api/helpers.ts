/**
 * API test harness: a fresh in-memory PGlite (or TEST_DATABASE_URL's PostgreSQL, in a throwaway schema-free
 * database the CI creates), migrated and optionally seeded, with a controllable clock.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { itemFitments, itemImages, items } from "../../server/db/schema/item";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/client";
import { createTestDatabase } from "./pg-databases";
import { seedDemo, DEMO_PASSWORD } from "../../server/seed/demo";
import type { Envelope } from "../../src/domain/wire";
import type { ProductCreate } from "../../src/resources/products/schema";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  filesDir: string;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  now(): Date;
  /** POSTs JSON; answers the HTTP status and the parsed envelope. */
  call<T = unknown>(
    url: string,
    body?: unknown,
    opts?: { token?: string; lang?: string },
  ): Promise<{ status: number; body: Envelope<T> }>;
  /** Signs in with the demo password by default; answers the access token (throws if refused). */
  login(userName: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** SHA-256 hex of the UTF-8 password, as the portal sends it (spec §7). */
export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * Builds a fresh app. `seed: true` loads the demo marketplace (accounts, products, built-in reference data);
 * `orders: true` also its order history (server/seed/demo-orders.ts, ~10 s), which moves stock, messages and
 * activity.
 */
export async function createTestApp(
  opts: { seed?: boolean; orders?: boolean; env?: Record<string, string>; database?: Database } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  // A database opened by the caller (the fault tests prepare data a real server process starts on later).
  if (opts.database) {
    database = opts.database;
  } else if (databaseUrl) {
    // One database per test app on the PostgreSQL server.
    database = await openDatabase({ databaseUrl: await createTestDatabase(databaseUrl, "app"), dataDir: null });
  } else {
    database = await openDatabase({ dataDir: null });
  }
  await database.migrate();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "seller-files-"));
  let current = new Date("2026-11-20T03:00:00.000Z").getTime();
  const clock = () => new Date(current);
  if (opts.seed) await seedDemo(database.db, { clock, filesDir, orders: opts.orders ?? false });
  const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", ...opts.env });
  const app = await buildApp({ db: database.db, config, clock, filesDir }, { logger: false });
  await app.ready();

  const call: TestApp["call"] = async (url, body, o = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (o.token) headers.authorization = o.token;
    if (o.lang) headers["accept-language"] = o.lang;
    const res = await app.inject({ method: "POST", url, headers, payload: JSON.stringify(body ?? {}) });
    return { status: res.statusCode, body: res.json() };
  };

  return {
    app,
    database,
    filesDir,
    advance: (ms) => {
      current += ms;
    },
    now: clock,
    call,
    login: async (userName, password = DEMO_PASSWORD) => {
      const res = await call<{ accessToken: string }>("/api/user/login/login", {
        userName,
        password: sha256Hex(password),
      });
      if (!res.body.success) throw new Error(`login ${userName} refused: ${res.body.message}`);
      return res.body.data.accessToken;
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A complete, valid create body for /api/item/ina/create (spec §3 "Product"): general fitment, one price
 * tier, the given image as main. Tests override what they are about.
 */
export function productBody(imageKey: string, over: Partial<ProductCreate> = {}): ProductCreate {
  return {
    partNo: "TST04465BZ010",
    itemName: "Kampas Rem Depan Avanza Uji",
    categoryId: "vp-1-4-1-7",
    condition: 1,
    grade: "A",
    brandName: "Aisin",
    specification: "",
    productUnit: "Set",
    packagingUnit: "Dus",
    packagingQty: 1,
    weight: 900,
    length: 20,
    width: 15,
    height: 8,
    vehicleType: 1,
    adaptType: 1,
    fitments: [],
    tradePlatforms: [1, 2],
    priceTiers: [{ minQty: 1, maxQty: null, price: 250_000 }],
    discount: 5,
    saleUnit: "Set",
    deliveryTemplateId: null,
    stockType: 2,
    stockNum: 50,
    minBuyQty: 1,
    autoTender: false,
    priority: false,
    reconditioned: false,
    images: [{ fileKey: imageKey, isMain: true }],
    description: "",
    submit: true,
    ...over,
  };
}

/** Row counts of every table a product write touches (to show a refusal wrote nothing). */
export async function productTableCounts(t: TestApp): Promise<{ items: number; fitments: number; images: number }> {
  const db = t.database.db;
  const [[i], [f], [im]] = await Promise.all([
    db.select({ n: count() }).from(items),
    db.select({ n: count() }).from(itemFitments),
    db.select({ n: count() }).from(itemImages),
  ]);
  return { items: i.n, fitments: f.n, images: im.n };
}

/**
 * A product detail (/api/item/ina/detail) as the fields an update sends back: without the answer-only fields
 * (ids, status, times) and with images as `{ fileKey, isMain }`.
 */
export function editableFields(detail: Record<string, unknown>): Record<string, unknown> {
  const {
    itemId: _i,
    shopId: _s,
    reviewStatus: _r,
    offShelveReason: _o,
    createTime: _c,
    updateTime: _u,
    images,
    ...fields
  } = detail;
  return {
    ...fields,
    images: (images as { fileKey: string; isMain: boolean }[]).map(({ fileKey, isMain }) => ({ fileKey, isMain })),
  };
}
