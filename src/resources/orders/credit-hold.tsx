/**
 * Credit hold on the order screens (beyond the spec; README choices; src/domain/customer.ts CreditHold): a
 * bill-payment order that would take the buyer over its available credit, or whose buyer has an overdue
 * bill, waits for the seller. The detail shows a warning with the reason and "Release credit hold" (authority
 * `<resource>.releaseCreditHold` of the bound resource, after a confirmation) calling its releaseCreditHold
 * endpoint `{ orderNo }` (product or inquiry orders); the confirm button stays disabled while held
 * (./row-actions.tsx), as the API refuses it (409 orders:errors.creditHold). The list marks held rows.
 */
import { Alert, App, Button, Popconfirm, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { CreditHold, type CreditHoldReason } from "../../domain/customer";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { CanAccess } from "../../access/can";
import { useOrderBinding } from "./binding";

/** True while the order waits for the seller's credit decision. */
export const isCreditHeld = (order: { creditHold?: number }): boolean => order.creditHold === CreditHold.held;

/** The list row's tag of a held order. */
export function CreditHoldTag() {
  const { t } = useTranslation("orderScreens");
  return <Tag color="orange">{t("creditHold.tag")}</Tag>;
}

function ReleaseButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("orderScreens");
  const { message } = App.useApp();
  const { resource } = useOrderBinding();
  const release = useEndpointMutation<unknown>(resource, "releaseCreditHold");
  const run = async () => {
    try {
      await release.run({ orderNo });
      void message.success(t("creditHold.released", { orderNo }));
    } catch (err) {
      void message.error(failureText(err, t("creditHold.releaseFailed")));
    }
  };
  return (
    <CanAccess resource={resource} action="releaseCreditHold">
      <Popconfirm
        title={t("creditHold.confirmTitle", { orderNo })}
        description={t("creditHold.confirmText")}
        okText={t("creditHold.release")}
        cancelText={t("creditHold.keep")}
        onConfirm={() => run()}
      >
        <Button loading={release.isPending}>{t("creditHold.release")}</Button>
      </Popconfirm>
    </CanAccess>
  );
}

/** The detail's warning while `order` is held (nothing otherwise). */
export function CreditHoldBanner({
  order,
}: {
  order: { orderNo: string; creditHold?: number; creditHoldReason?: CreditHoldReason | null };
}) {
  const { t } = useTranslation("orderScreens");
  if (!isCreditHeld(order)) return null;
  const reason = order.creditHoldReason ?? "overLimit";
  return (
    <Alert
      type="warning"
      showIcon
      message={t("creditHold.title")}
      description={`${t(`creditHold.reason.${reason}`)} ${t("creditHold.explain")}`}
      action={<ReleaseButton orderNo={order.orderNo} />}
    />
  );
}
