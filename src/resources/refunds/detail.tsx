// Contract placeholder: the refund screens replace this page (spec §2 /order returnDetail).
import { Page } from "../../shell/page";

export default function RefundPlaceholder() {
  return <Page titleKey="refunds:titles.returnDetail">{null}</Page>;
}
