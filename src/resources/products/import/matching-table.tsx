/**
 * The matching step's table (spec §5 "Import"): one row per sheet row with its status; a cell with an
 * error is highlighted, with the message in a tooltip and written under the value (readable without hovering).
 * A readable cell of an enumeration, the category or the fitment shows what the importer understood
 * (understood-cells.ts: "1" -> "Original"), the seller's text on hover.
 */
import { Table, Tag, Tooltip, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCategories } from "../../../forms/category-select";
import type { CellError } from "./cells";
import { columnsOf, type ImportMode } from "./columns";
import { flattenCategories, type MatchedRow } from "./match-rows";
import { categoryTitleLookup, understoodText, type UnderstoodTexts } from "./understood-cells";
import { dataText } from "../../../domain/text-key";

export interface MatchingTableProps {
  mode: ImportMode;
  rows: MatchedRow[];
  errorText: (e: CellError) => string;
}

const show = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export function MatchingTable({ mode, rows, errorText }: MatchingTableProps) {
  const { t, i18n } = useTranslation(["common", "import", "products"]);
  // The same cached tree as the product screens' category picker (one request per page load).
  const { categories } = useCategories();
  const texts = useMemo<UnderstoodTexts>(
    () => ({
      // The code is a value read from the seller's file, already matched to one of the group's codes.
      label: (group, code) => dataText(t, `products:${group}.${code}`),
      categoryTitle: categoryTitleLookup(flattenCategories(categories)),
      vehicleCount: (count) => t("import:matching.vehicles", { count }),
    }),
    [categories, t],
  );
  const headers = useMemo(
    () => new Map(columnsOf(mode).map((c) => [c.key, i18n.language === "en-US" ? c.enHeader : c.idHeader])),
    [i18n.language, mode],
  );
  const columns = useMemo<ColumnsType<MatchedRow>>(
    () => [
      { title: t("import:matching.row"), dataIndex: "rowNumber", width: 70, fixed: "left" },
      {
        title: t("import:matching.status"),
        width: 240,
        fixed: "left",
        render: (_: unknown, r: MatchedRow) =>
          r.status === "valid" ? (
            <Tag color="success">{t("import:matching.statusValid")}</Tag>
          ) : (
            <>
              <Tag color="error">{t("import:matching.statusInvalid")}</Tag>
              {/* Every error of the row, readable without scrolling to its cell. */}
              {Object.entries(r.errors).map(([key, e]) => (
                <div key={key}>
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {headers.get(key) ? `${headers.get(key)}: ` : ""}
                    {errorText(e)}
                  </Typography.Text>
                </div>
              ))}
            </>
          ),
      },
      ...columnsOf(mode)
        .filter((c) => !c.informational || mode === "update")
        .map((c) => ({
          key: c.key,
          title: i18n.language === "en-US" ? c.enHeader : c.idHeader,
          width: c.type === "fitments" ? 260 : 140,
          render: (_: unknown, r: MatchedRow) => {
            const e = r.errors[c.key];
            if (!e) {
              const raw = show(r.cells[c.key]);
              const understood = understoodText(c, r, texts);
              if (understood === null || understood === raw.trim()) return raw;
              return (
                <span className="import-cell-understood" data-column={c.key} title={raw}>
                  {understood}
                </span>
              );
            }
            const message = errorText(e);
            return (
              <Tooltip title={message}>
                <div
                  className="import-cell-error"
                  data-column={c.key}
                  style={{ background: "#fff1f0", border: "1px solid #ffa39e", padding: "2px 4px" }}
                >
                  <div>{show(r.cells[c.key]) || "—"}</div>
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {message}
                  </Typography.Text>
                </div>
              </Tooltip>
            );
          },
        })),
    ],
    [errorText, headers, i18n.language, mode, t, texts],
  );
  return (
    <Table<MatchedRow>
      rowKey="rowNumber"
      size="small"
      columns={columns}
      dataSource={rows}
      scroll={{ x: "max-content" }}
      pagination={{ defaultPageSize: 10, pageSizeOptions: [10, 20, 30, 40], showSizeChanger: true }}
    />
  );
}
