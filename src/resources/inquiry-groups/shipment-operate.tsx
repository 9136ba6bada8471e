/**
 * /tend/shipment/shipment-operate/inquiryGroup/:id, id a group no (spec §2 /tend
 * shipment/shipment-operate/inquiryGroup/{id}; §4 group tab 2 ready to ship): the group's POs, then one delivery
 * order for all of them: "Create delivery order" groups them (inquiryGroups.printDeliveryOrder `{ orderNos }`),
 * after which the order shipment components show the printable DO (Print marks it printed) and the arrangement
 * form that ships every PO of the group together (inquiryGroups.ship).
 */
import { useState, type ReactNode } from "react";
import { Alert, App, Button, Card, Result, Space, Spin, Typography } from "antd";
import { useOne } from "@refinedev/core";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { formatRupiah } from "../../domain/money";
import { orderStatusName } from "../../domain/order";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import type { DeliveryOrderDocument } from "../orders/schema";
import { DeliveryOrderOperate } from "../orders/shipment-operate";
import { OrderStatusTag } from "../orders/status-tag";
import { inquiryDetailPath } from "../inquiry-orders/paths";
import { groupListPath } from "./paths";
import { InquiryGroupScreen } from "./screen";
import { GROUP_NO_FORMAT, type InquiryGroupDetail } from "./schema";

/** The DO every PO of the group is on, when they share one. */
export function groupDoNo(group: Pick<InquiryGroupDetail, "orders" | "shipment">): string | null {
  if (group.shipment) return group.shipment.doNo;
  const first = group.orders[0]?.doNo ?? null;
  return first && group.orders.every((o) => o.doNo === first) ? first : null;
}

function GroupDeliveryOrder({ doNo }: { doNo: string }) {
  const { t } = useTranslation(["orderScreens"]);
  const { query } = useEndpointQuery<DeliveryOrderDocument>("inquiryGroups", "deliveryOrder", { doNo });
  const doc = query.data?.data;
  if (query.isError) return <Alert type="error" showIcon message={failureText(query.error, t("operate.loadFailed"))} />;
  if (!doc) return <Spin spinning />;
  return <DeliveryOrderOperate doc={doc} resource="inquiryGroups" afterShip={() => groupListPath} />;
}

function GroupBody({ group }: { group: InquiryGroupDetail }) {
  const { t } = useTranslation(["inquiryGroups", "orderScreens"]);
  const { message } = App.useApp();
  const [created, setCreated] = useState<string | null>(null);
  const print = useEndpointMutation<{ doNo: string }>("inquiryGroups", "printDeliveryOrder");
  const doNo = created ?? groupDoNo(group);
  const createDo = async () => {
    try {
      const answer = await print.run({ orderNos: group.orders.map((o) => o.orderNo) });
      setCreated(answer.doNo);
    } catch (err) {
      void message.error(failureText(err, t("orderScreens:operate.loadFailed")));
    }
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card size="small" className="do-no-print" title={`${group.groupNo} · ${group.buyerName}`}>
        <Space direction="vertical" size={2}>
          {group.orders.map((o) => (
            <Space key={o.orderNo} size={6} wrap>
              <Link to={inquiryDetailPath(o.orderNo)}>{o.orderNo}</Link>
              <Typography.Text type="secondary">{o.inquiryNo}</Typography.Text>
              <OrderStatusTag name={orderStatusName(o.status, 0)} />
              <Typography.Text>{formatRupiah(o.total)}</Typography.Text>
            </Space>
          ))}
          <Typography.Text strong>{t("operate.total", { total: formatRupiah(group.total) })}</Typography.Text>
        </Space>
      </Card>
      {doNo ? (
        <GroupDeliveryOrder doNo={doNo} />
      ) : group.readyToShip ? (
        <CanAccess resource="inquiryGroups" action="printDeliveryOrder">
          <Alert
            type="info"
            showIcon
            message={t("operate.createDoIntro", { count: group.orders.length })}
            action={
              <Button type="primary" loading={print.isPending} onClick={() => void createDo()}>
                {t("operate.createDo")}
              </Button>
            }
          />
        </CanAccess>
      ) : (
        <Alert type="warning" showIcon message={t("operate.notReady")} />
      )}
    </Space>
  );
}

function GroupOperateView() {
  const { t } = useTranslation(["inquiryGroups", "orderScreens"]);
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const valid = GROUP_NO_FORMAT.test(id);
  const { query, result } = useOne<InquiryGroupDetail>({
    resource: "inquiryGroups",
    id,
    queryOptions: { enabled: valid },
    errorNotification: false,
  });
  let body: ReactNode;
  if (!valid) body = <Result status="404" title={t("rules.groupNo")} />;
  else if (query.error) body = <Alert type="error" showIcon message={failureText(query.error, t("errors.notFound"))} />;
  else if (!result) body = <Spin spinning />;
  else body = <GroupBody group={result} />;
  return (
    <Page
      titleKey="inquiryGroups:titles.shipmentOperateGroup"
      actions={<Button onClick={() => void navigate(groupListPath)}>{t("orderScreens:actions.back")}</Button>}
    >
      {body}
    </Page>
  );
}

export default function GroupShipmentOperateRoute() {
  return <InquiryGroupScreen>{() => <GroupOperateView />}</InquiryGroupScreen>;
}
