/**
 * /store/management (spec §2 "management (user list)"): the shop's users and, for a position that grants
 * positions.list, its positions, as two tabs (the tab lives in the URL: `?tab=positions`).
 */
import { Tabs, type TabsProps } from "antd";
import { useCan } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Page } from "../../shell/page";
import { PositionsTab } from "../positions/positions-tab";
import { UsersTab } from "./users-tab";

export default function UserManagementPage() {
  const { t } = useTranslation("users");
  const [params, setParams] = useSearchParams();
  const { data: positionsAccess } = useCan({ resource: "positions", action: "list" });
  const showPositions = positionsAccess?.can === true;
  const tab = showPositions && params.get("tab") === "positions" ? "positions" : "users";
  const items: TabsProps["items"] = [{ key: "users", label: t("tabs.users"), children: <UsersTab /> }];
  if (showPositions) items.push({ key: "positions", label: t("tabs.positions"), children: <PositionsTab /> });

  return (
    <Page titleKey="users:titles.management">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "users" ? {} : { tab: key })}
        items={items}
        destroyOnHidden
      />
    </Page>
  );
}
