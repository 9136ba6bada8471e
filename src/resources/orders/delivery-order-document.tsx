/**
 * The printable delivery order (issue's DO print; spec §2 "print delivery order, multi-PO grouping"):
 * shop, buyer, receiver, PO numbers each with a Code 128 barcode, lines (part no, name, unit, qty), total
 * quantity, logistic / tracking number and the print date. Plain HTML styled by shipment-operate.css so
 * it prints the same on A4 and on a 100 x 150 mm label.
 */
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../domain/datetime";
import { Barcode } from "./barcode";
import type { DeliveryOrderDocument } from "./schema";

export function DeliveryOrderSheet({
  doc,
  label = false,
  now = new Date(),
}: {
  doc: DeliveryOrderDocument;
  /** Laid out for the 100 x 150 mm label instead of A4. */
  label?: boolean;
  now?: Date;
}) {
  const { t } = useTranslation(["orderScreens", "orders"]);
  return (
    <article
      className={label ? "do-sheet do-sheet--label" : "do-sheet"}
      aria-label={`${t("operate.document")} ${doc.doNo}`}
    >
      <header className="do-sheet__head">
        <div>
          <h3 className="do-sheet__title">{t("operate.document")}</h3>
          <div>
            {t("operate.doNo")}: <strong>{doc.doNo}</strong>
          </div>
          <div>
            {t("operate.printDate")}: {formatDateTime(now)}
          </div>
        </div>
        <div className="do-sheet__party">
          <div className="do-sheet__label">{t("operate.shop")}</div>
          <strong>{doc.shop.storeName}</strong>
          <div>{doc.shop.phone}</div>
          <div>{doc.shop.address}</div>
        </div>
      </header>
      <section className="do-sheet__parties">
        <div className="do-sheet__party">
          <div className="do-sheet__label">{t("operate.receiver")}</div>
          <strong>{doc.receiver.name}</strong>
          <div>{doc.receiver.phone}</div>
          <div>
            {doc.receiver.address} {doc.receiver.postalCode}
          </div>
        </div>
        <div className="do-sheet__party">
          <div className="do-sheet__label">{t("operate.buyer")}</div>
          <strong>{doc.buyer.name}</strong>
          <div>{doc.buyer.userName}</div>
          <div className="do-sheet__label">{t("operate.logisticNo")}</div>
          <div>{doc.trackingNo ?? "-"}</div>
        </div>
      </section>
      <section>
        <div className="do-sheet__label">{t("operate.poNumbers")}</div>
        <div className="do-sheet__barcodes">
          {doc.orders.map((o) => (
            <figure key={o.orderNo} className="do-sheet__barcode">
              <Barcode value={o.orderNo} label={t("operate.barcode", { orderNo: o.orderNo })} />
              <figcaption>{o.orderNo}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <table className="do-sheet__lines" aria-label={t("operate.linesLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("operate.partNo")}</th>
            <th scope="col">{t("operate.itemName")}</th>
            <th scope="col">{t("operate.unit")}</th>
            <th scope="col" className="do-sheet__num">
              {t("operate.quantity")}
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((l) => (
            <tr key={`${l.orderNo}-${l.partNo}`}>
              <td>{l.partNo}</td>
              <td>{l.itemName}</td>
              <td>{l.saleUnit}</td>
              <td className="do-sheet__num">{l.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t("operate.totalQuantity")}
            </th>
            <td className="do-sheet__num">
              <strong>{doc.totalQuantity}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
