/** `npm run seed`: migrates and seeds the demo marketplace into the configured database (idempotent). */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { seedDemo, DEMO_LOGINS, DEMO_PASSWORD } from "./demo";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const filesDir = path.resolve(config.DATA_DIR, "files");
    fs.mkdirSync(filesDir, { recursive: true });
    const { seeded } = await seedDemo(database.db, { clock: () => new Date(), filesDir });
    process.stdout.write(
      seeded
        ? `Demo marketplace seeded. Password for every login: ${DEMO_PASSWORD}\n`
        : "Demo accounts already exist: nothing to do.\n",
    );
    for (const d of DEMO_LOGINS) process.stdout.write(`  ${d.userName.padEnd(20)} ${d.lands}\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
