/**
 * Data and actions of the users tab of /store/management (spec §2 "management (user list)", §4 "User:
 * active or inactive, toggled with confirmation", §5): the page of UserRow for the current search (kept
 * in the URL), the shop's positions for the position picker, and the writes (create, edit, status,
 * reset password) through the data provider, each refreshing the list.
 */
import { useCreate, useCustomMutation, useInvalidate, useList, useUpdate } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { DEFAULT_PAGE_SIZE } from "../../domain/wire";
import type { PositionRow } from "../positions/schema";
import type { ResetPasswordInput, UserCreateInput, UserRow, UserStatusValue, UserUpdateInput } from "./schema";
import { users as descriptor } from ".";

export interface UserQuery {
  page: number;
  pageSize: number;
  keyword: string;
  status?: UserStatusValue;
}

/** URL search params -> the list query (bad values fall back to defaults). */
export function parseUserQuery(params: URLSearchParams): UserQuery {
  const positive = (v: string | null, d: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : d;
  };
  const status = params.get("status");
  return {
    page: positive(params.get("page"), 1),
    pageSize: positive(params.get("pageSize"), DEFAULT_PAGE_SIZE),
    keyword: params.get("keyword") ?? "",
    status: status === "0" ? 0 : status === "1" ? 1 : undefined,
  };
}

/** The list query -> URL search params (defaults omitted), keeping `tab`. */
export function userQueryToParams(q: UserQuery, tab: string | null): URLSearchParams {
  const out = new URLSearchParams();
  if (tab) out.set("tab", tab);
  if (q.page !== 1) out.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) out.set("pageSize", String(q.pageSize));
  if (q.keyword) out.set("keyword", q.keyword);
  if (q.status !== undefined) out.set("status", String(q.status));
  return out;
}

const quiet = { successNotification: false, errorNotification: false } as const;

export function useUsers() {
  const [params, setParams] = useSearchParams();
  const query = parseUserQuery(params);
  const setQuery = (changes: Partial<UserQuery>) => setParams(userQueryToParams({ ...query, ...changes }, params.get("tab")));

  const { query: request, result } = useList<UserRow>({
    resource: "users",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: [
      { field: "keyword", operator: "contains", value: query.keyword.trim() },
      { field: "status", operator: "eq", value: query.status },
    ],
  });
  // A position without positions.list gets 403 here: the picker stays empty rather than toasting on every visit.
  const positions = useList<PositionRow>({ resource: "positions", pagination: { mode: "off" }, queryOptions: { retry: false }, errorNotification: false });

  const invalidate = useInvalidate();
  const refresh = () => invalidate({ resource: "users", invalidates: ["list"] });
  const create = useCreate({ resource: "users", ...quiet });
  const update = useUpdate({ resource: "users", ...quiet });
  const custom = useCustomMutation();
  const callCustom = async (name: "setStatus" | "resetPassword", values: Record<string, unknown>) => {
    await custom.mutateAsync({ url: descriptor.endpoints.custom?.[name] ?? "", method: "post", values, ...quiet });
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
