/** The data provider's pure helpers and its calls over a fake POST (DESIGN.md §4). */
import { describe, expect, it } from "vitest";
import { ApiFailure } from "../../src/providers/http";
import {
  buildEndpointMap,
  createDataProvider,
  toFilterFields,
  toHttpError,
  toPaging,
  toSortFields,
  type PostFn,
} from "../../src/providers/data-provider";
import type { ResourceDescriptor } from "../../src/resources/types";
import { resources } from "../../src/resources";

describe("toPaging", () => {
  it.each([
    [undefined, { pageNo: 1, pageSize: 10 }],
    [
      { currentPage: 3, pageSize: 20 },
      { pageNo: 3, pageSize: 20 },
    ],
    [
      { currentPage: 0, pageSize: 0 },
      { pageNo: 1, pageSize: 1 },
    ],
    [{ currentPage: 2.7 }, { pageNo: 2, pageSize: 10 }],
    [{ mode: "off" as const }, {}],
  ])("%j -> %j", (input, expected) => expect(toPaging(input)).toEqual(expected));
});

describe("toFilterFields", () => {
  it("maps equality and contains filters to plain fields", () => {
    expect(
      toFilterFields([
        { field: "status", operator: "eq", value: 5 },
        { field: "name", operator: "contains", value: "rem" },
        { field: "ids", operator: "in", value: [1, 2] },
      ]),
    ).toEqual({ status: 5, name: "rem", ids: [1, 2] });
  });
  it("maps ranges to <field>Start / <field>End", () => {
    expect(toFilterFields([{ field: "createTime", operator: "between", value: ["2024-01-01", "2024-01-31"] }])).toEqual(
      {
        createTimeStart: "2024-01-01",
        createTimeEnd: "2024-01-31",
      },
    );
    expect(
      toFilterFields([
        { field: "price", operator: "gte", value: 100 },
        { field: "price", operator: "lte", value: 900 },
      ]),
    ).toEqual({
      priceStart: 100,
      priceEnd: 900,
    });
  });
  it("drops empty values, flattens and-groups and drops or-groups", () => {
    expect(
      toFilterFields([
        { field: "a", operator: "eq", value: "" },
        { field: "b", operator: "eq", value: null },
        { field: "c", operator: "in", value: [] },
        { operator: "and", value: [{ field: "d", operator: "eq", value: 1 }] },
        { operator: "or", value: [{ field: "e", operator: "eq", value: 2 }] },
        { field: "f", operator: "eq", value: 0 },
      ]),
    ).toEqual({ d: 1, f: 0 });
  });
});

describe("toSortFields", () => {
  it("takes the first sorter", () => {
    expect(
      toSortFields([
        { field: "price", order: "desc" },
        { field: "name", order: "asc" },
      ]),
    ).toEqual({ sortField: "price", sortOrder: "desc" });
    expect(toSortFields([])).toEqual({});
  });
});

describe("toHttpError", () => {
  it("keeps the envelope message and code, and maps field errors", () => {
    const err = toHttpError(
      new ApiFailure(400, "Data tidak valid", { errors: [{ path: "priceTiers.0.price", message: "Harga wajib" }] }),
    );
    expect(err).toMatchObject({
      message: "Data tidak valid",
      statusCode: 400,
      errors: { "priceTiers.0.price": "Harga wajib" },
    });
  });
});

