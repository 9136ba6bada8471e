/**
 * /customer/addendum?partnershipId= (spec §1 "term and agreement management with addendum"; spec §2
 * addendum; authority partnerships.addendum): the partnership's agreement clause and every addendum (number,
 * title, text, effective date, the terms it changes, status), printable (window.print; ./addendum.css
 * hides the shell and the controls); withdraw after a confirmation while the buyer has not answered; and
 * the form of a new addendum (./addendum-form.tsx).
 */
import type { ReactNode } from "react";
import { Alert, App, Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Tag, Typography } from "antd";
import { useOne } from "@refinedev/core";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { CanAccess } from "../../access/can";
import { ADDENDUM_STATUSES, AddendumStatus } from "../../domain/partnership";
import { isCode } from "../../domain/text-key";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { idParam } from "../customers/paths";
import { CustomerScreen } from "../customers/screen";
import { AddendumForm } from "./addendum-form";
import { conditionsText, settlementText } from "./columns";
import { partnershipDetailPath } from "./paths";
import type { AddendumRow, PartnershipDetail } from "./schema";
import "./addendum.css";

type T = TFunction<["partnerships", "customers", "requests", "products"]>;

/** The terms an addendum changes, one line each ("-" when none). */
export function changeLines(changes: AddendumRow["changes"], t: T): string[] {
  const lines: string[] = [];
  if (changes.tempoWorkdays !== undefined) lines.push(`${t("fields.tempo")}: ${changes.tempoWorkdays}`);
  if (changes.partConditions !== undefined)
    lines.push(`${t("fields.partCondition")}: ${conditionsText(changes.partConditions, t)}`);
  if (changes.settlementPeriod !== undefined)
    lines.push(`${t("fields.settlementType")}: ${settlementText(changes.settlementPeriod, t)}`);
  return lines;
}

function AddendumCard({ addendum: a }: { addendum: AddendumRow }) {
  const { t } = useTranslation(["partnerships", "customers", "requests", "products"]);
  const { message } = App.useApp();
  const withdraw = useEndpointMutation<unknown>("partnerships", "addendumWithdraw");
  const lines = changeLines(a.changes, t);
  const run = async () => {
    try {
      await withdraw.run({ id: a.id });
      void message.success(t("addendum.withdrawn", { number: a.addendumNo }));
    } catch (err) {
      void message.error(failureText(err, t("addendum.withdrawFailed")));
    }
  };
  return (
    <Card
      size="small"
      title={`${a.addendumNo} · ${a.title}`}
      extra={
        <Space>
          <Tag
            color={
              a.status === AddendumStatus.applied
                ? "green"
                : a.status === AddendumStatus.waitingBuyer
                  ? "blue"
                  : undefined
            }
          >
            {isCode(ADDENDUM_STATUSES, a.status) ? t(`addendumStatus.${a.status}`) : "-"}
          </Tag>
          {a.status === AddendumStatus.waitingBuyer ? (
            <CanAccess resource="partnerships" action="addendum">
              <Popconfirm
                title={t("addendum.withdrawTitle", { number: a.addendumNo })}
                description={t("addendum.withdrawText")}
                okText={t("addendum.withdraw")}
                okButtonProps={{ danger: true }}
                cancelText={t("propose.cancel")}
                onConfirm={() => run()}
              >
                <Button size="small" danger className="agreement-no-print">
                  {t("addendum.withdraw")}
                </Button>
              </Popconfirm>
            </CanAccess>
          ) : null}
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t("fields.effectiveDate")}>{a.effectiveDate}</Descriptions.Item>
        <Descriptions.Item label={t("addendum.created")}>{a.createTime}</Descriptions.Item>
        <Descriptions.Item label={t("addendum.changes")}>
          {lines.length ? (
            <Space direction="vertical" size={0}>
              {lines.map((l) => (
                <Typography.Text key={l}>{l}</Typography.Text>
              ))}
            </Space>
          ) : (
            "-"
          )}
        </Descriptions.Item>
        {a.decideTime ? <Descriptions.Item label={t("addendum.decided")}>{a.decideTime}</Descriptions.Item> : null}
      </Descriptions>
      <Typography.Paragraph className="agreement-sheet__clause">{a.body}</Typography.Paragraph>
    </Card>
  );
}

function AddendumBody({ partnership: p }: { partnership: PartnershipDetail }) {
  const { t } = useTranslation("partnerships");
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space className="agreement-no-print" wrap>
        <Link to={partnershipDetailPath(p.id)}>{t("addendum.backToPartnership")}</Link>
        <Button onClick={() => window.print()}>{t("addendum.print")}</Button>
      </Space>
      <article className="agreement-sheet" aria-label={t("addendum.sheet", { name: p.buyerName })}>
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <Card size="small" title={t("addendum.agreement", { name: p.buyerName })}>
            <Typography.Paragraph className="agreement-sheet__clause">
              {p.clause || t("addendum.noClause")}
            </Typography.Paragraph>
          </Card>
          {p.addenda.length === 0 ? (
            <Typography.Text type="secondary">{t("detail.noAddenda")}</Typography.Text>
          ) : (
            p.addenda.map((a) => <AddendumCard key={a.id} addendum={a} />)
          )}
        </Space>
      </article>
      <CanAccess resource="partnerships" action="addendum">
        <AddendumForm partnership={p} />
      </CanAccess>
    </Space>
  );
}

function AddendumView() {
  const { t } = useTranslation("partnerships");
  const [params] = useSearchParams();
  const id = idParam(params.get("partnershipId"));
  const { query, result } = useOne<PartnershipDetail>({
    resource: "partnerships",
    id: id ?? 0,
    queryOptions: { enabled: id !== undefined },
    errorNotification: false,
  });
  let body: ReactNode;
  if (id === undefined) body = <Result status="404" title={t("errors.notFound")} />;
  else if (query.error) body = <Alert type="error" showIcon message={failureText(query.error, t("errors.notFound"))} />;
  else if (!result) body = <Spin spinning />;
  else body = <AddendumBody partnership={result} />;
  return <Page titleKey="partnerships:titles.addendum">{body}</Page>;
}

export default function AddendumRoute() {
  return <CustomerScreen>{() => <AddendumView />}</CustomerScreen>;
}
