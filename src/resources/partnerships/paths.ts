/**
 * Links of the partnership screens, from the descriptors' routes (spec §2 /customer partnership,
 * partnershipDetail, addendum; the /store request forms): the detail takes `?id=`, the addendum page
 * `?partnershipId=`, a request form `?buyerUserId=` (and `operation=` for suspend / block) to preselect the
 * buyer.
 */
import type { RequestKind, RequestOperation } from "../../domain/request";
import { requests } from "../requests/index";
import { partnerships } from "./index";

const { routes } = partnerships;

export const partnershipListPath = routes.partnership.path;
export const partnershipDetailPath = (id: number) => `${routes.partnershipDetail.path}?id=${id}`;
export const addendumPath = (partnershipId: number) => `${routes.addendum.path}?partnershipId=${partnershipId}`;

const FORM_ROUTES: Record<RequestKind, string> = {
  suspend: requests.routes.formsuspend.path,
  block: requests.routes.formblock.path,
  partCondition: requests.routes.formpart.path,
  creditLimit: requests.routes.formlimit.path,
  clause: requests.routes.formclause.path,
  tempo: requests.routes.formtempo.path,
};

/** The request form of `kind` with the buyer (and the operation) chosen. */
export function requestFormPath(kind: RequestKind, buyerUserId: number, operation?: RequestOperation): string {
  const params = new URLSearchParams({ buyerUserId: String(buyerUserId) });
  if (operation) params.set("operation", operation);
  return `${FORM_ROUTES[kind]}?${params.toString()}`;
}
