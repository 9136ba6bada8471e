/**
 * The running deadline of a consignment or a consignment return (spec §4 "Consign": a request or offer
 * nobody answers in time closes; src/domain/consign.ts CONSIGN_TIMER_DEFAULTS): the WIB time it ends and a
 * countdown refreshed every minute. The texts come from the caller (both namespaces carry `deadline.*`).
 */
import { useEffect, useState } from "react";
import { Space, Typography } from "antd";
import { shortDateTime } from "../orders/format";
import { timeLeft } from "../refunds/deadline";

const MINUTE = 60_000;

/** The countdown's texts in the user's language. */
export interface CountdownTexts {
  by: (time: string) => string;
  leftDays: (days: number, hours: number) => string;
  leftHours: (hours: number, minutes: number) => string;
  leftMinutes: (minutes: number) => string;
  overdue: string;
}

/**
 * A deadline as the API sends it (ISO instant, or `yyyy-MM-dd HH:mm:ss` WIB, spec §9) -> an ISO instant
 * `timeLeft` and `shortDateTime` read.
 */
export function deadlineInstant(deadline: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(deadline) ? `${deadline.replace(" ", "T")}+07:00` : deadline;
}

/** "By 26 Nov 14:00" and "1 d 3 h left" (or "Time is up"); nothing without a deadline. */
export function Countdown({ deadline, texts, lang }: { deadline: string | null; texts: CountdownTexts; lang: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  const at = deadlineInstant(deadline);
  const left = timeLeft(at, now);
  let rest: string;
  if (left.overdue) rest = texts.overdue;
  else if (left.days > 0) rest = texts.leftDays(left.days, left.hours);
  else if (left.hours > 0) rest = texts.leftHours(left.hours, left.minutes);
  else rest = texts.leftMinutes(left.minutes);
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{texts.by(shortDateTime(at, lang))}</Typography.Text>
      <Typography.Text type={left.overdue ? "danger" : "secondary"}>{rest}</Typography.Text>
    </Space>
  );
}
