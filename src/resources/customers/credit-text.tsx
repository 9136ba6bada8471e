/**
 * Credit figures as text (spec §3 "settlement: credit limit, credit used, credit available"): rupiah, the
 * available amount in red below 0 (a lowered limit or a released credit hold can take it there).
 */
import { Typography } from "antd";
import { formatRupiah } from "../../domain/money";

export function AvailableCredit({ value }: { value: number }) {
  return value < 0 ? (
    <Typography.Text type="danger" strong>
      {formatRupiah(value)}
    </Typography.Text>
  ) : (
    <Typography.Text>{formatRupiah(value)}</Typography.Text>
  );
}
