/**
 * The data provider (DESIGN.md §4): shaped like @refinedev/simple-rest (a factory taking the HTTP
 * client, small pure helpers for paging, filters and sorting), over the marketplace's wire: POST
 * everywhere, the `{ success, code, message, data }` envelope, its own paging. Endpoints come from the
 * resource descriptors (src/resources/index.ts), never from this file.
 *
 * Method -> call (`post(path, body)` of src/providers/http.ts):
 * - getList({ resource, pagination, filters, sorters, meta })
 *     -> POST endpoints.list { pageNo, pageSize, ...filterFields, sortField?, sortOrder?, ...meta.body }
 *     <- Page<T> { pageCount, rowCount, data, pageSize }  => { data, total: rowCount }
 * - getOne({ resource, id })            -> POST endpoints.one    { [idField]: id }              => { data }
 * - create({ resource, variables })     -> POST endpoints.create variables                       => { data }
 * - update({ resource, id, variables }) -> POST endpoints.update { [idField]: id, ...variables } => { data }
 * - deleteOne({ resource, id, variables }) -> POST endpoints.delete { [idField]: id, ...variables } => { data }
 * - custom({ url, payload, filters, sorters, meta })
 *     url is a path (`/api/...`) or, with `meta.resource`, the name of one of its `endpoints.custom` (loaded on
 *     first use when the entry has `loadCustom` instead: src/resources/custom-endpoints.ts);
 *     -> POST url { ...filterFields, sort fields, ...payload }                                   => { data }
 *   Every call is a POST (the wire is not REST); `method` is ignored.
 *
 * Failures reject with Refine's HttpError: `{ message (the envelope's, already translated),
 * statusCode: envelope code, code, errors?: { [fieldPath]: message } }` so that forms show field
 * errors and toasts show the message. Login-timeout codes are handled by the auth provider's onError.
 */
import type {
  BaseRecord,
  CrudFilter,
  CrudSort,
  DataProvider,
  HttpError,
  LogicalFilter,
  Pagination,
} from "@refinedev/core";
import type { FieldError, Page } from "../domain/wire";
import { DEFAULT_PAGE_SIZE } from "../domain/wire";
import type { EndpointSource } from "../resources/endpoint-groups";
import { ApiFailure, post as httpPost } from "./http";

export type PostFn = <T>(path: string, body?: unknown) => Promise<T>;

type Endpoints = EndpointSource["endpoints"];
export interface EndpointEntry {
  endpoints: Endpoints;
  idField: string;
  /** Loads `endpoints.custom` when the entry came without it (the portal build, see buildEndpointMap). */
  loadCustom?: () => Promise<Endpoints["custom"]>;
}

/**
 * Resource name -> its endpoints and primary key field, generated from the registry (and the endpoint
 * groups of src/resources/endpoint-groups.ts, which are no resources). `customLoaders` (resource name ->
 * loader of its custom map, src/resources/custom-endpoints.ts) serve the custom maps a descriptor does not
 * carry itself: in the portal build they load with the resource's pages instead of at start.
 */
export function buildEndpointMap(
  descriptors: readonly EndpointSource[],
  customLoaders: Readonly<Record<string, () => Promise<Endpoints["custom"]>>> = {},
): Record<string, EndpointEntry> {
  return Object.fromEntries(
    descriptors.map((d) => [
      d.name,
      { endpoints: d.endpoints, idField: d.idField ?? "id", loadCustom: customLoaders[d.name] },
    ]),
  );
}

/** Refine pagination -> `{ pageNo (1-based), pageSize }`; mode "off" sends no paging fields. */
export function toPaging(pagination?: Pagination): { pageNo?: number; pageSize?: number } {
  if (pagination?.mode === "off") return {};
  const pageNo = Math.max(1, Math.trunc(pagination?.currentPage ?? 1));
  const pageSize = Math.max(1, Math.trunc(pagination?.pageSize ?? DEFAULT_PAGE_SIZE));
  return { pageNo, pageSize };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/**
 * Refine filters -> request body fields.
 * - eq, eqs, contains, containss, in, startswith, null-free values: `{ [field]: value }` (the API decides
 *   how to match; text fields are "contains" on the server).
 * - gte / gt: `{ [field + "Start"]: value }`; lte / lt: `{ [field + "End"]: value }`;
 *   between `[a, b]`: both (date ranges, spec §5 "Date range").
 * - `and` groups are flattened; `or` groups are dropped (no marketplace list supports them).
 * Empty values (undefined, null, "", []) are omitted so a cleared filter does not filter.
 */
export function toFilterFields(filters: readonly CrudFilter[] = []): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const filter of filters) {
    if (filter.operator === "or") continue;
    if (filter.operator === "and") {
      Object.assign(body, toFilterFields(filter.value));
      continue;
    }
    const { field, operator, value } = filter as LogicalFilter;
    if (operator === "between" || operator === "nbetween") {
      const [start, end] = Array.isArray(value) ? value : [];
      if (!isEmpty(start)) body[`${field}Start`] = start;
      if (!isEmpty(end)) body[`${field}End`] = end;
    } else if (isEmpty(value)) {
      continue;
    } else if (operator === "gte" || operator === "gt") {
      body[`${field}Start`] = value;
    } else if (operator === "lte" || operator === "lt") {
      body[`${field}End`] = value;
    } else {
      body[field] = value;
    }
  }
  return body;
}

