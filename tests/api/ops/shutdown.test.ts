/**
 * Graceful shutdown (server/serve.ts): on SIGTERM a large import under way still completes and answers,
 * a WebSocket client hears 1001 "going away", and the process exits 0.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { count, like } from "drizzle-orm";
import { items } from "../../../server/db/schema/item";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/client";
import { seedDemo, DEMO_PASSWORD } from "../../../server/seed/demo";
import { REALTIME_PATH } from "../../../src/domain/realtime";
import { editableFields } from "../helpers";
import { pollUntil, spawnServer, type ServerProcess } from "./server-process";
import { createTestDatabase } from "../pg-databases";

const pgUrl = process.env.TEST_DATABASE_URL;

describe("graceful shutdown", () => {
  let server: ServerProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seller-shutdown-"));
  afterAll(async () => {
    await server?.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the import in flight, closes WebSockets with 1001 and exits 0", async () => {
    // Seeded here rather than by the server: only the demo shop is needed, and the server's start stays short.
    const databaseUrl = pgUrl ? await createTestDatabase(pgUrl, "ops") : undefined;
    const database = await openDatabase({ databaseUrl, dataDir });
    await database.migrate();
    await seedDemo(database.db, { clock: () => new Date(), filesDir: path.join(dataDir, "files"), orders: false });
    await database.close();

    server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", SHUTDOWN_GRACE_SECONDS: "25" });
    const baseUrl = await server.baseUrl();
    const call = async <T>(url: string, body: unknown, token?: string) => {
      const res = await fetch(baseUrl + url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { success: boolean; data: T } };
    };
    const password = createHash("sha256").update(DEMO_PASSWORD, "utf8").digest("hex");
    const token = (
      await call<{ accessToken: string }>("/api/user/login/login", { userName: "seller.active", password })
    ).body.data.accessToken;
    const page = await call<{ data: { itemId: number }[] }>("/api/item/ina/page", { pageNo: 1, pageSize: 1 }, token);
    const detail = await call<Record<string, unknown>>(
      "/api/item/ina/detail",
      { itemId: page.body.data.data[0].itemId },
      token,
    );
    const base = editableFields(detail.body.data);

    const socket = new WebSocket(baseUrl.replace("http", "ws") + REALTIME_PATH);
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send(JSON.stringify({ type: "auth", token }));

    const importId = randomUUID();
    const rows = Array.from({ length: 3000 }, (_, i) => ({ ...base, partNo: `SHUT${i}` }));
    const work = call<{ applied: number }>("/api/item/ina/import", { importId, mode: "create", rows }, token);
    await pollUntil("the import to be under way", async () => {
      const p = await call<{ status: string }>("/api/item/ina/import/progress", { importId }, token);
      return p.body.data.status === "running" ? true : undefined;
    });
    server.child.kill("SIGTERM");

    const answer = await work;
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.applied).toBe(3000);
    expect(await closed).toBe(1001);
    const code = await server.exited;
    expect(code).toBe(0);
    const out = server.output();
    expect(out).toContain('"msg":"shutting down"');
    expect(out).toContain('"msg":"stopped"');

    // All of it was committed before the database closed.
    const after = await openDatabase({ databaseUrl, dataDir });
    const [row] = await after.db.select({ n: count() }).from(items).where(like(items.partNo, "SHUT%"));
    await after.close();
    expect(row.n).toBe(3000);
  }, 120_000);
});
