/**
 * The seller's moves on orders from the list, the detail and the shipment list (spec §4 "Orders", §5
 * "Orders and stock", "Shipment"): confirm after a confirmation, cancel and EDT extension in dialogs,
 * bulk confirm with one result per order, and the delivery-order print that opens shipment-operate.
 * Every call goes through the data provider (useEndpointMutation) to the bound order resource
 * (./binding.tsx); failures show the API's message.
 */
import { useState, type ReactNode } from "react";
import { App } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { BulkResultModal } from "./bulk-result-modal";
import { CancelModal } from "./cancel-modal";
import { EdtModal } from "./edt-modal";
import { useOrderBinding } from "./binding";
import type { BulkResult } from "./schema";

export interface OrderMoves {
  confirm: (orderNo: string) => Promise<void>;
  confirmBatch: (orderNos: string[]) => Promise<void>;
  openCancel: (orderNo: string) => void;
  openEdt: (orderNo: string) => void;
  /** Groups the orders under one delivery order (or finds theirs) and opens it: shipment-operate/{doNo}. */
  openDeliveryOrder: (orderNos: string[]) => Promise<void>;
  busy: boolean;
  /** The dialogs, to render once in the page. */
  dialogs: ReactNode;
}

/** See module doc. `onDone` runs after a move changed something (the caller may refresh or leave). */
export function useOrderMoves(onDone?: () => void): OrderMoves {
  const { t } = useTranslation(["orderScreens", "common"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { resource, operatePath, batchConfirm } = useOrderBinding();
  const confirmCall = useEndpointMutation<unknown>(resource, "confirm");
  // Without a batch endpoint (inquiry orders) the orders are confirmed one call each, one result per order.
  const batchCall = useEndpointMutation<BulkResult>(resource, batchConfirm ? "confirmBatch" : "confirm");
  const printCall = useEndpointMutation<{ doNo: string }>(resource, "printDeliveryOrder");
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [extending, setExtending] = useState<string | null>(null);
  const [results, setResults] = useState<BulkResult | null>(null);

  const confirm = async (orderNo: string) => {
    try {
      await confirmCall.run({ orderNo });
      void message.success(t("confirm.done", { orderNo }));
      onDone?.();
    } catch (err) {
      void message.error(failureText(err, t("confirm.failed")));
    }
  };
  const confirmEach = async (orderNos: string[]): Promise<BulkResult> => {
    const results: BulkResult["results"] = [];
    for (const orderNo of orderNos) {
      try {
        await confirmCall.run({ orderNo });
        results.push({ orderNo, ok: true });
      } catch (err) {
        results.push({ orderNo, ok: false, message: failureText(err, t("confirm.failed")) });
      }
    }
    return { results };
  };
  const confirmBatch = async (orderNos: string[]) => {
    try {
      setResults(batchConfirm ? await batchCall.run({ orderNos }) : await confirmEach(orderNos));
      onDone?.();
    } catch (err) {
      void message.error(failureText(err, t("confirm.failed")));
    }
  };
  const openDeliveryOrder = async (orderNos: string[]) => {
    try {
      const { doNo } = await printCall.run({ orderNos });
      void navigate(operatePath(doNo));
    } catch (err) {
      void message.error(failureText(err, t("operate.loadFailed")));
    }
  };
  const closed = (changed: boolean) => {
    setCancelling(null);
    setExtending(null);
    if (changed) onDone?.();
  };

  return {
    confirm,
    confirmBatch,
    openCancel: setCancelling,
    openEdt: setExtending,
    openDeliveryOrder,
    busy: confirmCall.isPending || batchCall.isPending || printCall.isPending,
    dialogs: (
      <>
        {cancelling ? <CancelModal orderNo={cancelling} onClose={closed} /> : null}
        {extending ? <EdtModal orderNo={extending} onClose={closed} /> : null}
        {results ? <BulkResultModal result={results} onClose={() => setResults(null)} /> : null}
      </>
    ),
  };
}
