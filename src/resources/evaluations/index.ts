import type { ResourceDescriptor } from "../types";

/**
 * Evaluations received (spec §2 /commodity/evaluation-received, §3 "Review"): buyers' reviews of the shop's
 * products. Owner-scoped through the reviewed product's owner (the API maps it to items.owner_user_id).
 */
export const evaluations = {
  name: "evaluations",
  namespace: "evaluations",
  group: "commodity",
  icon: "StarOutlined",
  list: "evaluationReceived",
  routes: {
    evaluationReceived: { path: "/commodity/evaluation-received", titleKey: "evaluations:titles.list", menu: true },
  },
  endpoints: { list: "/api/evaluation/ina/page" },
  actions: ["list"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;

/** Counts per star and the average (needs `evaluations.list` only). */
export const EVALUATION_SUMMARY_ENDPOINT = "/api/evaluation/ina/summary";