/** Refine sorters -> `{ sortField, sortOrder: "asc" | "desc" }` of the first sorter, or `{}`. */
export function toSortFields(sorters: readonly CrudSort[] = []): { sortField?: string; sortOrder?: "asc" | "desc" } {
  const first = sorters[0];
  return first ? { sortField: first.field, sortOrder: first.order } : {};
}

/** An ApiFailure as Refine's HttpError (see header); other errors pass through. */
export function toHttpError(err: unknown): unknown {
  if (!(err instanceof ApiFailure)) return err;
  const fieldErrors = (err.data as { errors?: FieldError[] } | null)?.errors;
  const httpError: HttpError = { message: err.message, statusCode: err.code, code: err.code, data: err.data };
  if (Array.isArray(fieldErrors) && fieldErrors.length > 0) {
    httpError.errors = Object.fromEntries(fieldErrors.map((f) => [f.path, f.message]));
  }
  return httpError;
}

/** Extra body fields a caller passes through `meta.body` (e.g. a tab's status). */
function metaBody(meta: Record<string, unknown> | undefined): Record<string, unknown> {
  return meta?.body && typeof meta.body === "object" ? (meta.body as Record<string, unknown>) : {};
}

/**
 * Creates the data provider over `endpointMap` (see buildEndpointMap) and a POST function (default:
 * http.ts `post`, injectable for tests).
 */
export function createDataProvider(endpointMap: Record<string, EndpointEntry>, post: PostFn = httpPost): DataProvider {
  const entry = (resource: string): EndpointEntry => {
    const found = endpointMap[resource];
    if (!found) throw new Error(`Unknown resource: ${resource}`);
    return found;
  };
  const endpoint = (resource: string, kind: Exclude<keyof Endpoints, "custom">): string => {
    const path = entry(resource).endpoints[kind];
    if (!path) throw new Error(`Resource ${resource} has no ${kind} endpoint`);
    return path;
  };
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    try {
      return await post<T>(path, body);
    } catch (err) {
      throw toHttpError(err);
    }
  };

  return {
    getApiUrl: () => "",
    getList: async <TData extends BaseRecord>({
      resource,
      pagination,
      filters,
      sorters,
      meta,
    }: Parameters<DataProvider["getList"]>[0]) => {
      const body = { ...toPaging(pagination), ...toFilterFields(filters), ...toSortFields(sorters), ...metaBody(meta) };
      const page = await call<Page<TData>>(endpoint(resource, "list"), body);
      return { data: page.data, total: page.rowCount };
    },
    getOne: async <TData extends BaseRecord>({ resource, id }: Parameters<DataProvider["getOne"]>[0]) => {
      const data = await call<TData>(endpoint(resource, "one"), { [entry(resource).idField]: id });
      return { data };
    },
    create: async <TData extends BaseRecord, TVariables>({
      resource,
      variables,
    }: {
      resource: string;
      variables: TVariables;
    }) => {
      const data = await call<TData>(endpoint(resource, "create"), variables);
      return { data: data ?? ({} as TData) };
    },
    update: async <TData extends BaseRecord, TVariables>({
      resource,
      id,
      variables,
    }: {
      resource: string;
      id: string | number;
      variables: TVariables;
    }) => {
      const data = await call<TData>(endpoint(resource, "update"), {
        [entry(resource).idField]: id,
        ...(variables as object),
      });
      return { data: data ?? ({} as TData) };
    },
    deleteOne: async <TData extends BaseRecord, TVariables>({
      resource,
      id,
      variables,
    }: {
      resource: string;
      id: string | number;
      variables?: TVariables;
    }) => {
      const data = await call<TData>(endpoint(resource, "delete"), {
        [entry(resource).idField]: id,
        ...((variables ?? {}) as object),
      });
      return { data: data ?? ({} as TData) };
    },
    custom: async <TData extends BaseRecord>({
      url,
      payload,
      filters,
      sorters,
      meta,
    }: Parameters<NonNullable<DataProvider["custom"]>>[0]) => {
      const resource = typeof meta?.resource === "string" ? meta.resource : null;
      const customMap = async (name: string) => {
        const found = entry(name);
        return found.endpoints.custom ?? (await found.loadCustom?.());
      };
      const path = url.startsWith("/") ? url : resource ? (await customMap(resource))?.[url] : undefined;
      if (!path) throw new Error(`No custom endpoint ${url}${resource ? ` on ${resource}` : ""}`);
      const body = { ...toFilterFields(filters), ...toSortFields(sorters), ...((payload ?? {}) as object) };
      const data = await call<TData>(path, body);
      return { data };
    },
  };
}
