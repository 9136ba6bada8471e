/**
 * /tend/multiple-po-single-do (spec §2 /tend multiple-po-single-do; §5 "At least 1 multiple PO must be chosen
 * for a multiple print"): the paid inquiry POs not yet on a delivery order (candidates), narrowed by buyer and
 * search; the seller picks POs of one buyer and prints one DO for them (inquiryGroups.printDeliveryOrder
 * `{ orderNos }`), which opens on the inquiry shipment screen (print, then arrange shipment).
 */
import { useState } from "react";
import { Alert, App, Button, Input, Select, Table, Typography, type CheckboxProps, type TableColumnsType } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { formatRupiah } from "../../domain/money";
import { MAX_KEYWORD } from "../../domain/wire";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { FilterBar, FilterField, Page, Toolbar } from "../../shell/page";
import { inquiryOperatePath } from "../inquiry-orders/paths";
import type { InquiryOrderRow } from "../inquiry-orders/schema";
import { InquiryGroupScreen } from "./screen";

/** The choice can make one DO: at least one PO, all of one buyer (spec §5; one DO goes to one receiver). */
export function singleDoProblem(
  rows: readonly Pick<InquiryOrderRow, "buyerUserName">[],
): "none" | "differentBuyers" | null {
  if (rows.length === 0) return "none";
  return new Set(rows.map((r) => r.buyerUserName)).size > 1 ? "differentBuyers" : null;
}

function MultiplePoView() {
  const { t } = useTranslation(["inquiryGroups", "inquiryOrders", "orderScreens", "common"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [buyer, setBuyer] = useState<string | undefined>();
  const [keyword, setKeyword] = useState("");
  const [selected, setSelected] = useState<InquiryOrderRow[]>([]);
  // Every candidate once (the buyers to choose from), then those of the chosen buyer and search.
  const all = useEndpointQuery<InquiryOrderRow[]>("inquiryGroups", "candidates", {});
  const body = { ...(buyer ? { buyerUserName: buyer } : {}), ...(keyword ? { keyword } : {}) };
  const candidates = useEndpointQuery<InquiryOrderRow[]>("inquiryGroups", "candidates", body);
  const rows = candidates.query.data?.data ?? [];
  const buyers = [...new Map((all.query.data?.data ?? []).map((r) => [r.buyerUserName, r.buyerName])).entries()];
  const print = useEndpointMutation<{ doNo: string }>("inquiryGroups", "printDeliveryOrder");
  const problem = singleDoProblem(selected);

  const printOne = async () => {
    if (problem === "none") return void message.error(t("orderScreens:shipmentList.choosePo"));
    if (problem === "differentBuyers") return void message.error(t("orderScreens:list.oneBuyerOnly"));
    try {
      const { doNo } = await print.run({ orderNos: selected.map((r) => r.orderNo) });
      void navigate(inquiryOperatePath(doNo));
    } catch (err) {
      void message.error(failureText(err, t("orderScreens:operate.loadFailed")));
    }
  };
  const columns: TableColumnsType<InquiryOrderRow> = [
    { key: "orderNo", title: t("multiple.columns.orderNo"), dataIndex: "orderNo", width: 190 },
    { key: "inquiryNo", title: t("multiple.columns.inquiryNo"), dataIndex: "inquiryNo", width: 190 },
    {
      key: "buyer",
      title: t("multiple.columns.buyer"),
      render: (_, r) => `${r.buyerName} (${r.buyerUserName})`,
    },
    { key: "car", title: t("multiple.columns.car"), render: (_, r) => `${r.carLabel} · ${r.licensePlate}` },
    {
      key: "total",
      title: t("multiple.columns.total"),
      dataIndex: "total",
      align: "right",
      render: (v: number) => formatRupiah(v),
    },
  ];
  const choose = (changes: { buyer?: string; keyword?: string }) => {
    setSelected([]);
    if ("buyer" in changes) setBuyer(changes.buyer);
    if ("keyword" in changes) setKeyword(changes.keyword ?? "");
  };
  return (
    <Page titleKey="inquiryGroups:titles.multiplePoSingleDo">
      <Typography.Paragraph type="secondary">{t("multiple.intro")}</Typography.Paragraph>
      <FilterBar>
        <FilterField label={t("multiple.buyer")}>
          <Select
            allowClear
            className="filter-bar__control--wide"
            placeholder={t("multiple.anyBuyer")}
            value={buyer}
            onChange={(v: string | undefined) => choose({ buyer: v })}
            options={buyers.map(([userName, name]) => ({ value: userName, label: `${name} (${userName})` }))}
          />
        </FilterField>
        <FilterField label={t("orderScreens:list.keyword")}>
          <Input.Search
            allowClear
            maxLength={MAX_KEYWORD}
            enterButton={t("common:actions.search")}
            onSearch={(v) => choose({ keyword: v.trim() })}
            className="filter-bar__control--wide"
          />
        </FilterField>
      </FilterBar>
      {candidates.query.error ? (
        <Alert
          type="error"
          showIcon
          message={failureText(candidates.query.error, t("orderScreens:operate.loadFailed"))}
        />
      ) : null}
      <Toolbar>
        <CanAccess resource="inquiryGroups" action="printDeliveryOrder">
          <Button type="primary" loading={print.isPending} onClick={() => void printOne()}>
            {t("multiple.print", { count: selected.length })}
          </Button>
        </CanAccess>
        {problem === "differentBuyers" ? (
          <Typography.Text type="warning">{t("orderScreens:list.oneBuyerOnly")}</Typography.Text>
        ) : null}
      </Toolbar>
      <Table<InquiryOrderRow>
        aria-label={t("multiple.tableLabel")}
        rowKey="orderNo"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={candidates.query.isFetching}
        pagination={false}
        locale={{ emptyText: t("multiple.empty") }}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.orderNo),
          onChange: (_keys, picked) => setSelected(picked),
          getCheckboxProps: (r) =>
            ({ "aria-label": t("orderScreens:list.selectRow", { orderNo: r.orderNo }) }) as CheckboxProps,
        }}
        scroll={{ x: 900 }}
      />
    </Page>
  );
}

export default function MultiplePoRoute() {
  return <InquiryGroupScreen>{() => <MultiplePoView />}</InquiryGroupScreen>;
}
