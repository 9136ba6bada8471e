/**
 * /message/reportTicketDetail?id= (spec §2; §3 "Report ticket: ticket number, subject, detail, attachment,
 * status, created, last update"; §4 statuses): the ticket's fields and attachments, the conversation with the
 * platform (the shop's messages right, the platform's left) and a reply box with an attachment, disabled with
 * an explanation once the ticket is closed. The platform answering or closing it (real-time topic `ticket`)
 * reads it again.
 */
import { useOne } from "@refinedev/core";
import { Card, Descriptions, Empty, Image, Result, Space, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useRealtime } from "../../providers/realtime";
import { Page } from "../../shell/page";
import "../discussions/conversation.css";
import { reportTickets } from "./index";
import { TicketReplyBox } from "./reply-box";
import type { ReportAttachment, ReportTicketDetail } from "./schema";
import { StatusTag } from "./status-tag";

const LIST_PATH = reportTickets.routes.reportTicket.path;

function useTicketId(): number | undefined {
  const [params] = useSearchParams();
  // `?id=` from the list's links, `?ticketId=` (the descriptor's idField) from generic links.
  const raw = params.get("id") ?? params.get("ticketId") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

function Attachments({ files }: { files: ReportAttachment[] }) {
  const { t } = useTranslation("reportTickets");
  if (files.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {files.map((f, i) => (
          <Image key={f.fileKey} src={f.url} width={96} height={96} alt={t("detail.attachment", { n: i + 1 })} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function TicketView({ ticket }: { ticket: ReportTicketDetail }) {
  const { t } = useTranslation("reportTickets");
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card size="small">
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            { key: "ticketNo", label: t("fields.ticketNo"), children: ticket.ticketNo },
            { key: "status", label: t("fields.status"), children: <StatusTag status={ticket.status} /> },
            { key: "subject", label: t("fields.subject"), children: ticket.subject, span: 2 },
            { key: "createTime", label: t("fields.createTime"), children: ticket.createTime },
            { key: "updateTime", label: t("fields.updateTime"), children: ticket.updateTime },
            { key: "creator", label: t("fields.creator"), children: ticket.creatorName },
            {
              key: "detail",
              label: t("fields.detail"),
              children: <span style={{ whiteSpace: "pre-wrap" }}>{ticket.detail}</span>,
              span: 2,
            },
            {
              key: "attachments",
              label: t("fields.attachments"),
              children: ticket.attachments.length > 0 ? <Attachments files={ticket.attachments} /> : "-",
              span: 2,
            },
          ]}
        />
      </Card>
      <Card size="small" title={t("detail.conversation")}>
        <div className="conversation" role="log" aria-label={t("detail.conversation")} tabIndex={0}>
          {ticket.messages.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("detail.noMessages")} />
          ) : (
            ticket.messages.map((m) => (
              <div
                key={m.id}
                className={m.side === "seller" ? "conversation__entry conversation__entry--own" : "conversation__entry"}
              >
                <span className="conversation__meta">
                  {m.side === "seller" ? t("detail.you") : t("detail.platform")} · {m.name} · {m.createTime}
                </span>
                {m.content}
                <Attachments files={m.attachments} />
              </div>
            ))
          )}
        </div>
      </Card>
      <TicketReplyBox ticket={ticket} />
    </Space>
  );
}

export default function ReportTicketDetailView() {
  const { t } = useTranslation("reportTickets");
  const id = useTicketId();
  const { query, result } = useOne<ReportTicketDetail>({
    resource: "reportTickets",
    id: id ?? 0,
    queryOptions: { enabled: id !== undefined },
    errorNotification: false,
  });
  useRealtime("ticket", (data) => {
    if (data.ticketId === id) void query.refetch();
  });
  const back = <Link to={LIST_PATH}>{t("detail.back")}</Link>;
  if (id === undefined)
    return (
      <Page titleKey="reportTickets:titles.detail">
        <Result status="info" title={t("detail.choose")} extra={back} />
      </Page>
    );
  if (query.error)
    return (
      <Page titleKey="reportTickets:titles.detail">
        <Result status="404" title={query.error.message} extra={back} />
      </Page>
    );
  return (
    <Page titleKey="reportTickets:titles.detail" actions={back}>
      {query.isSuccess && result ? <TicketView ticket={result} /> : <Spin />}
    </Page>
  );
}
