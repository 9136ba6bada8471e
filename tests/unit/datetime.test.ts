import { formatDate, formatDateTime } from "../../src/domain/datetime";

test("timestamps are shown in WIB (UTC+7) as yyyy-MM-dd HH:mm:ss, across the date line", () => {
  expect(formatDateTime(new Date("2026-11-20T03:04:05Z"))).toBe("2026-11-20 10:04:05");
  expect(formatDateTime(new Date("2026-12-31T17:30:00Z"))).toBe("2027-01-01 00:30:00");
  expect(formatDate(new Date("2026-12-31T17:30:00Z"))).toBe("2027-01-01");
});

test("the fixed WIB offset agrees with the tz database for Asia/Jakarta, every ~22 hours over 1970-2040", () => {
  const wib = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Jakarta",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const start = Date.UTC(1970, 0, 1);
  const end = Date.UTC(2040, 0, 1);
  // A prime step (in seconds) so the samples walk through every hour of the day and every month.
  for (let t = start; t < end; t += 79_193_000) {
    const date = new Date(t);
    const p = Object.fromEntries(wib.formatToParts(date).map((x) => [x.type, x.value]));
    expect(formatDateTime(date)).toBe(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`);
  }
});
