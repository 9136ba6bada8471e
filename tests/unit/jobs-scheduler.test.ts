/**
 * The sweep timer (server/jobs/scheduler.ts): runs its jobs every interval with the injected clock, one run
 * at a time, keeps going after a failing job, and stop() waits for a run in progress then runs nothing more.
 */
import { vi } from "vitest";
import type { Db } from "../../server/db/client";
import { startScheduler, type Job } from "../../server/jobs/scheduler";

const db = {} as Db;

afterEach(() => {
  vi.useRealTimers();
});

test("runs every interval with the clock's time, survives a failing job, stops cleanly", async () => {
  vi.useFakeTimers();
  const seen: Date[] = [];
  const errors: string[] = [];
  let now = new Date("2026-11-20T03:00:00Z");
  const jobs: Job[] = [
    { name: "boom", run: async () => Promise.reject(new Error("down")) },
    { name: "record", run: async (_db, at) => void seen.push(at) },
  ];
  const scheduler = startScheduler({
    db,
    clock: () => now,
    log: { error: (_o, msg) => void errors.push(msg) },
    intervalMs: 60_000,
    jobs,
  });
  await vi.advanceTimersByTimeAsync(59_000);
  expect(seen).toEqual([]);
  await vi.advanceTimersByTimeAsync(1_000);
  now = new Date("2026-11-20T03:01:00Z");
  await vi.advanceTimersByTimeAsync(60_000);
  expect(seen.map((d) => d.toISOString())).toEqual(["2026-11-20T03:00:00.000Z", "2026-11-20T03:01:00.000Z"]);
  expect(errors).toEqual(["job failed", "job failed"]);
  await scheduler.stop();
  await vi.advanceTimersByTimeAsync(600_000);
  expect(seen).toHaveLength(2);
});

test("stop waits for the run in progress; overlapping runOnce calls share one run", async () => {
  let finish!: () => void;
  let runs = 0;
  const job: Job = { name: "slow", run: () => new Promise<void>((r) => ((runs += 1), (finish = r))) };
  const scheduler = startScheduler({
    db,
    clock: () => new Date(),
    log: { error: () => undefined },
    intervalMs: 60_000,
    jobs: [job],
  });
  const first = scheduler.runOnce();
  const second = scheduler.runOnce();
  expect(runs).toBe(1);
  let stopped = false;
  const stopping = scheduler.stop().then(() => (stopped = true));
  await Promise.resolve();
  expect(stopped).toBe(false);
  finish();
  await Promise.all([first, second, stopping]);
  expect(stopped).toBe(true);
});
