/** A recap's or a recap line's status as a coloured tag (spec §4 "Bills and recaps"; colours of spec §9). */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { RecapLineStatusName, RecapStatusName } from "../../domain/recap-transitions";

const COLOR: Record<RecapStatusName, string | undefined> = {
  generating: undefined,
  unconfirmed: "blue",
  toBeProcessed: "blue",
  waitingConfirmations: "gold",
  buyerRejected: "red",
  accepted: "green",
  waitingPayment: "gold",
  toBePaid: "gold",
  alreadyPaid: "green",
};
const LINE_COLOR: Record<RecapLineStatusName, string | undefined> = {
  charged: undefined,
  disputed: "gold",
  accepted: "green",
  rejected: "red",
};

export function RecapStatusTag({ name }: { name: RecapStatusName }) {
  const { t } = useTranslation("recaps");
  return <Tag color={COLOR[name]}>{t(`status.${name}`)}</Tag>;
}

export function RecapLineStatusTag({ name }: { name: RecapLineStatusName }) {
  const { t } = useTranslation("recaps");
  return <Tag color={LINE_COLOR[name]}>{t(`lineStatus.${name}`)}</Tag>;
}
