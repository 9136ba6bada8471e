/**
 * Which read-disable screen to show (spec §2 "Shop status screens", §4, §8 "Shop Loading Error",
 * "Page Loading Error"). Pure.
 */
import { ApplyStatus, ShopStatus, type ShopInfo } from "../../domain/shop";
import { ResultCode, isLoginTimeout } from "../../domain/wire";
import type { Loaded } from "../guard/shop-routing";

export type StatusScreen = "underAssessment" | "rejected" | "closed" | "frozen" | "shopLoadError" | "pageLoadError";

/**
 * - user info failed (system status -1 not from the shop): pageLoadError
 * - shop info failed with anything but 2202 (system status -1): shopLoadError
 * - applyStatus 0: underAssessment; 1, or 2 with shop status 2: rejected; 3: closed; 4: frozen
 * - anything else (nothing to explain, e.g. an active shop opening /read-disable): pageLoadError
 */
export function statusScreenOf(
  user: Loaded<unknown> | undefined,
  shop: Loaded<Pick<ShopInfo, "applyStatus" | "status">> | undefined,
): StatusScreen {
  if (user && !user.ok && !isLoginTimeout(user.code)) return "pageLoadError";
  if (!shop) return "pageLoadError";
  if (!shop.ok) return shop.code === ResultCode.noShop ? "pageLoadError" : "shopLoadError";
  const { applyStatus, status } = shop.data;
  if (applyStatus === ApplyStatus.pending) return "underAssessment";
  if (applyStatus === ApplyStatus.auditNotPassed) return "rejected";
  if (applyStatus === ApplyStatus.success && status === ShopStatus.restricted) return "rejected";
  if (applyStatus === ApplyStatus.shutDown) return "closed";
  if (applyStatus === ApplyStatus.frozen) return "frozen";
  return "pageLoadError";
}
