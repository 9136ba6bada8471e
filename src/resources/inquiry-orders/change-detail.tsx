/**
 * /tend/change-detail?orderNo= (spec §2 /tend change-detail; §4 "waiting to be modified"): the order change
 * screen bound to the inquiry orders (inquiryOrders.modify; back to /tend/get-detail).
 */
import { ChangeConfirmView } from "../orders/change-confirm";
import { InquiryOrderScreen } from "./screen";

export default function InquiryChangeDetailRoute() {
  return (
    <InquiryOrderScreen>{() => <ChangeConfirmView titleKey="inquiryOrders:titles.changeDetail" />}</InquiryOrderScreen>
  );
}
