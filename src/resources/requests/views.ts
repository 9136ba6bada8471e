/**
 * The requests pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route
 * tree (src/resources/views.ts), so the API and src/access never reach a view.
 */
import type { ViewsOf } from "../view-loader";
import type { requests } from "./index";

const form = (name: "SuspendForm" | "BlockForm" | "PartForm" | "LimitForm" | "ClauseForm" | "TempoForm") => () =>
  import("./forms").then((m) => ({ default: m[name] }));

export const requestsViews = {
  formsuspend: form("SuspendForm"),
  formblock: form("BlockForm"),
  formpart: form("PartForm"),
  formlimit: form("LimitForm"),
  formclause: form("ClauseForm"),
  formtempo: form("TempoForm"),
  list: () => import("./list"),
} satisfies ViewsOf<typeof requests>;
