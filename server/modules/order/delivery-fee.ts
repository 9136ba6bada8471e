/**
 * An order's delivery fee from its products' delivery-fee templates (spec §3 "Delivery template"): lines
 * group by the product's template; each group is priced for the receiver's regency (src/domain/delivery-fee.ts).
 * A line without a template, or whose template is missing, disabled or another shop's, ships free.
 */
import { and, eq, inArray } from "drizzle-orm";
import { orderDeliveryFee, type FeeLine, type TemplateForFee } from "@src/domain/delivery-fee";
import type { Db, Tx } from "../../db/client";
import { deliveryTemplateAreas, deliveryTemplates } from "../../db/schema/logistics";

/** A priced line: its template id (null: ships free) and what the fee counts. */
export interface DeliveryLine extends FeeLine {
  deliveryTemplateId: number | null;
}

/** The receiver's regency `NN.NN`: the region codes' index 1 (province, regency, district, village). */
export function regencyOf(regionCodes: readonly string[]): string {
  return regionCodes[1] ?? "";
}

/** Rupiah: the delivery fee of `lines` sent from `shopId` to `regencyCode`. */
export async function deliveryFeeOf(
  db: Db | Tx,
  shopId: number,
  lines: readonly DeliveryLine[],
  regencyCode: string,
): Promise<number> {
  const ids = [...new Set(lines.map((l) => l.deliveryTemplateId).filter((id): id is number => id !== null))];
  const templates = new Map<number, TemplateForFee>();
  if (ids.length > 0) {
    const rows = await db
      .select()
      .from(deliveryTemplates)
      .where(
        and(inArray(deliveryTemplates.id, ids), eq(deliveryTemplates.shopId, shopId), eq(deliveryTemplates.status, 1)),
      );
    const areas =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(deliveryTemplateAreas)
            .where(
              inArray(
                deliveryTemplateAreas.templateId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(deliveryTemplateAreas.id);
    for (const r of rows) {
      const pricingType = r.pricingType === 2 || r.pricingType === 3 ? r.pricingType : 1;
      templates.set(r.id, {
        pricingType,
        firstUnits: r.firstUnits,
        firstFee: r.firstFee,
        additionalUnits: r.additionalUnits,
        additionalFee: r.additionalFee,
        areas: areas.filter((a) => a.templateId === r.id),
      });
    }
  }
  const groups = new Map<number | null, DeliveryLine[]>();
  for (const l of lines) {
    const key = l.deliveryTemplateId !== null && templates.has(l.deliveryTemplateId) ? l.deliveryTemplateId : null;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return orderDeliveryFee(
    [...groups].map(([id, group]) => ({ template: id === null ? null : templates.get(id)!, lines: group })),
    regencyCode,
  );
}
