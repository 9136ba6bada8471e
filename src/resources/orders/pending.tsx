/**
 * Placeholder of the order pages while they are built on the `orders-ui` branch: a titled, empty page, so
 * the routes, the menu and the authorities exist from the contract on. Replaced by the real views.
 */
import { Page } from "../../shell/page";

export default function OrdersPendingView() {
  return <Page titleKey="orders:titles.orderList">{null}</Page>;
}
