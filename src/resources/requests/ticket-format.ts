/**
 * How a request ticket reads on screen (spec §3 "Request ticket", §9 tag colors, currency, workdays).
 * Pure: the list, the drawer and the tests use it with react-i18next's `t`.
 */
import { formatRupiah } from "../../domain/money";
import type { TFunction } from "i18next";
import { CONDITIONS } from "../../domain/product";
import { isCode } from "../../domain/text-key";
import type { PartnerOption, RequestTicket } from "./schema";

/** The `t` of the request screens: `useTranslation(["requests", "products"])`. */
type Translate = TFunction<["requests", "products"]>;

/** Tag label and color of a ticket's state: new (blue), in progress (gold), confirmed (green), rejected (red). */
export function statusTag(
  ticket: Pick<RequestTicket, "status" | "result">,
  t: Translate,
): { label: string; color: string } {
  if (ticket.status === 2 && ticket.result) {
    return { label: t(`requests:result.${ticket.result}`), color: ticket.result === "confirmed" ? "green" : "red" };
  }
  return {
    label: t(`requests:status.${ticket.status}`),
    color: ticket.status === 0 ? "blue" : ticket.status === 1 ? "gold" : "default",
  };
}

/** "Original, Replacement brand" for [1, 2]. */
export function conditionsText(conditions: readonly number[] | null, t: Translate): string {
  return (conditions ?? []).map((c) => (isCode(CONDITIONS, c) ? t(`products:condition.${c}`) : String(c))).join(", ");
}

const workdays = (n: number | null, t: Translate) => t("requests:form.workdays", { count: n ?? 0 });
const clip = (text: string | null, max = 60) => {
  const s = (text ?? "").replace(/\s+/g, " ").trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/** One line saying what the ticket asks, e.g. "Rp 50.000.000 → Rp 80.000.000" or "Suspend". */
export function changeText(ticket: RequestTicket, t: Translate): string {
  switch (ticket.kind) {
    case "suspend":
    case "block":
      return ticket.operation ? t(`requests:operation.${ticket.operation}`) : "";
    case "creditLimit": {
      const to = ticket.confirmedLimit ?? ticket.requestedLimit ?? 0;
      return `${formatRupiah(ticket.baseLimit ?? 0)} → ${formatRupiah(to)}`;
    }
    case "tempo":
      return `${workdays(ticket.baseTempo, t)} → ${workdays(ticket.requestedTempo, t)}`;
    case "partCondition":
      return `${conditionsText(ticket.currentConditions, t)} → ${conditionsText(ticket.requestedConditions, t)}`;
    case "clause":
      return clip(ticket.requestedClause);
  }
}

/** The partner's current terms as label/value pairs for the forms' summary. */
export function partnerTerms(p: PartnerOption, t: Translate): { key: string; label: string; value: string }[] {
  return [
    { key: "status", label: t("requests:fields.partnerStatus"), value: t(`requests:partnershipStatus.${p.status}`) },
    { key: "creditLimit", label: t("requests:fields.creditLimit"), value: formatRupiah(p.creditLimit) },
    { key: "maxCreditLimit", label: t("requests:fields.maxCreditLimit"), value: formatRupiah(p.maxCreditLimit) },
    { key: "tempo", label: t("requests:fields.tempo"), value: workdays(p.tempoWorkdays, t) },
    { key: "partConditions", label: t("requests:fields.partConditions"), value: conditionsText(p.partConditions, t) },
    { key: "clause", label: t("requests:fields.clause"), value: p.clause || "-" },
  ];
}
