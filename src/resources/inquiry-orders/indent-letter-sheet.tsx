/**
 * The printable indent letter (spec §3 "Indent letter": order number, signature photo, courier name, tracking
 * no, estimated delivery, logo choice): a letterhead with the chosen logo (the shop's picture, the
 * marketplace's name, or none) and the shop, the letter no and date, the buyer and receiver, the inquiry and
 * claim, the lines it covers, the delivery (courier, tracking no, estimated delivery) and the signature image.
 * Plain HTML text (selectable in the PDF Chromium prints), styled by ./indent-letter.css.
 */
import { useTranslation } from "react-i18next";
import { partStatusName } from "../../domain/inquiry";
import type { IndentLetterDocument } from "./schema";

export function IndentLetterSheet({ doc }: { doc: IndentLetterDocument }) {
  const { t } = useTranslation(["inquiryOrders", "tenders", "common"]);
  const covered = doc.lineIds.length ? doc.lines.filter((l) => doc.lineIds.includes(l.lineId)) : doc.lines;
  return (
    <article className="il-sheet" aria-label={t("indent.sheetLabel", { letterNo: doc.letterNo })}>
      <header className="il-sheet__head">
        <div>
          {doc.logo === "shop" && doc.shopLogo ? (
            <img className="il-sheet__logo" src={doc.shopLogo} alt={t("indent.shopLogo", { shop: doc.shopName })} />
          ) : null}
          {doc.logo === "platform" ? <div className="il-sheet__wordmark">{t("common:appName")}</div> : null}
          <div>
            <strong>{doc.shopName}</strong>
          </div>
          <div>{doc.shopAddress}</div>
        </div>
        <div>
          <h3 className="il-sheet__title">{t("indent.sheetTitle")}</h3>
          <div>
            {t("indent.letterNo")}: <strong>{doc.letterNo}</strong>
          </div>
          <div>
            {t("indent.date")}: {doc.createTime}
          </div>
          <div>
            {t("indent.orderNo")}: <strong>{doc.orderNo}</strong>
          </div>
        </div>
      </header>
      <section className="il-sheet__parties">
        <div>
          <div className="il-sheet__label">{t("indent.to")}</div>
          <strong>{doc.buyerName}</strong>
          <div>{doc.receiverName}</div>
          <div>{doc.receiverAddress}</div>
        </div>
        <div>
          <div className="il-sheet__label">{t("fields.inquiryNo")}</div>
          <div>{doc.inquiryNo}</div>
          <div className="il-sheet__label">{t("fields.claimNo")}</div>
          <div>{doc.claimNo || "-"}</div>
          <div className="il-sheet__label">{t("fields.car")}</div>
          <div>{doc.carLabel}</div>
        </div>
      </section>
      <p>{t("indent.body")}</p>
      <table className="il-sheet__lines" aria-label={t("indent.linesLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("indent.partNo")}</th>
            <th scope="col">{t("indent.itemName")}</th>
            <th scope="col">{t("fields.brand")}</th>
            <th scope="col">{t("fields.partStatus")}</th>
            <th scope="col" className="il-sheet__num">
              {t("indent.quantity")}
            </th>
          </tr>
        </thead>
        <tbody>
          {covered.map((l) => (
            <tr key={l.lineId}>
              <td>{l.partNo}</td>
              <td>{l.itemName}</td>
              <td>{l.brand || t("fields.noBrand")}</td>
              <td>{l.partStatus ? t(`tenders:partStatus.${partStatusName(l.partStatus)}`) : "-"}</td>
              <td className="il-sheet__num">{`${l.quantity} ${l.saleUnit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="il-sheet__parties">
        <div>
          <div className="il-sheet__label">{t("indent.estimatedDelivery")}</div>
          <strong>{doc.estimatedDelivery}</strong>
        </div>
        <div>
          <div className="il-sheet__label">{t("indent.courierName")}</div>
          <div>{doc.courierName}</div>
        </div>
        <div>
          <div className="il-sheet__label">{t("indent.trackingNo")}</div>
          <div>{doc.trackingNo || "-"}</div>
        </div>
      </section>
      <footer className="il-sheet__signature">
        <div>{t("indent.signedBy", { shop: doc.shopName })}</div>
        {doc.signaturePhoto ? <img src={doc.signaturePhoto} alt={t("indent.signature")} /> : null}
        <div>{doc.createdBy}</div>
      </footer>
    </article>
  );
}
