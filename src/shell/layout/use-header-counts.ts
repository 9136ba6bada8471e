/**
 * The buyer-facing header's cart count (spec §1 "a cart link with a count"): POST /api/search/ina/cartCount {}
 * -> { count }, once per sign-in. A failure shows no count (the header never shows an error for it).
 */
import { useEffect, useState } from "react";
import { post } from "../../providers/http";
import { search } from "../../resources/endpoint-groups";
import type { CartCount } from "../../domain/search";

export const CART_COUNT_PATH = search.endpoints.custom.cartCount;

/** The caller's cart lines (0 before the answer, or after a failure); asks only while `enabled`. */
export function useCartCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    post<CartCount>(CART_COUNT_PATH).then(
      (answer) => live && setCount(Number(answer?.count) || 0),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return count;
}
