/**
 * Links of the customer screens, from the descriptor's routes (spec §2 /customer new, detail,
 * detail/add-discount, detail/mulitple-set-discount, verifyInfoChange): the detail and add-discount take
 * `?id=` (the customer id), the multiple page `?ids=1,2,3`.
 */
import { customers } from "./index";

const { routes } = customers;

export const customerListPath = routes.list.path;
export const customerNewPath = routes.new.path;
export const verifyInfoChangePath = routes.verifyInfoChange.path;
export const customerDetailPath = (id: number) => `${routes.detail.path}?id=${id}`;
export const addDiscountPath = (id: number) => `${routes.addDiscount.path}?id=${id}`;
export const multipleSetDiscountPath = (ids: readonly number[]) =>
  `${routes.multipleSetDiscount.path}?ids=${ids.join(",")}`;

/** A positive whole id from a query value, else undefined. */
export function idParam(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

/** `?ids=1,2,3` -> distinct positive ids in their order (bad parts dropped). */
export function idsParam(raw: string | null): number[] {
  const ids = (raw ?? "").split(",").map((part) => idParam(part.trim()));
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}
