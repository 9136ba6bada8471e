import { Page } from "../../shell/page";

export default function Placeholder() {
  return <Page titleKey="recaps:titles.recapDeliveryFee">{null}</Page>;
}
