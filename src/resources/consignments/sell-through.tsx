/**
 * /consign/sell-through (README choices: the sell-through report of spec §1 "stock placed with partners"):
 * per partner and product, what was placed (shipped), sold (reported by the partner), returned (refunds
 * done), is still on hand at the partner, the sold amount in rupiah and the sell-through (sold / placed)
 * with a progress bar; after each partner's rows on the page, the partner's total row. Searched by
 * keyword (buyer or part no), paged (the pager counts product rows), both kept in the URL. POST /api/consign/ina/sellThrough.
 */
import { Alert, Form, Input, Pagination, Progress, Space, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { sellThrough } from "../../domain/consign";
import { formatRupiah } from "../../domain/money";
import { formatPercent } from "../../domain/number";
import type { Page as WirePage } from "../../domain/wire";
import { MAX_KEYWORD } from "../../domain/wire";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import {
  FilterBar,
  PAGE_DEFAULTS,
  Page,
  ResourceTable,
  listPagination,
  pageShape,
  urlObject,
  urlText,
  useLastPageRepair,
  useUrlState,
  type UrlStateOf,
} from "../../shell/page";
import type { SellThroughRow } from "./schema";
import "./consignments.css";

const querySchema = urlObject({ ...pageShape, keyword: urlText(MAX_KEYWORD) });
type SellThroughQuery = UrlStateOf<typeof querySchema>;
const DEFAULTS: SellThroughQuery = { ...PAGE_DEFAULTS, keyword: "" };

type Figures = Pick<SellThroughRow, "placed" | "sold" | "returned" | "onHand" | "soldAmount" | "sellThrough">;
/** A table line: one partner's product, or that partner's total. */
export type SellThroughLine =
  | ({ kind: "row"; key: string } & SellThroughRow)
  | ({ kind: "total"; key: string; buyerUserId: number; buyerName: string } & Figures);

/**
 * The rows of a page with each partner's total after its rows (partners in the order the API sent them):
 * the sums of placed, sold, returned, on hand and sold amount, and the sell-through of those sums. Pure.
 */
export function withPartnerTotals(rows: readonly SellThroughRow[]): SellThroughLine[] {
  const partners: number[] = [];
  const byPartner = new Map<number, SellThroughRow[]>();
  for (const row of rows) {
    const group = byPartner.get(row.buyerUserId);
    if (group) group.push(row);
    else {
      partners.push(row.buyerUserId);
      byPartner.set(row.buyerUserId, [row]);
    }
  }
  return partners.flatMap((buyerUserId) => {
    const group = byPartner.get(buyerUserId) ?? [];
    const sum = (field: "placed" | "sold" | "returned" | "onHand" | "soldAmount") =>
      group.reduce((s, r) => s + r[field], 0);
    const placed = sum("placed");
    const sold = sum("sold");
    const total: SellThroughLine = {
      kind: "total",
      key: `total-${buyerUserId}`,
      buyerUserId,
      buyerName: group[0]?.buyerName ?? "",
      placed,
      sold,
      returned: sum("returned"),
      onHand: sum("onHand"),
      soldAmount: sum("soldAmount"),
      sellThrough: sellThrough(placed, sold),
    };
    return [...group.map((r): SellThroughLine => ({ kind: "row", key: `${r.buyerUserId}-${r.itemId}`, ...r })), total];
  });
}

function columns(t: TFunction<"consignments">, lang: string): TableColumnsType<SellThroughLine> {
  const right = "right" as const;
  const figure = (field: keyof Figures) => (_: unknown, line: SellThroughLine) => line[field];
  return [
    {
      key: "partner",
      title: t("sellThrough.partner"),
      width: 180,
      render: (_, line) =>
        line.kind === "total" ? (
          t("sellThrough.partnerTotal", { name: line.buyerName })
        ) : (
          <Space direction="vertical" size={0}>
            <Typography.Text>{line.buyerName}</Typography.Text>
            <Typography.Text type="secondary">{line.buyerUserName}</Typography.Text>
          </Space>
        ),
    },
    {
      key: "product",
      title: t("sellThrough.product"),
      width: 200,
      render: (_, line) =>
        line.kind === "total" ? null : (
          <Space direction="vertical" size={0}>
            <Typography.Text>{line.name}</Typography.Text>
            <Typography.Text type="secondary">{line.partNo}</Typography.Text>
          </Space>
        ),
    },
    { key: "placed", title: t("fields.placed"), align: right, width: 90, render: figure("placed") },
    { key: "sold", title: t("fields.sold"), align: right, width: 90, render: figure("sold") },
    { key: "returned", title: t("fields.returned"), align: right, width: 90, render: figure("returned") },
    { key: "onHand", title: t("fields.onHand"), align: right, width: 90, render: figure("onHand") },
    {
      key: "soldAmount",
      title: t("sellThrough.soldAmount"),
      align: right,
      width: 140,
      render: (_, line) => formatRupiah(line.soldAmount),
    },
    {
      key: "sellThrough",
      title: t("fields.sellThrough"),
      width: 200,
      render: (_, line) => {
        const text = formatPercent(line.sellThrough / 10, lang);
        const label =
          line.kind === "total"
            ? `${t("fields.sellThrough")} ${line.buyerName}`
            : `${t("fields.sellThrough")} ${line.buyerName} ${line.partNo}`;
        return (
          <Progress
            percent={Math.min(100, line.sellThrough / 10)}
            format={() => text}
            size="small"
            aria-label={label}
          />
        );
      },
    },
  ];
}

export default function SellThroughView() {
  const { t, i18n } = useTranslation(["consignments", "common"]);
  const [query, setQuery] = useUrlState(querySchema, DEFAULTS);
  const keyword = query.keyword.trim();
  const { query: request } = useEndpointQuery<WirePage<SellThroughRow>>("consignments", "sellThrough", {
    pageNo: query.page,
    pageSize: query.pageSize,
    ...(keyword ? { keyword } : {}),
  });
  const page = request.data?.data;
  const total = page?.rowCount ?? 0;
  useLastPageRepair(query, setQuery, total, request.isSuccess);
  const lines = withPartnerTotals(page?.data ?? []);

  return (
    <Page titleKey="consignments:titles.sellThrough">
      <FilterBar<{ keyword?: string }>
        initialValues={{ keyword: query.keyword }}
        onSearch={(v) => setQuery({ keyword: (v.keyword ?? "").trim() })}
        onReset={() => setQuery({ keyword: "" })}
      >
        <Form.Item name="keyword" label={t("sellThrough.keyword")}>
          <Input
            allowClear
            maxLength={MAX_KEYWORD}
            placeholder={t("sellThrough.keywordPlaceholder")}
            className="filter-bar__control--wide"
          />
        </Form.Item>
      </FilterBar>
      {request.isError ? (
        <Alert type="error" showIcon message={failureText(request.error, t("sellThrough.loadFailed"))} />
      ) : null}
      <ResourceTable<SellThroughLine>
        label={t("sellThrough.tableLabel")}
        emptyText={keyword ? t("sellThrough.filtered") : t("sellThrough.empty")}
        rowKey="key"
        rowClassName={(line) => (line.kind === "total" ? "sell-through-total" : "")}
        columns={columns(t, i18n.language)}
        dataSource={lines}
        loading={request.isFetching}
        scroll={{ x: 1080 }}
      />
      {/* The pager apart from the table: the partner total rows are not rows of the page (antd would cut
          a page longer than its size). */}
      <Pagination
        align="end"
        {...listPagination(query, total, setQuery, (n) => t("sellThrough.total", { count: n }))}
      />
    </Page>
  );
}
