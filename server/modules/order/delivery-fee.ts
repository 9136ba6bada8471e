/**
 * An order's delivery fee from its products' delivery-fee templates (spec §3 "Delivery template"): lines
 * group by the product's template; each group is priced for the receiver's regency (src/domain/delivery-fee.ts).
 * A line without a template, or whose template is missing or another shop's, ships free. A disabled template
 * still prices the products that use it (it only leaves the product form's picker; README choices).
 */
import { orderDeliveryFee, type FeeLine } from "@src/domain/delivery-fee";
import type { Db, Tx } from "../../db/client";
import { templatesForFee } from "../logistics/delivery-template-service";

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
  const templates = await templatesForFee(
    db,
    shopId,
    lines.flatMap((l) => (l.deliveryTemplateId === null ? [] : [l.deliveryTemplateId])),
  );
  const groups = new Map<number | null, DeliveryLine[]>();
  for (const l of lines) {
    const key = l.deliveryTemplateId !== null && templates.has(l.deliveryTemplateId) ? l.deliveryTemplateId : null;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return orderDeliveryFee(
    [...groups].map(([id, group]) => ({ template: id === null ? null : (templates.get(id) ?? null), lines: group })),
    regencyCode,
  );
}
