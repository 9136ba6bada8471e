/**
 * Columns of the users table. Row actions sit in <CanAccess> (users.edit, users.setStatus,
 * users.resetPassword); activating or deactivating asks first (spec §4 "toggled with confirmation").
 */
import { Button, Popconfirm, Space, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { CanAccess } from "../../access/can";
import type { TFunction } from "i18next";
import { UserStatus, type UserRow, type UserStatusValue } from "./schema";

export interface UserRowActions {
  edit: (row: UserRow) => void;
  reset: (row: UserRow) => void;
  setStatus: (userId: number, status: UserStatusValue) => Promise<void>;
}

export function userColumns(t: TFunction<"users">, actions: UserRowActions): ColumnsType<UserRow> {
  return [
    { key: "userName", title: t("fields.userName"), dataIndex: "userName" },
    { key: "nickName", title: t("fields.nickName"), dataIndex: "nickName" },
    { key: "email", title: t("fields.email"), dataIndex: "email" },
    { key: "positionName", title: t("fields.position"), dataIndex: "positionName" },
    {
      key: "status",
      title: t("fields.status"),
      dataIndex: "status",
      render: (status: UserStatusValue) => (
        <Tag color={status === UserStatus.active ? "green" : "default"}>{t(`status.${status}`)}</Tag>
      ),
    },
    { key: "creator", title: t("fields.creator"), dataIndex: "creator" },
    { key: "lastModified", title: t("fields.lastModified"), dataIndex: "lastModified" },
    {
      key: "actions",
      title: t("fields.actions"),
      fixed: "right",
      // Wide enough for the longest label ("Atur ulang kata sandi") so no action is cut at 1366 px.
      width: 200,
      render: (_: unknown, row: UserRow) => {
        const active = row.status === UserStatus.active;
        const next = active ? UserStatus.inactive : UserStatus.active;
        return (
          <Space size={0} wrap>
            <CanAccess resource="users" action="edit">
              <Button type="link" onClick={() => actions.edit(row)}>
                {t("list.edit")}
              </Button>
            </CanAccess>
            <CanAccess resource="users" action="setStatus">
              <Popconfirm
                title={t(active ? "confirm.deactivateTitle" : "confirm.activateTitle", { name: row.userName })}
                description={active ? t("confirm.deactivateBody") : undefined}
                okText={t("confirm.yes")}
                cancelText={t("confirm.no")}
                onConfirm={() => actions.setStatus(row.userId, next)}
              >
                <Button type="link" danger={active}>
                  {t(active ? "list.deactivate" : "list.activate")}
                </Button>
              </Popconfirm>
            </CanAccess>
            <CanAccess resource="users" action="resetPassword">
              <Button type="link" onClick={() => actions.reset(row)}>
                {t("list.resetPassword")}
              </Button>
            </CanAccess>
          </Space>
        );
      },
    },
  ];
}
