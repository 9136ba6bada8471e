/**
 * The shape of an authorization case (tests/api/authorization.test.ts): each module folder lists the cases of
 * its endpoints in `<module>/authorization-cases.ts`, and the matrix runs every refusal over all of them.
 */
/** What a case's body refers to, looked up in the seeded marketplace. */
export interface Ids {
  activeShopId: number;
  itemId: number;
  product: Record<string, unknown>;
  addressId: number;
  staffUserId: number;
  positionId: number;
  ticketId: number;
  address: Record<string, unknown>;
  /** A delivery template of seller.active's shop. */
  templateCode: string;
  /** A paid order of seller.active on a printed delivery order (tests/api/order/order-helpers.ts). */
  orderNo: string;
  doNo: string;
  /** A request of seller.active on a paid order, to be processed (tests/api/refund/refund-helpers.ts). */
  refundNo: string;
  /** A generating bill of seller.active (tests/api/bill/bill-helpers.ts billForAuthorization). */
  billNo: string;
  /** An unconfirmed delivery-fee recap and a payout of seller.active (tests/api/recap/settlement-helpers.ts). */
  recapNo: string;
  payoutNo: string;
  /** A paid inquiry order of seller.active on a printed DO, and its group (tests/api/inquiry-order/fixtures.ts). */
  inquiryOrderNo: string;
  inquiryDoNo: string;
  groupNo: string;
  /** An open inquiry offered to seller.active only, its first part, and a submitted tender of its main admin (tests/api/inquiry/inquiry-helpers.ts). */
  inquiryNo: string;
  inquiryPartId: number;
  tenderNo: string;
  /** An active partnership of seller.active and an addendum of it waiting for the buyer (tests/api/partnership/partnership-helpers.ts). */
  partnershipId: number;
  addendumId: number;
  /** A consignment waiting for the buyer's answer and a consignment refund to process, of seller.active (tests/api/consign/consign-helpers.ts). */
  consignNo: string;
  consignRefundNo: string;
  /** A seeded customer of seller.active and a waiting info change of its customers (server/seed/demo-customers.ts). */
  customerId: number;
  infoChangeId: number;
  /** A seeded discussion on a product of seller.active's main admin, and an open report ticket of the main admin (server/seed/demo-forum.ts). */
  postId: number;
  reportTicketId: number;
  /** A live secret key, the webhook and a failed delivery of seller.active (server/seed/demo-integration.ts). */
  keyId: number;
  webhookId: number;
  deliveryId: number;
  /** A conversation of seller.active's shop with buyer.workshop, and that buyer (tests/api/chat/chat-helpers.ts). */
  chatConversationId: number;
  chatBuyerUserId: number;
}

export type Kind =
  /** A record of seller.active's shop named by id in the body: another shop / only-own callers get not found. */
  | "record"
  /** A list of the caller's shop: another shop's caller must not see seller.active's rows. */
  | "list"
  /** Acts on the caller's own account or shop (no foreign id to reach); only the access checks apply. */
  | "own"
  /** Shared reference data. */
  | "shared"
  /** Platform side. */
  | "platform";

export interface AuthorizationCase {
  kind: Kind;
  body: (ids: Ids) => unknown;
  /** A write: the allowed call is not made (it would change the data the other cases compare). */
  write?: boolean;
  /** For "record": the owner-scoped resource's rows are the main admin's, so an only-own sub-account gets not found. */
  ownerScoped?: boolean;
}

/** Cases by endpoint URL. */
export type AuthorizationCases = Record<string, AuthorizationCase>;

/** The body of a first page. */
export const page = () => ({ pageNo: 1, pageSize: 40 });

/** A platform-side endpoint: every caller but the platform admin is refused (the body names seeded rows). */
export const platformCase: AuthorizationCase = {
  kind: "platform",
  body: () => ({ pageNo: 1, pageSize: 10, id: 1, shopId: 1, itemId: 1, userId: 1 }),
  write: true,
};
