/**
 * Delivery-fee templates (spec §3 "Delivery template", §2 /order/delivery-fee-template): how a shop prices
 * shipping. A template prices by package count, weight or volume (src/domain/delivery-fee.ts); the default
 * fee applies everywhere except the regencies of a specified area, which have their own fee.
 * Units are integers in the pricing type's base unit: pieces, grams, cubic centimetres. Fees are rupiah.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { shops } from "./shop";

export const deliveryTemplates = pgTable(
  "delivery_templates",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id),
    /** `TPL-nnnnnn`: the code of /order/delivery-fee-template/delivery-template-detail/{code}. */
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    /** 1 able, 0 disable (the list's filter value 2 means all). */
    status: integer("status").notNull().default(1),
    /** 1 package count, 2 weight (kg), 3 volume (m3). */
    pricingType: integer("pricing_type").notNull(),
    /** src/domain/delivery-fee.ts DELIVERY_TYPES. */
    deliveryType: integer("delivery_type").notNull(),
    /** The first `firstUnits` units cost `firstFee`; each further `additionalUnits` (or part) costs `additionalFee`. */
    firstUnits: integer("first_units").notNull(),
    firstFee: integer("first_fee").notNull(),
    additionalUnits: integer("additional_units").notNull(),
    additionalFee: integer("additional_fee").notNull(),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("delivery_templates_shop_idx").on(t.shopId, t.createTime.desc())],
);

/** A specified area of a template: regencies (`NN.NN`) with their own fee. Replaced as a whole on update. */
export const deliveryTemplateAreas = pgTable(
  "delivery_template_areas",
  {
    id: serial("id").primaryKey(),
    templateId: integer("template_id")
      .notNull()
      .references(() => deliveryTemplates.id),
    regencyCodes: jsonb("regency_codes").$type<string[]>().notNull(),
    firstUnits: integer("first_units").notNull(),
    firstFee: integer("first_fee").notNull(),
    additionalUnits: integer("additional_units").notNull(),
    additionalFee: integer("additional_fee").notNull(),
  },
  (t) => [index("delivery_template_areas_template_idx").on(t.templateId)],
);
