/**
 * A ticket's detail (spec §3 "Request ticket": number, supplier, buyer, subject, request date, confirm
 * date, status, and the kind's before / requested / confirmed values), read with POST
 * /api/request/ina/detail so a link from a message opens the current state.
 */
import { Descriptions, Drawer, Spin, Tag } from "antd";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import type { RequestTicket } from "./schema";
import { conditionsText, statusTag } from "./ticket-format";
import type { TFunction } from "i18next";

/** The kind's own rows: what it was, what was asked, what was confirmed. */
function kindRows(
  r: RequestTicket,
  t: TFunction<["requests", "products"]>,
): { key: string; label: string; value: string }[] {
  const days = (n: number | null) => t("form.workdays", { count: n ?? 0 });
  switch (r.kind) {
    case "suspend":
    case "block":
      return [
        { key: "operation", label: t("fields.operation"), value: r.operation ? t(`operation.${r.operation}`) : "-" },
      ];
    case "creditLimit":
      return [
        { key: "base", label: t("fields.creditLimit"), value: formatRupiah(r.baseLimit ?? 0) },
        { key: "requested", label: t("fields.requestedLimit"), value: formatRupiah(r.requestedLimit ?? 0) },
        { key: "max", label: t("fields.maxCreditLimit"), value: formatRupiah(r.maxCreditLimit ?? 0) },
        {
          key: "confirmed",
          label: t("fields.confirmedLimit"),
          value: r.confirmedLimit === null ? "-" : formatRupiah(r.confirmedLimit),
        },
      ];
    case "tempo":
      return [
        { key: "base", label: t("fields.tempo"), value: days(r.baseTempo) },
        { key: "requested", label: t("fields.requestedTempo"), value: days(r.requestedTempo) },
      ];
    case "partCondition":
      return [
        { key: "base", label: t("fields.partConditions"), value: conditionsText(r.currentConditions, t) },
        { key: "requested", label: t("fields.requestedConditions"), value: conditionsText(r.requestedConditions, t) },
      ];
    case "clause":
      return [
        { key: "base", label: t("fields.clause"), value: r.baseClause || "-" },
        { key: "requested", label: t("fields.requestedClause"), value: r.requestedClause ?? "-" },
      ];
  }
}

export function RequestDetailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(["requests", "products"]);
  const { result, query } = useOne<RequestTicket>({
    resource: "requests",
    id: id ?? 0,
    queryOptions: { enabled: id !== undefined },
  });
  const ticket = id !== undefined && result?.id === id ? result : null;
  const tag = ticket ? statusTag(ticket, t) : null;

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      width={560}
      title={ticket ? t("detail.title", { number: ticket.number }) : t("titles.list")}
    >
      {!ticket ? (
        <Spin spinning={query.isFetching} />
      ) : (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: "number", label: t("fields.number"), children: ticket.number },
            { key: "kind", label: t("fields.kind"), children: t(`kind.${ticket.kind}`) },
            { key: "status", label: t("fields.status"), children: tag && <Tag color={tag.color}>{tag.label}</Tag> },
            { key: "supplier", label: t("fields.supplier"), children: ticket.storeName },
            { key: "buyer", label: t("fields.buyer"), children: ticket.buyerName },
            { key: "requester", label: t("fields.requester"), children: ticket.requesterName },
            ...kindRows(ticket, t).map(({ key, label, value }) => ({ key: `kind-${key}`, label, children: value })),
            { key: "reason", label: t("fields.reason"), children: ticket.reason },
            { key: "requestTime", label: t("fields.requestTime"), children: ticket.requestTime },
            { key: "processTime", label: t("fields.processTime"), children: ticket.processTime ?? "-" },
            { key: "confirmTime", label: t("fields.confirmTime"), children: ticket.confirmTime ?? "-" },
            { key: "note", label: t("fields.note"), children: ticket.note || "-" },
          ]}
        />
      )}
    </Drawer>
  );
}
