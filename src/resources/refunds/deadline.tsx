/**
 * The running deadline of a request (spec §4 "If supplier or buyer does not respond in time there is
 * automatic approval or cancellation"): whose turn it is, the WIB time it ends, and a countdown refreshed
 * every minute. The durations are the API's (src/domain/refund.ts REFUND_TIMER_DEFAULTS).
 */
import { useEffect, useState } from "react";
import { Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { shortDateTime } from "../orders/format";
import type { RefundRow } from "./schema";

const MINUTE = 60_000;

/** What is left of a deadline: whole days, hours and minutes (rounded down), or `overdue` once past. */
export type TimeLeft = { overdue: true } | { overdue: false; days: number; hours: number; minutes: number };

/** Time left from `nowMs` until the ISO instant `at` (an unreadable date counts as past). Pure. */
export function timeLeft(at: string, nowMs: number): TimeLeft {
  const ms = new Date(at).getTime() - nowMs;
  if (!Number.isFinite(ms) || ms <= 0) return { overdue: true };
  const total = Math.floor(ms / MINUTE);
  return {
    overdue: false,
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}

/** "Your turn, by 25 Nov 14:00" and "1 d 3 h left" (or "Time is up"); nothing without a deadline. */
export function DeadlineText({ deadline }: { deadline: RefundRow["deadline"] }) {
  const { t, i18n } = useTranslation("refunds");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  const left = timeLeft(deadline.at, now);
  let rest: string;
  if (left.overdue) rest = t("deadline.overdue");
  else if (left.days > 0) rest = t("deadline.leftDays", { days: left.days, hours: left.hours });
  else if (left.hours > 0) rest = t("deadline.leftHours", { hours: left.hours, minutes: left.minutes });
  else rest = t("deadline.leftMinutes", { minutes: left.minutes });
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text type={deadline.party === "seller" ? "warning" : "secondary"}>
        {t(`deadline.${deadline.party}`, { time: shortDateTime(deadline.at, i18n.language) })}
      </Typography.Text>
      <Typography.Text type="secondary">{rest}</Typography.Text>
    </Space>
  );
}
