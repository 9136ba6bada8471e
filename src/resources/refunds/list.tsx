// Contract placeholder: the refund screens replace this page (spec §2 /order returnAndRefund).
import { Page } from "../../shell/page";

export default function RefundPlaceholder() {
  return <Page titleKey="refunds:titles.returnAndRefund">{null}</Page>;
}
