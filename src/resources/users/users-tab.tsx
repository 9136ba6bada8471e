/**
 * The users tab of /store/management (spec §2 "management (user list)", §3 "User": name, email, position,
 * status, creator, last modified; §4 "active or inactive, toggled with confirmation"): search by text and
 * status, a paged table (§9 pager), and per row edit, activate / deactivate and reset password, each
 * button shown only to a position that grants it.
 */
import { useState } from "react";
import { Button, Input, Select } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { FilterBar, FilterField, ResourceTable, Toolbar } from "../../shell/page";

import { UserStatus, type UserRow, type UserStatusValue } from "./schema";
import { failureMessage } from "./failure";
import { useUsers } from "./use-users";
import { userColumns } from "./user-columns";
import { UserFormModal } from "./user-form-modal";
import { ResetPasswordModal } from "./reset-password-modal";

export function UsersTab() {
  const { t } = useTranslation("users");
  const data = useUsers();
  const { query, setQuery } = data;
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const { open: notify } = useNotification();
  const setStatus = async (userId: number, status: UserStatusValue) => {
    try {
      await data.setStatus(userId, status);
      notify?.({ type: "success", message: t(status === UserStatus.active ? "list.activated" : "list.deactivated") });
    } catch (err) {
      notify?.({ type: "error", message: failureMessage(err, t("form.saveFailed")) });
    }
  };
  const columns = userColumns(t, { edit: setEditing, reset: setResetting, setStatus });

  return (
    <>
      <Toolbar>
        <FilterBar>
          <FilterField label={t("list.search")}>
            <Input.Search
              key={query.keyword}
              defaultValue={query.keyword}
              allowClear
              maxLength={150}
              placeholder={t("list.search")}
              onSearch={(keyword) => setQuery({ keyword: keyword.trim() })}
              className="filter-bar__control--wide"
            />
          </FilterField>
          <FilterField label={t("fields.status")}>
            <Select
              value={query.status ?? "all"}
              className="filter-bar__control"
              onChange={(v: string | number) =>
                setQuery({ status: v === UserStatus.active || v === UserStatus.inactive ? v : undefined })
              }
              options={[
                { value: "all", label: t("status.all") },
                { value: UserStatus.active, label: t("status.1") },
                { value: UserStatus.inactive, label: t("status.0") },
              ]}
            />
          </FilterField>
        </FilterBar>
        <CanAccess resource="users" action="create">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t("list.add")}
          </Button>
        </CanAccess>
      </Toolbar>
      <ResourceTable<UserRow>
        label={t("list.tableLabel")}
        emptyText={t("list.empty")}
        rowKey="userId"
        columns={columns}
        dataSource={data.rows}
        loading={data.loading}
        query={query}
        total={data.total}
        onQuery={setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1000 }}
      />
      <UserFormModal
        open={editing !== undefined}
        user={editing ?? null}
        positions={data.positions}
        onCreate={data.createUser}
        onUpdate={data.updateUser}
        onClose={() => setEditing(undefined)}
      />
      <ResetPasswordModal user={resetting} onReset={data.resetPassword} onClose={() => setResetting(null)} />
    </>
  );
}
