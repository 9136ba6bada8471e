/**
 * The partnership detail's request buttons (spec §2 "/store" request forms; §4 "Partnership" actions
 * adjust, suspend, unsuspend, block, unblock; §5 "Term of payment cannot be set before the buyer applied
 * for the service"; §8 the pending refusal): each opens its request form with this buyer chosen
 * (`?buyerUserId=`, and `operation=` for suspend / block), behind the kind's authority. A kind with a
 * ticket pending is disabled with the §8 text; the tempo form is disabled with the tempo rule until the
 * buyer applied; suspend / unsuspend / block / unblock show only the operations the API says are allowed.
 */
import { useId } from "react";
import { Button, Space, Typography } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import type { RequestKind, RequestOperation } from "../../domain/request";
import { requestFormPath } from "./paths";
import type { PartnershipDetail } from "./schema";

interface RequestButton {
  key: string;
  kind: RequestKind;
  operation?: RequestOperation;
  label: string;
}

/** Why the button of `kind` is disabled (an i18n key of partnerships), or null. Pure. */
export function requestBlock(
  p: Pick<PartnershipDetail, "pendingRequests" | "tempoApplied">,
  kind: RequestKind,
): "errors.pending" | "rules.tempoNotApplied" | null {
  if (p.pendingRequests.includes(kind)) return "errors.pending";
  if (kind === "tempo" && !p.tempoApplied) return "rules.tempoNotApplied";
  return null;
}

/**
 * While a suspend or block ticket is pending, the operation it asks for is not among `operations`; its button
 * still shows, disabled with the spec §8 text (the status says which operation it is).
 */
function pendingOperation(p: PartnershipDetail, kind: "suspend" | "block"): RequestOperation | null {
  if (!p.pendingRequests.includes(kind)) return null;
  if (kind === "suspend") return p.status === "inactive" ? "unsuspend" : "suspend";
  return p.status === "blacklist" ? "unblock" : "block";
}

function OneButton({ button, partnership }: { button: RequestButton; partnership: PartnershipDetail }) {
  const { t } = useTranslation("partnerships");
  const navigate = useNavigate();
  const hintId = useId();
  const block = requestBlock(partnership, button.kind);
  return (
    <CanAccess resource="requests" action={button.kind}>
      <Space size={4} wrap>
        <Button
          disabled={block !== null}
          aria-describedby={block ? hintId : undefined}
          onClick={() => void navigate(requestFormPath(button.kind, partnership.buyerUserId, button.operation))}
        >
          {button.label}
        </Button>
        {block ? (
          <Typography.Text id={hintId} type="secondary">
            {t(block)}
          </Typography.Text>
        ) : null}
      </Space>
    </CanAccess>
  );
}

export function RequestButtons({ partnership }: { partnership: PartnershipDetail }) {
  const { t } = useTranslation(["partnerships", "requests"]);
  const ops = partnership.operations;
  const buttons: RequestButton[] = [
    { key: "creditLimit", kind: "creditLimit", label: t("detail.adjustLimit") },
    { key: "partCondition", kind: "partCondition", label: t("detail.partCondition") },
    { key: "tempo", kind: "tempo", label: t("detail.tempo") },
    { key: "clause", kind: "clause", label: t("detail.clause") },
    ...(["suspend", "unsuspend"] as const)
      .filter((op) => ops.includes(op) || pendingOperation(partnership, "suspend") === op)
      .map((op) => ({ key: op, kind: "suspend" as const, operation: op, label: t(`requests:operation.${op}`) })),
    ...(["block", "unblock"] as const)
      .filter((op) => ops.includes(op) || pendingOperation(partnership, "block") === op)
      .map((op) => ({ key: op, kind: "block" as const, operation: op, label: t(`requests:operation.${op}`) })),
  ];
  return (
    <Space direction="vertical" size={8} role="group" aria-label={t("detail.requests")}>
      {buttons.map((b) => (
        <OneButton key={b.key} button={b} partnership={partnership} />
      ))}
    </Space>
  );
}
