/**
 * /order/print_bill_uncheck?billNo= (spec §2 print_bill_uncheck): the printable A4 bill: seller, buyer,
 * bill no, dates, the orders table and the totals in Rp. Print opens the browser's dialog; only the sheet
 * prints (./bills.css, no layout chrome).
 */
import { Alert, Button, Space } from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { rp } from "./format";
import { billDetailPath } from "./paths";
import type { BillPrint } from "./schema";
import { useBillNo } from "./use-bill";
import "./bills.css";

export function BillSheet({ doc }: { doc: BillPrint }) {
  const { t } = useTranslation("bills");
  const b = doc.bill;
  return (
    <article className="bill-sheet" aria-label={`${t("print.heading")} ${b.billNo}`}>
      <h1 className="bill-sheet__title">{t("print.heading")}</h1>
      <div className="bill-sheet__head">
        <div>
          <div className="bill-sheet__label">{t("print.from")}</div>
          <strong>{doc.shop.name}</strong>
          <div>{doc.shop.address}</div>
          <div>{doc.shop.phone}</div>
        </div>
        <div>
          <div className="bill-sheet__label">{t("print.billTo")}</div>
          <strong>{doc.buyer.name}</strong>
          <div>{doc.buyer.userName}</div>
        </div>
        <div>
          <div>
            {t("fields.billNo")}: <strong>{b.billNo}</strong>
          </div>
          <div>
            {t("fields.period")}: {b.period}
          </div>
          <div>
            {t("fields.billDate")}: {b.billDate}
          </div>
          <div>
            {t("fields.settlementDate")}: {b.settlementDate}
          </div>
          <div>
            {t("fields.deadline")}: {b.deadline}
          </div>
        </div>
      </div>
      <table className="bill-sheet__table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t("fields.orderNo")}</th>
            <th>{t("fields.finishTime")}</th>
            <th className="bill-sheet__num">{t("fields.quantity")}</th>
            <th className="bill-sheet__num">{t("fields.productAmount")}</th>
            <th className="bill-sheet__num">{t("fields.deliveryFee")}</th>
            <th className="bill-sheet__num">{t("fields.adjustment")}</th>
            <th className="bill-sheet__num">{t("fields.total")}</th>
          </tr>
        </thead>
        <tbody>
          {doc.orders.map((o, i) => (
            <tr key={o.orderNo}>
              <td>{i + 1}</td>
              <td className="bill-sheet__code">{o.orderNo}</td>
              <td>{o.finishTime ?? "-"}</td>
              <td className="bill-sheet__num">{o.quantity}</td>
              <td className="bill-sheet__num">{rp(o.productAmount)}</td>
              <td className="bill-sheet__num">{rp(o.deliveryFee)}</td>
              <td className="bill-sheet__num">{rp(o.deliveryFeeAdjustment)}</td>
              <td className="bill-sheet__num">{rp(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {doc.truncated ? <p>{t("print.truncated", { count: doc.orders.length })}</p> : null}
      <table className="bill-sheet__table" aria-label={t("print.summary")}>
        <tbody>
          <tr>
            <th>{t("fields.orderCount")}</th>
            <td className="bill-sheet__num">{b.orderCount}</td>
            <th>{t("fields.quantity")}</th>
            <td className="bill-sheet__num">{b.quantity}</td>
          </tr>
          <tr>
            <th>{t("fields.productAmount")}</th>
            <td className="bill-sheet__num">{rp(b.productAmount)}</td>
            <th>{t("fields.deliveryFeeBefore")}</th>
            <td className="bill-sheet__num">{rp(b.deliveryFeeBefore)}</td>
          </tr>
          <tr>
            <th>{t("fields.deliveryFeeAfter")}</th>
            <td className="bill-sheet__num">{rp(b.deliveryFeeAfter)}</td>
            <th>{t("fields.total")}</th>
            <td className="bill-sheet__num">
              <strong data-testid="bill-sheet-total">{rp(b.total)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="bill-sheet__sign">{t("print.signature")}</div>
    </article>
  );
}

/** A4 portrait (spec §2 print_bill_uncheck "a printable bill"). */
export const PAGE_RULE = "@page { size: A4 portrait; margin: 12mm; }";

function PrintBillView() {
  const { t } = useTranslation("bills");
  const billNo = useBillNo();
  const answer = useEndpointQuery<BillPrint>("bills", "print", { billNo }, { enabled: billNo !== undefined });
  const doc = answer.query.data?.data;
  return (
    <Page titleKey="bills:titles.printBill">
      {/* Only while this page is open: another print view (delivery-order labels) sets its own paper. */}
      <style>{PAGE_RULE}</style>
      <Space className="bill-no-print" wrap style={{ marginBottom: 12 }}>
        {billNo ? <Link to={billDetailPath(billNo)}>{t("detail.back")}</Link> : null}
        <Button type="primary" icon={<PrinterOutlined />} disabled={!doc} onClick={() => window.print()}>
          {t("print.printButton")}
        </Button>
      </Space>
      {!billNo || answer.query.error ? (
        <Alert
          className="bill-no-print"
          type="error"
          showIcon
          message={failureText(answer.query.error, t("errors.notFound"))}
        />
      ) : null}
      {doc ? <BillSheet doc={doc} /> : null}
    </Page>
  );
}

export default PrintBillView;
