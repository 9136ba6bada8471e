/**
 * `npm run reference:import -- <folder>`: loads the full reference data (layout of ../shared/data, see its
 * SOURCES.md) into the configured database (DATA_DIR's PGlite or DATABASE_URL), migrating it first.
 * Idempotent. Exits 1 with a clear message when the folder or a file is missing.
 * Stop the server first when it uses the embedded PGlite: one process owns its files.
 */
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { checkReferenceFolder, importReference } from "./reference-import";

async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) throw new Error("Usage: npm run reference:import -- <folder>   (e.g. ../shared/data)");
  checkReferenceFolder(folder);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const started = Date.now();
    let lastStep = "";
    const result = await importReference(database.db, folder, (step, done, total) => {
      if (step !== lastStep) process.stdout.write(`${lastStep ? "\n" : ""}${step}: `);
      lastStep = step;
      process.stdout.write(`\r${step}: ${done}/${total}`);
    });
    process.stdout.write("\n");
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      [
        `Imported in ${seconds} s:`,
        `  regions    ${result.regions}`,
        `  vehicles   ${result.vehicles}`,
        `  categories ${result.categories}`,
        `  banks      ${result.banks}`,
        `Skipped (invalid rows): ${JSON.stringify(result.skipped)}`,
        `Merged (duplicate keys): ${JSON.stringify(result.merged)}`,
        "",
      ].join("\n"),
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`reference:import failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
