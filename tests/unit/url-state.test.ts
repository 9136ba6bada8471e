/**
 * The lists' URL state (src/shell/page/url-state.ts) with the cases of the parsers it replaced (products,
 * stock, activity log, evaluations; spec §5 "Pager accepts only positive integers", §9 pager).
 */
import { nextUrlState, parseUrlState, urlStateToParams } from "../../src/shell/page/url-state";
import { LIST_URL_STATE } from "../../src/resources/products/list-query";
import { STOCK_QUERY_DEFAULTS, stockQuerySchema } from "../../src/resources/stock/list-query";
import { LOG_QUERY_DEFAULTS, LOG_QUERY_OPTIONS, logQuerySchema } from "../../src/resources/activities/log-query";
import {
  EVALUATION_QUERY_DEFAULTS,
  EVALUATION_QUERY_OPTIONS,
  evaluationQuerySchema,
} from "../../src/resources/evaluations/query";

const q = (text: string) => new URLSearchParams(text);
const products = LIST_URL_STATE.inSale;
const readProducts = (text: string) => parseUrlState(products.schema, products.defaults, q(text), products.options);

test("an empty URL gives the defaults, and the defaults write an empty URL", () => {
  expect(readProducts("")).toEqual({ tab: "inSale", page: 1, pageSize: 10, keyword: "" });
  expect(urlStateToParams(products.schema, products.defaults, readProducts("")).toString()).toBe("");
});

test("a shared link reads back the same state (same keys as before the kit)", () => {
  const text =
    "tab=auditFailed&page=2&pageSize=20&keyword=pad&categoryId=vp-1-4&condition=2&sortField=price&sortOrder=asc";
  const state = readProducts(text);
  expect(state).toEqual({
    tab: "auditFailed",
    page: 2,
    pageSize: 20,
    keyword: "pad",
    categoryId: "vp-1-4",
    condition: 2,
    sortField: "price",
    sortOrder: "asc",
  });
  expect(urlStateToParams(products.schema, products.defaults, state).toString()).toBe(text);
});

test("the pager accepts only positive integers and the offered sizes; anything else falls back", () => {
  for (const page of ["0", "-1", "1.5", "abc", "1e3", "99999999999999999"])
    expect(readProducts(`page=${page}`).page).toBe(1);
  expect(readProducts("page=7").page).toBe(7);
  expect(readProducts("pageSize=15").pageSize).toBe(10);
  expect(readProducts("pageSize=40").pageSize).toBe(40);
});

test("unknown tabs, sorts without an order and overlong keywords fall back", () => {
  expect(readProducts("tab=draft").tab).toBe("inSale");
  expect(parseUrlState(LIST_URL_STATE.offShelve.schema, LIST_URL_STATE.offShelve.defaults, q("tab=draft")).tab).toBe(
    "draft",
  );
  expect(readProducts("sortField=price")).not.toHaveProperty("sortField", "price");
  expect(readProducts("sortField=name&sortOrder=asc").sortField).toBeUndefined();
  expect(readProducts(`keyword=${"a".repeat(200)}`).keyword).toHaveLength(150);
});

test("stock: type 1|2|3 and the low-stock flag; defaults omitted", () => {
  const read = (text: string) => parseUrlState(stockQuerySchema, STOCK_QUERY_DEFAULTS, q(text));
  expect(read("stockType=2&lowStock=1")).toMatchObject({ stockType: 2, lowStock: true });
  expect(read("stockType=9&lowStock=yes")).toMatchObject({ stockType: undefined, lowStock: false });
  expect(
    urlStateToParams(stockQuerySchema, STOCK_QUERY_DEFAULTS, {
      ...STOCK_QUERY_DEFAULTS,
      lowStock: true,
      keyword: " kampas ",
    }).toString(),
  ).toBe("keyword=kampas&lowStock=1");
});

test("activity log and evaluations: malformed days and an end before the start are dropped", () => {
  const log = (text: string) => parseUrlState(logQuerySchema, LOG_QUERY_DEFAULTS, q(text), LOG_QUERY_OPTIONS);
  expect(log("from=2026-11-01&to=2026-11-30&activityType=nope&userId=4")).toMatchObject({
    from: "2026-11-01",
    to: "2026-11-30",
    activityType: undefined,
    userId: 4,
  });
  expect(log("from=2026-02-30&to=2026-03-01")).toMatchObject({ from: undefined, to: "2026-03-01" });
  expect(log("from=2026-11-10&to=2026-11-01")).toMatchObject({ from: "2026-11-10", to: undefined });
  const evaluations = (text: string) =>
    parseUrlState(evaluationQuerySchema, EVALUATION_QUERY_DEFAULTS, q(text), EVALUATION_QUERY_OPTIONS);
  expect(evaluations("stars=3&hasPhoto=1&keyword=%20pad%20&itemId=7")).toMatchObject({
    stars: 3,
    hasPhoto: true,
    keyword: "pad",
    itemId: 7,
  });
  expect(evaluations("stars=4&hasPhoto=0&itemId=0")).toMatchObject({
    stars: undefined,
    hasPhoto: undefined,
    itemId: undefined,
  });
});

test("a filter change goes back to page 1; a page change or a kept key does not", () => {
  const state = { page: 3, pageSize: 20, keyword: "", id: undefined as number | undefined };
  expect(nextUrlState(state, { keyword: "pad" })).toMatchObject({ page: 1, keyword: "pad" });
  expect(nextUrlState(state, { page: 4 })).toMatchObject({ page: 4 });
  expect(nextUrlState(state, { id: 9 }, { keepPageOn: ["id"] })).toMatchObject({ page: 3, id: 9 });
});

test("query keys the schema does not name are kept (another tab's state)", () => {
  expect(
    urlStateToParams(
      stockQuerySchema,
      STOCK_QUERY_DEFAULTS,
      { ...STOCK_QUERY_DEFAULTS, page: 2 },
      q("tab=positions&page=5"),
    ).toString(),
  ).toBe("tab=positions&page=2");
});
