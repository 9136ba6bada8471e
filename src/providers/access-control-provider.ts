/**
 * Access control (spec §6, DESIGN.md §5), minimal for now: a signed-in seller may do everything;
 * without a token nothing is allowed. Issue 3 replaces `can` with the CASL rules the server sends
 * with the user info; the provider's shape (Refine's AccessControlProvider) stays the same.
 */
import type { AccessControlProvider } from "@refinedev/core";
import i18next from "i18next";
import { tokenStore } from "./http";

export const accessControlProvider: AccessControlProvider = {
  can: async () => (tokenStore.get() ? { can: true } : { can: false, reason: i18next.t("shell:error.forbidden") }),
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
};
