/**
 * Priority areas and generated downloads (spec §2 /commodity/area "priority-part-area download", §4
 * "Priority download file: generating, then done", §9 downloads). A shop chooses regencies/cities
 * (regions level 2); a download job is written by the background sweep (server/jobs/downloads.ts).
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { files } from "./item";
import { shops } from "./shop";

/** The cities a shop has chosen for its priority parts. */
export const priorityAreas = pgTable(
  "priority_areas",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** regions.code of a level-2 region (regency/city), e.g. `31.71`. */
    regencyCode: text("regency_code").notNull(),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.regencyCode] })],
);

/** A requested file: status 0 generating, 1 done, 2 failed (src/resources/priority-areas/schema.ts DownloadStatus). */
export const downloads = pgTable(
  "downloads",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** Who asked for it. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** `priorityPartArea` (the only kind yet). */
    kind: text("kind").notNull(),
    status: integer("status").notNull().default(0),
    /** The generated file, once done. */
    fileKey: text("file_key").references(() => files.fileKey),
    /** What the job was asked with (e.g. the regency codes at request time). */
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    doneTime: timestamp("done_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("downloads_shop_time_idx").on(t.shopId, t.createTime.desc()),
    index("downloads_status_idx").on(t.status),
  ],
);
