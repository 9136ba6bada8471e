/**
 * The printable delivery note of a consignment (spec §2 shipment/shipment-operate/consign/{id}; like the
 * order's delivery order): consign no, print date, buyer and receiver, the offered lines (part no, name,
 * quantity) with the total quantity, courier and tracking no once known, and a signature box. Plain HTML
 * styled by the order shipment page's print sheet (../orders/shipment-operate.css), so it prints alone.
 */
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../domain/datetime";
import type { ConsignDetail } from "./schema";

/** The lines that ship: those offered with a quantity above 0. Pure. */
export const shippedLines = (consign: Pick<ConsignDetail, "items">) =>
  consign.items.filter((l) => (l.qtyOffer ?? 0) > 0);

export function DeliveryNote({ consign, now = new Date() }: { consign: ConsignDetail; now?: Date }) {
  const { t } = useTranslation("consignments");
  const lines = shippedLines(consign);
  const totalQty = lines.reduce((sum, l) => sum + (l.qtyOffer ?? 0), 0);
  return (
    <article className="do-sheet" aria-label={t("operate.noteLabel", { consignNo: consign.consignNo })}>
      <header className="do-sheet__head">
        <div>
          <h3 className="do-sheet__title">{t("operate.note")}</h3>
          <div>
            {t("fields.consignNo")}: <strong>{consign.consignNo}</strong>
          </div>
          <div>
            {t("operate.printDate")}: {formatDateTime(now)}
          </div>
        </div>
        <div className="do-sheet__party">
          <div className="do-sheet__label">{t("fields.buyer")}</div>
          <strong>{consign.buyerName}</strong>
          <div>{consign.buyerUserName}</div>
        </div>
      </header>
      <section className="do-sheet__parties">
        <div className="do-sheet__party">
          <div className="do-sheet__label">{t("operate.shipTo")}</div>
          <strong>{consign.receiver.name}</strong>
          <div>{consign.receiver.phone}</div>
          <div>{consign.receiver.address}</div>
        </div>
        <div className="do-sheet__party">
          <div className="do-sheet__label">{t("fields.courier")}</div>
          <div>{consign.courier ?? "-"}</div>
          <div className="do-sheet__label">{t("fields.trackingNo")}</div>
          <div>{consign.trackingNo ?? "-"}</div>
        </div>
      </section>
      <table className="do-sheet__lines" aria-label={t("operate.linesLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("confirm.partNo")}</th>
            <th scope="col">{t("confirm.name")}</th>
            <th scope="col" className="do-sheet__num">
              {t("fields.qtyOffer")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.itemId}>
              <td>{l.partNo}</td>
              <td>{l.name}</td>
              <td className="do-sheet__num">{l.qtyOffer}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t("operate.totalQty")}
            </th>
            <td className="do-sheet__num">{totalQty}</td>
          </tr>
        </tfoot>
      </table>
      <p style={{ marginTop: 32 }}>{t("operate.signature")}: ____________________</p>
    </article>
  );
}
