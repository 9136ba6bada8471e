/**
 * The shop's sub-accounts a customer may be assigned to (POST /api/customer/ina/accountManagers, a read
 * guarded by customers.create / edit): for the list filter and the customer form's select. A caller
 * without those authorities gets an empty list (the select then offers nothing).
 */
import { useEndpointQuery } from "../../providers/data-hooks";
import type { AccountManagerOption } from "./schema";

export function useAccountManagers() {
  const { query, result } = useEndpointQuery<AccountManagerOption[]>(
    "customers",
    "accountManagers",
    {},
    {
      staleTime: 60_000,
    },
  );
  const managers: AccountManagerOption[] = Array.isArray(result.data) ? result.data : [];
  return { managers, loading: query.isLoading };
}
