/**
 * Bulk Excel imports (spec §5 "Import"). One row per submitted import, keyed by the
 * client-generated id: a second submit of the same id answers `result` without applying anything again.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { shops } from "./shop";

export const importJobs = pgTable(
  "import_jobs",
  {
    /** The client's importId (a UUID). */
    id: uuid("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** create | update */
    mode: text("mode").notNull(),
    /** done (imports apply in one transaction: a failed one leaves no row) */
    status: text("status").notNull(),
    rowCount: integer("row_count").notNull(),
    /** The answer of the import (ImportResult of src/resources/products/import/schema.ts). */
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("import_jobs_shop_idx").on(t.shopId, t.createTime.desc())],
);
