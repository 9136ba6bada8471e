/**
 * inquiry.created webhooks (spec §2 webhooks): an inquiry is offered to every shop whose part brands match
 * its car brand (server/modules/inquiry/inquiry-scope.ts offeredOpenWhere), so each such shop with a
 * subscribed webhook gets the event, in the transaction that created the inquiry.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { webhooks } from "../../db/schema/integration";
import { shopInquiryContext } from "../inquiry/inquiry-scope";
import { enqueueWebhookEvent } from "./webhook-service";

/** Queues inquiry.created for every shop the inquiry is offered to that listens for it. */
export async function enqueueInquiryCreated(
  tx: Db | Tx,
  inquiry: { id: number; inquiryNo: string; carBrandKey: string; vehicleType: number; deadline: Date },
  now: Date,
): Promise<void> {
  const listening = await tx
    .selectDistinct({ shopId: webhooks.shopId })
    .from(webhooks)
    .where(and(eq(webhooks.enabled, 1), sql`${webhooks.events} @> '["inquiry.created"]'::jsonb`));
  for (const { shopId } of listening) {
    const ctx = await shopInquiryContext(tx, shopId);
    if (!ctx.brandKeys.includes(inquiry.carBrandKey)) continue;
    await enqueueWebhookEvent(
      tx,
      shopId,
      "inquiry.created",
      {
        inquiryId: inquiry.id,
        inquiryNo: inquiry.inquiryNo,
        vehicleType: inquiry.vehicleType,
        deadline: inquiry.deadline.toISOString(),
      },
      now,
    );
  }
}
