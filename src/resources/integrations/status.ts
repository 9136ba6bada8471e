/** Tag colours of delivery and sync-run statuses (spec §2 delivery log). */
export function deliveryStatusColor(status: string): string {
  return status === "delivered" || status === "done" ? "green" : status === "failed" ? "red" : "gold";
}
