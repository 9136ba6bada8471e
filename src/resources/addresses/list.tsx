/**
 * /store/address (spec §2, §3 "Address"): the shop's addresses, the default first and tagged, with
 * edit, set default and delete (after confirmation); each button needs its authority.
 */
import { pageChange, pagerProps } from "../../forms/pager";
import { App, Button, Popconfirm, Space, Table, Tag, Typography } from "antd";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import type { AddressRow } from "./schema";
import { useAddressList } from "./use-addresses";

export default function AddressListView() {
  const { t } = useTranslation("addresses");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useAddressList();
  const run = (action: () => Promise<void>, done: string) =>
    action().then(
      () => void message.success(t(done)),
      (err: Error) => void message.error(err.message),
    );

  const columns = [
    {
      key: "label",
      title: t("fields.label"),
      render: (_: unknown, r: AddressRow) => (
        <Space wrap>
          {r.label || "-"}
          {r.isDefault ? <Tag color="blue">{t("list.default")}</Tag> : null}
        </Space>
      ),
    },
    { key: "contact", title: t("fields.contactName"), render: (_: unknown, r: AddressRow) => <>{r.contactName}<br />{r.contactPhone}</> },
    {
      key: "address",
      title: t("fields.address"),
      render: (_: unknown, r: AddressRow) => `${r.detail}, ${[...r.regionNames].reverse().filter(Boolean).join(", ")} ${r.postalCode}`,
    },
    {
      key: "actions",
      title: t("list.actions"),
      render: (_: unknown, r: AddressRow) => (
        <Space wrap>
          <CanAccess resource="addresses" action="edit">
            <Button size="small" onClick={() => navigate(`/store/address-edit?id=${r.id}`)}>{t("list.edit")}</Button>
          </CanAccess>
          {r.isDefault ? null : (
            <CanAccess resource="addresses" action="setDefault">
              <Button size="small" onClick={() => void run(() => list.setDefault(r.id), "list.defaultSet")}>{t("list.setDefault")}</Button>
            </CanAccess>
          )}
          <CanAccess resource="addresses" action="delete">
            <Popconfirm
              title={t("list.deleteConfirm")}
              okText={t("list.delete")}
              cancelText={t("list.cancel")}
              onConfirm={() => run(() => list.remove(r.id), "list.deleted")}
            >
              <Button size="small" danger>{t("list.delete")}</Button>
            </Popconfirm>
          </CanAccess>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{t("titles.list")}</Typography.Title>
        <CanAccess resource="addresses" action="create">
          <Button type="primary" onClick={() => navigate("/store/address-edit")}>{t("list.add")}</Button>
        </CanAccess>
      </Space>
      <Table<AddressRow>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        locale={{ emptyText: t("list.empty") }}
        pagination={{
          ...pagerProps({ page: list.page.current, pageSize: list.page.pageSize }, list.total, undefined, false),
          onChange: (current, pageSize) => {
            const next = pageChange({ page: list.page.current, pageSize: list.page.pageSize }, current, pageSize);
            list.setPage({ current: next.page, pageSize: next.pageSize });
          },
        }}
      />
    </Space>
  );
}
