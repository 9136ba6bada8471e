/** Review status as a coloured tag (spec §4 "Product" review status, §9 tag colours). */
import type { CSSProperties } from "react";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { isCode } from "../../domain/text-key";
import { REVIEW_STATUSES } from "../../domain/product";

const COLORS: Record<number, string> = { 1: "blue", 2: "cyan", 3: "default", 4: "gold", 5: "green", 7: "red" };

// antd tags never wrap, so in a narrow column a long status ("Diturunkan (melanggar)") ran over the next
// cell: let it wrap between words (never inside one) and stay within its cell.
const WRAP: CSSProperties = {
  whiteSpace: "normal",
  overflowWrap: "normal",
  wordBreak: "normal",
  maxWidth: "100%",
  marginInlineEnd: 0,
};

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation("products");
  // Text contrast of the preset colours: src/shell/contrast.css.
  return (
    <Tag color={COLORS[status] ?? "default"} style={WRAP}>
      {isCode(REVIEW_STATUSES, status) ? t(`reviewStatus.${status}`) : String(status)}
    </Tag>
  );
}
