import { Page } from "../../shell/page";

export default function Placeholder() {
  return <Page titleKey="payments:titles.historyPayment">{null}</Page>;
}
