/**
 * The deadline of an inquiry as a live countdown (spec §3 Inquiry "deadline", "urgency"; the tender cockpit:
 * inquiries sorted by time left, coloured by urgency): a tag naming the urgency in words (critical red, high
 * orange, medium gold, low default: the text, not the colour alone, carries it), the time left refreshed every
 * second, and the WIB time it ends. Urgency is recomputed from the clock (src/domain/inquiry.ts urgencyOf), so
 * a row turns red while the page stays open.
 */
import { useEffect, useState } from "react";
import { Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../domain/datetime";
import { urgencyOf, type Urgency } from "../../domain/inquiry";
import { shortDateTime } from "../orders/format";
import "./inquiries.css";

const SECOND = 1000;

const COLORS: Record<Urgency, string | undefined> = {
  critical: "red",
  high: "orange",
  medium: "gold",
  low: undefined,
  closed: undefined,
};

/** What is left until `deadlineMs` from `nowMs`: whole days, hours, minutes and seconds (null once past). Pure. */
export function countdownParts(
  deadlineMs: number,
  nowMs: number,
): { days: number; hours: number; minutes: number; seconds: number } | null {
  const ms = deadlineMs - nowMs;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / SECOND);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** An ISO instant as the marketplace's WIB `yyyy-MM-dd HH:mm:ss` (spec §9), or itself when unreadable. */
export function deadlineText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}

/** The clock, ticking every `intervalMs` while mounted (and while `live`). */
export function useNow(intervalMs = SECOND, live = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, live]);
  return now;
}

/** The urgency tag, countdown and end time of `deadline` (ISO instant). */
export function DeadlineCountdown({ deadline, compact = false }: { deadline: string; compact?: boolean }) {
  const { t, i18n } = useTranslation("inquiries");
  const end = new Date(deadline).getTime();
  const now = useNow(SECOND, Number.isFinite(end) && end > Date.now());
  const urgency = Number.isFinite(end) ? urgencyOf(new Date(end), new Date(now)) : "closed";
  const left = countdownParts(end, now);
  let rest: string;
  if (!left) rest = t("countdown.closed");
  else if (left.days > 0) rest = t("countdown.days", { days: left.days, hours: left.hours });
  else if (left.hours > 0) rest = t("countdown.hours", { hours: left.hours, minutes: left.minutes });
  else rest = t("countdown.minutes", { minutes: left.minutes, seconds: left.seconds });
  return (
    <Space direction={compact ? "horizontal" : "vertical"} size={compact ? 8 : 0} wrap>
      <Tag color={COLORS[urgency]} className={`urgency-tag urgency-tag--${urgency}`}>
        {t(`urgency.${urgency}`)}
      </Tag>
      <Typography.Text strong={urgency === "critical"} className="deadline-countdown" role="timer">
        {rest}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t("countdown.until", { time: shortDateTime(deadline, i18n.language) })}
      </Typography.Text>
    </Space>
  );
}
