/**
 * The home dashboard (spec §2 "Home dashboard"): the answer of `POST /api/home/ina/dashboard`, the periods it
 * covers, its to-do figures and the filtered list each one opens. Pure and zod-free; the API and the portal
 * share it. Money is integer rupiah; days are WIB `yyyy-MM-dd` (src/domain/datetime.ts).
 *
 * Every section is present only when the caller's position holds the authority it needs (the API decides,
 * the page shows what it gets): to-do figures one by one, sales and top products with `orders.list`, the
 * rating with `evaluations.list`.
 */

/** The periods the dashboard covers, in WIB days ending today. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;

/** How many products each top list holds. */
export const TOP_PRODUCTS = 5;

/** Hours before its deadline an open inquiry counts as "near deadline". */
export const INQUIRY_NEAR_DEADLINE_HOURS = 24;

/**
 * The to-do figures, in display order (i18n `home:todo.<key>`):
 * - toConfirm: product orders unconfirmed (status 5);
 * - toShip: product orders paid, not sent (status 1);
 * - edtWaiting / edtRejected: paid orders whose EDT extension waits for the buyer / was rejected (spec §4 "EDT status");
 * - refundsToAnswer: return and refund requests to be processed by the seller;
 * - inquiriesNearDeadline: open inquiries of the shop's brands, not passed, closing within 24 hours;
 * - billDocumentsDue: bills generating, whose buyer-required documents are due within 3 days of the bill date (spec §9).
 */
export const TODO_KEYS = [
  "toConfirm",
  "toShip",
  "edtWaiting",
  "edtRejected",
  "refundsToAnswer",
  "inquiriesNearDeadline",
  "billDocumentsDue",
] as const;
export type TodoKey = (typeof TODO_KEYS)[number];

/**
 * The filtered list each to-do opens (hash-router paths with the lists' URL filter keys: the order list's
 * `tab`, the refund list's `tab`, the bill list's `tab`; the inquiry list sorts by deadline by default).
 * The order list has no EDT filter: the EDT figures open the "to ship" tab, where those orders are.
 */
export const TODO_LINKS: Record<TodoKey, string> = {
  toConfirm: "/order/order-list?tab=unconfirmed",
  toShip: "/order/order-list?tab=toShip",
  edtWaiting: "/order/order-list?tab=toShip",
  edtRejected: "/order/order-list?tab=toShip",
  refundsToAnswer: "/order/return-and-refund?tab=toBeProcessed",
  inquiriesNearDeadline: "/tend/inquiry-list",
  billDocumentsDue: "/order/bill?tab=generating",
};

/** One to-do figure: how many, and the list it opens. */
export interface TodoFigure {
  key: TodoKey;
  count: number;
  to: string;
}

/** One WIB day of the period: paid order totals (rupiah) and orders placed. */
export interface SalesDay {
  day: string;
  amount: number;
  orders: number;
}

/** The period's sales: every day (zeros included), oldest first, with the totals. */
export interface SalesSection {
  days: SalesDay[];
  totalAmount: number;
  totalOrders: number;
}

/** A product of the top lists: quantity sold and paid amount (rupiah) in the period. */
export interface TopProduct {
  itemId: number;
  name: string;
  partNo: string;
  quantity: number;
  amount: number;
}

export interface TopProductsSection {
  byQuantity: TopProduct[];
  byAmount: TopProduct[];
}

/** The shop's rating: average stars (one decimal) and how many evaluations (server/modules/evaluation). */
export interface RatingSection {
  average: number;
  total: number;
}

/** The answer of POST /api/home/ina/dashboard; absent sections are not the caller's to see. */
export interface HomeDashboard {
  days: DashboardPeriod;
  /** First and last WIB day of the period. */
  from: string;
  to: string;
  todo?: TodoFigure[];
  sales?: SalesSection;
  topProducts?: TopProductsSection;
  rating?: RatingSection;
}

/**
 * Statuses whose order total counts as sales: paid and every later status that keeps the money (paid, sent,
 * done, refunding, unreviewed, refunding after sale). Unpaid, cancelled and closed orders do not count.
 */
export const SALES_STATUSES = [1, 2, 3, 6, 98, 99] as const;
