/**
 * Data and actions of the users tab of /store/management (spec §2 "management (user list)", §4 "User:
 * active or inactive, toggled with confirmation", §5): the page of UserRow for the current search (kept
 * in the URL), the shop's positions for the position picker, and the writes (create, edit, status,
 * reset password) through the data provider, each refreshing the list.
 */
import { useCreate, useCustomMutation, useInvalidate, useList, useUpdate } from "@refinedev/core";
import {
  PAGE_DEFAULTS,
  pageShape,
  urlNumberIn,
  urlText,
  useUrlState,
  urlObject,
  type UrlStateOf,
} from "../../shell/page";
import type { PositionRow } from "../positions/schema";
import {
  UserStatus,
  type ResetPasswordInput,
  type UserCreateInput,
  type UserRow,
  type UserStatusValue,
  type UserUpdateInput,
} from "./schema";

/** The users tab's URL state (spec §9 pager): keys page, pageSize, keyword, status (0|1); `tab` is kept. */
export const userQuerySchema = urlObject({
  ...pageShape,
  keyword: urlText(150),
  status: urlNumberIn([UserStatus.inactive, UserStatus.active]).optional(),
});
export type UserQuery = UrlStateOf<typeof userQuerySchema>;
export const USER_QUERY_DEFAULTS: UserQuery = { ...PAGE_DEFAULTS, keyword: "" };

const quiet = { successNotification: false, errorNotification: false } as const;

export function useUsers() {
  const [query, setQuery] = useUrlState(userQuerySchema, USER_QUERY_DEFAULTS);

  const { query: request, result } = useList<UserRow>({
    resource: "users",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: [
      { field: "keyword", operator: "contains", value: query.keyword.trim() },
      { field: "status", operator: "eq", value: query.status },
    ],
  });
  // A position without positions.list gets 403 here: the picker stays empty rather than toasting on every visit.
  const positions = useList<PositionRow>({
    resource: "positions",
    pagination: { mode: "off" },
    queryOptions: { retry: false },
    errorNotification: false,
  });

  const invalidate = useInvalidate();
  const refresh = () => invalidate({ resource: "users", invalidates: ["list"] });
  const create = useCreate({ resource: "users", ...quiet });
  const update = useUpdate({ resource: "users", ...quiet });
  const custom = useCustomMutation();
  const callCustom = async (name: "setStatus" | "resetPassword", values: Record<string, unknown>) => {
    // By name through the data provider: the custom map loads with the pages (src/resources/custom-endpoints.ts).
    await custom.mutateAsync({ url: name, method: "post", values, meta: { resource: "users" }, ...quiet });
    await refresh();
  };

  return {
    query,
    setQuery,
    rows: result.data,
    total: result.total ?? 0,
    loading: request.isFetching,
    positions: positions.result.data,
    createUser: async (values: UserCreateInput) => {
      await create.mutateAsync({ values });
      await refresh();
    },
    updateUser: async ({ userId, ...values }: UserUpdateInput) => {
      await update.mutateAsync({ id: userId, values });
      await refresh();
    },
    setStatus: (userId: number, status: UserStatusValue) => callCustom("setStatus", { userId, status }),
    resetPassword: (values: ResetPasswordInput) => callCustom("resetPassword", values),
  };
}
