/**
 * Seeds the demo marketplace once per e2e run into a template DATA_DIR; each test file's server starts on
 * a copy of it (harness.ts `startServer`). Seeding takes about a minute (a year of orders, refunds, bills
 * and payouts), so seeding it per file cost most of the e2e time. Deadlines in the seed are relative to
 * its clock; the run is minutes long and the shortest seeded deadline is hours away.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { seedTemplate } from "./harness";

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seller-e2e-template-"));
  await seedTemplate(dir);
  project.provide("e2eTemplateDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
