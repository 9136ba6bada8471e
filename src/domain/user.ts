/**
 * User info (spec §3 "User info"): the answer of POST /api/user/queryUserInfo, shared by the API and the
 * portal (the guard, the header, later the access rules).
 */
import type { AppRule } from "./access-rule";

/** seller (main admin or sub-account), platform admin (platform role id 9), buyer. */
export type Role = "seller" | "platform" | "buyer";

export interface UserInfo {
  userId: number;
  userName: string;
  /** Display name. */
  nickName: string;
  pltShowName: string;
  /** "ERP" shows the OMS link (spec §2, §6). */
  extendedField: string;
  role: Role;
  /** The seller's shop; null for a seller without a shop and for other roles. */
  shopId: number | null;
  /** The seller who applied for the shop (sub-accounts: false). */
  isMainAdmin: boolean;
  /** A sub-account's position; null for a main admin and other roles. */
  positionId: number | null;
  /** CASL rules (src/access/ability.ts defineRules); the portal's ability is built from these. */
  rules: AppRule[];
}

/** The extendedField value of users who see the OMS link and page (spec §2 "/OMS", §6). */
export const ERP_EXTENDED_FIELD = "ERP";
