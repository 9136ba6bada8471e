import { formatDate, formatDateTime } from "../../src/domain/datetime";

test("timestamps are shown in WIB (UTC+7) as yyyy-MM-dd HH:mm:ss, across the date line", () => {
  expect(formatDateTime(new Date("2026-11-20T03:04:05Z"))).toBe("2026-11-20 10:04:05");
  expect(formatDateTime(new Date("2026-12-31T17:30:00Z"))).toBe("2027-01-01 00:30:00");
  expect(formatDate(new Date("2026-12-31T17:30:00Z"))).toBe("2027-01-01");
});
