/**
 * Start and end day fields of a filter form (spec §5 "Date range: end before start is rejected on typed
 * input"): two labelled DatePickers named `start` and `end` (dayjs values, `yyyy-MM-dd`); an end before
 * the start shows `endBeforeStartMessage` on the end field. Labels come from the caller's namespace.
 */
import { DatePicker, Form } from "antd";
import type { Dayjs } from "dayjs";

const DAY = "YYYY-MM-DD";

export function DayRangeFields({
  startLabel,
  endLabel,
  endBeforeStartMessage,
}: {
  startLabel: string;
  endLabel: string;
  endBeforeStartMessage: string;
}) {
  return (
    <>
      <Form.Item name="start" label={startLabel}>
        <DatePicker format={DAY} />
      </Form.Item>
      <Form.Item
        name="end"
        label={endLabel}
        dependencies={["start"]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, end: Dayjs | null | undefined) => {
              const start = getFieldValue("start") as Dayjs | null | undefined;
              return end && start && end.isBefore(start, "day")
                ? Promise.reject(new Error(endBeforeStartMessage))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker format={DAY} />
      </Form.Item>
    </>
  );
}
