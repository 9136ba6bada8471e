/**
 * The buttons of one consignment, by list (spec §2 /consign) and by what the API says the seller may do
 * (`moves`, src/domain/consign.ts CONSIGN_MOVES; `canExtendEdt`), each behind its authority (spec §6):
 * a request: Confirm (the offer page) and Reject (reason dialog); waiting to be delivered: Arrange shipment
 * (the shipment page); the detail's Extend EDT; and Detail.
 */
import { Button, Space } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import type { ConsignMove } from "../../domain/consign";
import { consignConfirmPath, consignDetailPath, consignShipmentPath } from "./paths";
import type { ReasonKind } from "./reason-modal";

export interface ActionableConsign {
  consignNo: string;
  status: number;
  /** The seller moves allowed now: the detail's `moves`; a list row derives them from its status. */
  moves: readonly ConsignMove[];
  canExtendEdt?: boolean;
}

export function ConsignActions({
  consign,
  onReason,
  withDetail = true,
  size = "small",
}: {
  consign: ActionableConsign;
  /** Opens the reject / EDT dialog. */
  onReason: (kind: ReasonKind, consignNo: string) => void;
  withDetail?: boolean;
  size?: "small" | "middle";
}) {
  const { t } = useTranslation("consignments");
  const navigate = useNavigate();
  const { consignNo, moves } = consign;
  return (
    <Space size={4} wrap role="group" aria-label={t("buttons.rowActions", { consignNo })}>
      {moves.includes("offer") ? (
        <CanAccess resource="consignments" action="offer">
          <Button size={size} type="primary" onClick={() => void navigate(consignConfirmPath(consignNo))}>
            {t("buttons.confirm")}
          </Button>
        </CanAccess>
      ) : null}
      {moves.includes("reject") ? (
        <CanAccess resource="consignments" action="reject">
          <Button size={size} danger onClick={() => onReason("reject", consignNo)}>
            {t("buttons.reject")}
          </Button>
        </CanAccess>
      ) : null}
      {moves.includes("ship") ? (
        <CanAccess resource="consignments" action="ship">
          <Button size={size} type="primary" onClick={() => void navigate(consignShipmentPath(consignNo))}>
            {t("buttons.arrangeShipment")}
          </Button>
        </CanAccess>
      ) : null}
      {consign.canExtendEdt ? (
        <CanAccess resource="consignments" action="extendEdt">
          <Button size={size} onClick={() => onReason("extendEdt", consignNo)}>
            {t("buttons.extendEdt")}
          </Button>
        </CanAccess>
      ) : null}
      {withDetail ? (
        <CanAccess resource="consignments" action="show">
          <Button size={size} type="link" onClick={() => void navigate(consignDetailPath(consignNo, consign.status))}>
            {t("buttons.detail")}
          </Button>
        </CanAccess>
      ) : null}
    </Space>
  );
}
