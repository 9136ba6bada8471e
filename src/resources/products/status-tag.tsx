/** Review status as a coloured tag (spec §4 "Product" review status, §9 tag colours). */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<number, string> = { 1: "blue", 2: "cyan", 3: "default", 4: "gold", 5: "green", 7: "red" };
// antd's preset tag text is too light on its tinted background for WCAG AA; the same hues, darker.
const TEXT: Record<string, string> = { blue: "#003eb3", cyan: "#00474f", gold: "#613400", green: "#135200", red: "#a8071a" };

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation("products");
  const color = COLORS[status] ?? "default";
  return (
    <Tag color={color} style={TEXT[color] ? { color: TEXT[color] } : undefined}>
      {t(`reviewStatus.${status}`)}
    </Tag>
  );
}
