/**
 * /commodity/area (spec §2 priority-part-area download, §4, §9): choose the cities for priority parts and
 * save them; request the priority-part-area file, generated in the background; the downloads list refreshes
 * every 10 seconds while a file is generating and stops when none is. Buttons show only to positions that
 * grant them (the API checks too).
 */
import { Button, Card, Typography } from "antd";
import { useNotification } from "@refinedev/core";
import { CanAccess, useCan } from "../../access/can";
import { useTranslation } from "react-i18next";
import { failureText } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { CityPicker } from "./city-picker";
import { DownloadsTable } from "./downloads-table";
import { useChosenCities, useDownloads } from "./use-priority-areas";

export default function PriorityAreaView() {
  const { t } = useTranslation("priorityAreas");
  const { open: notify } = useNotification();
  const cities = useChosenCities();
  const downloads = useDownloads();
  const canEdit = useCan({ resource: "priorityAreas", action: "edit" }).data?.can ?? false;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify?.({ type: "success", message: success });
    } catch (err) {
      notify?.({ type: "error", message: failureText(err, t("cities.loadFailed")) });
    }
  };

  return (
    <Page titleKey="priorityAreas:titles.area">
      <Card title={t("cities.title")} loading={cities.loading}>
        <div className="page-section">
          <CityPicker value={cities.draft} onChange={cities.setDraft} disabled={!canEdit} />
          <CanAccess resource="priorityAreas" action="edit">
            <Button
              type="primary"
              disabled={!cities.dirty}
              loading={cities.saving}
              onClick={() => void run(cities.save, t("cities.saved"))}
            >
              {t("cities.save")}
            </Button>
          </CanAccess>
        </div>
      </Card>
      <Card
        title={t("downloads.label")}
        extra={
          <CanAccess resource="priorityAreas" action="requestDownload">
            <Button
              type="primary"
              disabled={(cities.saved?.length ?? 0) === 0 || downloads.generating}
              loading={downloads.requesting}
              onClick={() => void run(downloads.requestDownload, t("downloads.requested"))}
            >
              {t("downloads.request")}
            </Button>
          </CanAccess>
        }
      >
        {downloads.generating && (
          <Typography.Paragraph type="secondary">{t("downloads.refreshing")}</Typography.Paragraph>
        )}
        <DownloadsTable
          query={downloads.query}
          setQuery={downloads.setQuery}
          rows={downloads.rows}
          total={downloads.total}
          loading={downloads.loading}
        />
      </Card>
    </Page>
  );
}