describe("createDataProvider", () => {
  const widgets: ResourceDescriptor = {
    name: "widgets",
    namespace: "widgets",
    group: "store",
    icon: "AppstoreOutlined",
    routes: {},
    endpoints: {
      list: "/api/w/ina/page",
      one: "/api/w/ina/detail",
      create: "/api/w/ina/create",
      update: "/api/w/ina/update",
      delete: "/api/w/ina/delete",
      custom: { toggle: "/api/w/ina/toggle" },
    },
    actions: ["list"],
    ownerScoped: false,
    idField: "widgetId",
  };
  function fake(answer: unknown) {
    const calls: { path: string; body: unknown }[] = [];
    const post: PostFn = async <T>(path: string, body?: unknown) => {
      calls.push({ path, body });
      if (answer instanceof Error) throw answer;
      return answer as T;
    };
    return { calls, provider: createDataProvider(buildEndpointMap([widgets]), post) };
  }

  it("getList posts paging, filters and sorting and answers rowCount as total", async () => {
    const { calls, provider } = fake({ pageCount: 3, rowCount: 25, pageSize: 10, data: [{ widgetId: 1 }] });
    const answer = await provider.getList({
      resource: "widgets",
      pagination: { currentPage: 2, pageSize: 10 },
      filters: [{ field: "status", operator: "eq", value: 5 }],
      sorters: [{ field: "price", order: "asc" }],
      meta: { body: { tab: "inSale" } },
    });
    expect(answer).toEqual({ data: [{ widgetId: 1 }], total: 25 });
    expect(calls).toEqual([
      {
        path: "/api/w/ina/page",
        body: { pageNo: 2, pageSize: 10, status: 5, sortField: "price", sortOrder: "asc", tab: "inSale" },
      },
    ]);
  });

  it("getOne, update and deleteOne send the id under idField", async () => {
    const { calls, provider } = fake({ widgetId: 4 });
    await provider.getOne({ resource: "widgets", id: 4 });
    await provider.update({ resource: "widgets", id: 4, variables: { name: "x" } });
    await provider.deleteOne({ resource: "widgets", id: 4 });
    await provider.create({ resource: "widgets", variables: { name: "y" } });
    expect(calls).toEqual([
      { path: "/api/w/ina/detail", body: { widgetId: 4 } },
      { path: "/api/w/ina/update", body: { widgetId: 4, name: "x" } },
      { path: "/api/w/ina/delete", body: { widgetId: 4 } },
      { path: "/api/w/ina/create", body: { name: "y" } },
    ]);
  });

  it("custom resolves a named action of a resource, or takes a path", async () => {
    const { calls, provider } = fake(null);
    await provider.custom!({ url: "toggle", method: "post", payload: { widgetId: 1 }, meta: { resource: "widgets" } });
    await provider.custom!({ url: "/api/other/ina/x", method: "get", payload: { a: 1 } });
    expect(calls.map((c) => c.path)).toEqual(["/api/w/ina/toggle", "/api/other/ina/x"]);
  });

  it("custom loads a custom map the descriptor does not carry when a call needs it, and only then", async () => {
    const calls: string[] = [];
    let loads = 0;
    const post: PostFn = async <T>(path: string) => {
      calls.push(path);
      return { pageCount: 0, rowCount: 0, pageSize: 10, data: [] } as T;
    };
    const bare: ResourceDescriptor = { ...widgets, endpoints: { list: "/api/w/ina/page" } };
    const loadToggle = async () => {
      loads += 1;
      return { toggle: "/api/w/ina/toggle" };
    };
    const provider = createDataProvider(buildEndpointMap([bare], { widgets: loadToggle }), post);
    await provider.getList({ resource: "widgets" });
    expect(loads).toBe(0);
    await provider.custom!({ url: "toggle", method: "post", meta: { resource: "widgets" } });
    await expect(provider.custom!({ url: "nope", method: "post", meta: { resource: "widgets" } })).rejects.toThrow(
      "No custom endpoint nope on widgets",
    );
    expect(calls).toEqual(["/api/w/ina/page", "/api/w/ina/toggle"]);
    expect(loads).toBe(2);
  });

  it("failures reject as HttpError with the envelope message", async () => {
    const { provider } = fake(new ApiFailure(409, "Sudah ada"));
    await expect(provider.create({ resource: "widgets", variables: {} })).rejects.toMatchObject({
      message: "Sudah ada",
      statusCode: 409,
    });
  });

  it("the endpoint map comes from the registry", () => {
    const map = buildEndpointMap(resources);
    for (const r of resources) expect(map[r.name].endpoints).toBe(r.endpoints);
    expect(map.products.idField).toBe("itemId");
  });
});
