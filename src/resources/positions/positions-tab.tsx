/**
 * The positions tab of /store/management (spec §3 "Position (role)", §5 "A position that still has users
 * cannot be deleted"): every position of the shop with its data-list permission and user count; edit
 * opens /store/editrole?id=, delete asks first and is disabled (with the reason) while users hold it.
 */
import { Button, Popconfirm, Space, Tag, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import { PlusOutlined } from "@ant-design/icons";
import { useDelete, useList, useNotification } from "@refinedev/core";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ResourceTable, Toolbar } from "../../shell/page";
import type { PositionRow } from "./schema";

export function PositionsTab() {
  const { t } = useTranslation("positions");
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const { query, result } = useList<PositionRow>({ resource: "positions", pagination: { mode: "off" } });
  const remove = useDelete();

  async function onDelete(row: PositionRow) {
    try {
      await remove.mutateAsync({
        resource: "positions",
        id: row.id,
        successNotification: false,
        errorNotification: false,
      });
      notify?.({ type: "success", message: t("list.deleted", { name: row.name }) });
    } catch (err) {
      const message = (err as { message?: unknown } | null)?.message;
      notify?.({ type: "error", message: typeof message === "string" && message ? message : t("form.saveFailed") });
    }
  }

  const columns: ColumnsType<PositionRow> = [
    { key: "name", title: t("fields.name"), dataIndex: "name" },
    {
      key: "authorities",
      title: t("fields.authorities"),
      render: (_: unknown, row) => t("list.authorityCount", { count: row.authorities.length }),
    },
    {
      key: "dataList",
      title: t("fields.dataList"),
      render: (_: unknown, row) => <Tag>{t(`dataList.${row.dataListPermission}`)}</Tag>,
    },
    { key: "userCount", title: t("fields.userCount"), dataIndex: "userCount" },
    { key: "lastModified", title: t("fields.lastModified"), dataIndex: "lastModified" },
    {
      key: "actions",
      title: t("fields.actions"),
      render: (_: unknown, row) => (
        <Space size={0}>
          <CanAccess resource="positions" action="edit">
            <Button type="link" onClick={() => navigate(`/store/editrole?id=${row.id}`)}>
              {t("list.edit")}
            </Button>
          </CanAccess>
          <CanAccess resource="positions" action="delete">
            {row.userCount > 0 ? (
              <Tooltip title={t("list.inUse", { count: row.userCount })}>
                <Button type="link" danger disabled>
                  {t("list.delete")}
                </Button>
              </Tooltip>
            ) : (
              <Popconfirm
                title={t("list.deleteConfirm", { name: row.name })}
                okText={t("list.yes")}
                cancelText={t("list.no")}
                onConfirm={() => onDelete(row)}
              >
                <Button type="link" danger>
                  {t("list.delete")}
                </Button>
              </Popconfirm>
            )}
          </CanAccess>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Toolbar end>
        <CanAccess resource="positions" action="create">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate("/store/addrole")}>
            {t("list.add")}
          </Button>
        </CanAccess>
      </Toolbar>
      <ResourceTable<PositionRow>
        label={t("list.tableLabel")}
        emptyText={t("list.empty")}
        rowKey="id"
        columns={columns}
        dataSource={result.data}
        loading={query.isFetching}
        scroll={{ x: 800 }}
      />
    </>
  );
}
