/**
 * /store/address (spec §2, §3 "Address"): the shop's addresses, the default first and tagged, with
 * edit, set default and delete (after confirmation); each button needs its authority.
 */
import { App, Button, Popconfirm, Space, Tag } from "antd";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Page, ResourceTable } from "../../shell/page";

import type { AddressRow } from "./schema";
import { useAddressList } from "./use-addresses";

export default function AddressListView() {
  const { t } = useTranslation("addresses");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useAddressList();
  const run = (action: () => Promise<void>, done: "list.defaultSet" | "list.deleted") =>
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
    {
      key: "contact",
      title: t("fields.contactName"),
      render: (_: unknown, r: AddressRow) => (
        <>
          {r.contactName}
          <br />
          {r.contactPhone}
        </>
      ),
    },
    {
      key: "address",
      title: t("fields.address"),
      render: (_: unknown, r: AddressRow) =>
        `${r.detail}, ${[...r.regionNames].reverse().filter(Boolean).join(", ")} ${r.postalCode}`,
    },
    {
      key: "actions",
      title: t("list.actions"),
      render: (_: unknown, r: AddressRow) => (
        <Space wrap>
          <CanAccess resource="addresses" action="edit">
            <Button size="small" onClick={() => navigate(`/store/address-edit?id=${r.id}`)}>
              {t("list.edit")}
            </Button>
          </CanAccess>
          {r.isDefault ? null : (
            <CanAccess resource="addresses" action="setDefault">
              <Button size="small" onClick={() => void run(() => list.setDefault(r.id), "list.defaultSet")}>
                {t("list.setDefault")}
              </Button>
            </CanAccess>
          )}
          <CanAccess resource="addresses" action="delete">
            <Popconfirm
              title={t("list.deleteConfirm")}
              okText={t("list.delete")}
              cancelText={t("list.cancel")}
              onConfirm={() => run(() => list.remove(r.id), "list.deleted")}
            >
              <Button size="small" danger>
                {t("list.delete")}
              </Button>
            </Popconfirm>
          </CanAccess>
        </Space>
      ),
    },
  ];

  return (
    <Page
      titleKey="addresses:titles.list"
      actions={
        <CanAccess resource="addresses" action="create">
          <Button type="primary" onClick={() => navigate("/store/address-edit")}>
            {t("list.add")}
          </Button>
        </CanAccess>
      }
    >
      <ResourceTable<AddressRow>
        label={t("list.tableLabel")}
        emptyText={t("list.empty")}
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        query={{ page: list.page.current, pageSize: list.page.pageSize }}
        total={list.total}
        onQuery={(next) =>
          list.setPage({ current: next.page ?? list.page.current, pageSize: next.pageSize ?? list.page.pageSize })
        }
        quickJumper={false}
      />
    </Page>
  );
}
