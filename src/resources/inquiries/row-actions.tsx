/**
 * The buttons of one inquiry (spec §4 pass rules, through the API's `canTender` / `canPass` / `canUndoPass`,
 * src/domain/tender-transitions.ts inquiryActionsFor), each behind its authority (spec §6): Tender (opens the
 * tender form), Pass (after a confirmation), Undo pass, and Detail.
 */
import { Button, Popconfirm, Space } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { addTendPath, inquiryDetailPath } from "./paths";
import type { InquiryMoves } from "./use-inquiry-moves";

export interface ActionableInquiry {
  inquiryNo: string;
  canTender: boolean;
  canPass: boolean;
  canUndoPass: boolean;
}

export function InquiryActions({
  inquiry,
  moves,
  withDetail = true,
  size = "small",
}: {
  inquiry: ActionableInquiry;
  moves: InquiryMoves;
  withDetail?: boolean;
  size?: "small" | "middle";
}) {
  const { t } = useTranslation(["inquiries", "common"]);
  const navigate = useNavigate();
  const { inquiryNo } = inquiry;
  return (
    <Space size={4} wrap role="group" aria-label={t("buttons.rowActions", { inquiryNo })}>
      {inquiry.canTender ? (
        <CanAccess resource="inquiries" action="tender">
          <Button size={size} type="primary" onClick={() => void navigate(addTendPath(inquiryNo))}>
            {t("buttons.tender")}
          </Button>
        </CanAccess>
      ) : null}
      {inquiry.canPass ? (
        <CanAccess resource="inquiries" action="pass">
          <Popconfirm
            title={t("pass.title", { inquiryNo })}
            description={t("pass.description")}
            okText={t("pass.ok")}
            cancelText={t("common:buttons.cancel")}
            onConfirm={() => moves.pass(inquiryNo)}
          >
            <Button size={size} disabled={moves.busy}>
              {t("buttons.pass")}
            </Button>
          </Popconfirm>
        </CanAccess>
      ) : null}
      {inquiry.canUndoPass ? (
        <CanAccess resource="inquiries" action="pass">
          <Button size={size} disabled={moves.busy} onClick={() => void moves.undoPass(inquiryNo)}>
            {t("buttons.undoPass")}
          </Button>
        </CanAccess>
      ) : null}
      {withDetail ? (
        <CanAccess resource="inquiries" action="show">
          <Button size={size} type="link" onClick={() => void navigate(inquiryDetailPath(inquiryNo))}>
            {t("buttons.detail")}
          </Button>
        </CanAccess>
      ) : null}
    </Space>
  );
}
