/** Review status as a coloured tag (spec §4 "Product" review status, §9 tag colours). */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<number, string> = { 1: "blue", 2: "cyan", 3: "default", 4: "gold", 5: "green", 7: "red" };


export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation("products");
  // Text contrast of the preset colours: src/shell/contrast.css.
  return <Tag color={COLORS[status] ?? "default"}>{t(`reviewStatus.${status}`)}</Tag>;
}
