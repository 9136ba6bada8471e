/** /settings/system-integration (spec §2): placeholder while the page is built. */
import { Page } from "../../shell/page";

export default function SystemIntegrationView() {
  return <Page titleKey="integrations:titles.systemIntegration">{null}</Page>;
}
