/**
 * What the machine did, second by second, while the seller day ran (bench/README.md "Seller day", "Where the
 * tail comes from"): for each second the calls answered and those slower than the limit as the load generator
 * saw them, the same as the API processes logged them (their own `responseTime`, from the API log at LOG_LEVEL
 * info), the load generator's own event-loop delay, the host's CPU split (/proc/stat: user, system, iowait,
 * steal, idle) and, on PostgreSQL, its backends waiting by wait-event type, autovacuum workers running and
 * buffers a checkpoint wrote. The slowest seconds side by side say whether a tail is the API's, the database's,
 * the disk's, the host's or the load generator's.
 */
import fs from "node:fs";
import readline from "node:readline";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";

export interface ProbeSecond {
  /** Seconds since the probe started. */
  s: number;
  calls: number;
  /** Calls the load generator saw slower than the limit. */
  slow: number;
  /** Calls the API logged slower than the limit (its responseTime; null when the log holds no request lines). */
  serverSlow: number | null;
  /** The load generator's event-loop delay: max in this second, ms. */
  loopMaxMs: number;
  /** Share of the host's CPU time in this second, per cent. */
  cpu: { user: number; system: number; iowait: number; steal: number; idle: number };
  /** PostgreSQL: client backends active, waiting by wait-event type, autovacuum workers, checkpoint buffers written. */
  pg?: { active: number; waiting: Record<string, number>; autovacuum: number; checkpointBuffers: number };
}

export interface ProbeReport {
  limitMs: number;
  seconds: ProbeSecond[];
  /** The load generator's event-loop delay over the whole window, ms. */
  loop: { p99: number; max: number };
  slow: number;
  serverSlow: number | null;
  calls: number;
}

interface CpuTimes {
  user: number;
  system: number;
  iowait: number;
  steal: number;
  idle: number;
  total: number;
}

function cpuTimes(): CpuTimes | null {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0];
    // cpu user nice system idle iowait irq softirq steal
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return {
      user: user + nice,
      system: system + irq + softirq,
      iowait,
      steal,
      idle,
      total: user + nice + system + idle + iowait + irq + softirq + steal,
    };
  } catch {
    return null;
  }
}

const pct = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);

/**
 * Starts sampling once a second. `record(ms)` takes each answered call's latency as the load generator measured
 * it; `stop(apiLog)` ends the window and answers the report, reading the API's request lines of the window from
 * `apiLog` (pino JSON, `request completed` with `time` and `responseTime`).
 */
export function startProbe(opts: { limitMs: number; databaseUrl?: string }) {
  const start = Date.now();
  const calls: number[] = [];
  const slow: number[] = [];
  const seconds: ProbeSecond[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const loopSecond = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  loopSecond.enable();
  let lastCpu = cpuTimes();
  let client: pg.Client | null = null;
  let lastCheckpointBuffers: number | null = null;
  let sampling: Promise<void> = Promise.resolve();
  if (opts.databaseUrl) {
    client = new pg.Client({ connectionString: opts.databaseUrl });
    client.connect().catch(() => (client = null));
  }

  async function samplePg(): Promise<ProbeSecond["pg"]> {
    if (!client) return undefined;
    const activity = await client.query<{ backend_type: string; state: string; wait_event_type: string | null }>(
      "select backend_type, state, wait_event_type from pg_stat_activity where pid <> pg_backend_pid()",
    );
    const waiting: Record<string, number> = {};
    let active = 0;
    let autovacuum = 0;
    for (const r of activity.rows) {
      if (r.backend_type === "autovacuum worker") autovacuum++;
      if (r.backend_type !== "client backend" || r.state !== "active") continue;
      active++;
      if (r.wait_event_type && r.wait_event_type !== "Client") {
        waiting[r.wait_event_type] = (waiting[r.wait_event_type] ?? 0) + 1;
      }
    }
    const bg = await client.query<{ b: string }>("select buffers_checkpoint::text as b from pg_stat_bgwriter");
    const buffers = Number(bg.rows[0]?.b ?? 0);
    const written = lastCheckpointBuffers === null ? 0 : buffers - lastCheckpointBuffers;
    lastCheckpointBuffers = buffers;
    return { active, waiting, autovacuum, checkpointBuffers: written };
  }

  const timer = setInterval(() => {
    const s = seconds.length;
    const cpu = cpuTimes();
    const d =
      cpu && lastCpu
        ? {
            user: cpu.user - lastCpu.user,
            system: cpu.system - lastCpu.system,
            iowait: cpu.iowait - lastCpu.iowait,
            steal: cpu.steal - lastCpu.steal,
            idle: cpu.idle - lastCpu.idle,
            total: cpu.total - lastCpu.total,
          }
        : null;
    lastCpu = cpu;
    const row: ProbeSecond = {
      s,
      calls: calls[s] ?? 0,
      slow: slow[s] ?? 0,
      serverSlow: null,
      loopMaxMs: Math.round(loopSecond.max / 1e6),
      cpu: d
        ? {
            user: pct(d.user, d.total),
            system: pct(d.system, d.total),
            iowait: pct(d.iowait, d.total),
            steal: pct(d.steal, d.total),
            idle: pct(d.idle, d.total),
          }
        : { user: 0, system: 0, iowait: 0, steal: 0, idle: 0 },
    };
    loopSecond.reset();
    seconds.push(row);
    // One sample at a time: a slow answer must not pile queries up on the server it measures.
    sampling = sampling.then(async () => {
      try {
        row.pg = await samplePg();
      } catch {
        // a failed sample leaves the second without PostgreSQL figures
      }
    });
  }, 1000);

  return {
    /** One answered call, `ms` as the load generator measured it. */
    record(ms: number) {
      const s = Math.floor((Date.now() - start) / 1000);
      calls[s] = (calls[s] ?? 0) + 1;
      if (ms > opts.limitMs) slow[s] = (slow[s] ?? 0) + 1;
    },
    async stop(apiLog?: string): Promise<ProbeReport> {
      const end = Date.now();
      clearInterval(timer);
      await sampling;
      await client?.end().catch(() => undefined);
      loop.disable();
      loopSecond.disable();
      // Calls of the last, partial second were counted after the last sample.
      for (const row of seconds) {
        row.calls = calls[row.s] ?? 0;
        row.slow = slow[row.s] ?? 0;
      }
      let serverSlow: number | null = null;
      if (apiLog && fs.existsSync(apiLog)) {
        const bySecond = await serverSlowBySecond(apiLog, start, end, opts.limitMs);
        if (bySecond) {
          serverSlow = 0;
          for (const row of seconds) {
            row.serverSlow = bySecond.get(row.s) ?? 0;
            serverSlow += row.serverSlow;
          }
        }
      }
      return {
        limitMs: opts.limitMs,
        seconds,
        loop: { p99: Math.round(loop.percentile(99) / 1e6), max: Math.round(loop.max / 1e6) },
        slow: slow.reduce((a, b) => a + (b ?? 0), 0),
        serverSlow,
        calls: calls.reduce((a, b) => a + (b ?? 0), 0),
      };
    },
  };
}

/**
 * Counts the API's requests slower than `limitMs` per second of [start, end) from its pino log; the flooding
 * key's calls (`/api/open/`) are left out as they are from the p99 target. Null when the log has no request lines
 * (LOG_LEVEL above info).
 */
async function serverSlowBySecond(
  file: string,
  start: number,
  end: number,
  limitMs: number,
): Promise<Map<number, number> | null> {
  const bySecond = new Map<number, number>();
  let seen = false;
  const lines = readline.createInterface({ input: fs.createReadStream(file) });
  for await (const line of lines) {
    if (!line.startsWith("{")) continue;
    let entry: { msg?: string; reqId?: string; time?: number; responseTime?: number; req?: { url?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.msg === "request completed" && entry.time !== undefined && entry.responseTime !== undefined) {
      seen = true;
      // The flooding key's calls are not the sellers'.
      if (entry.req?.url?.startsWith("/api/open/")) continue;
      if (entry.time < start || entry.time >= end || entry.responseTime <= limitMs) continue;
      const s = Math.floor((entry.time - start) / 1000);
      bySecond.set(s, (bySecond.get(s) ?? 0) + 1);
    }
  }
  return seen ? bySecond : null;
}

/** The `count` seconds with the most slow calls, as table rows (bench/seller-day.ts prints them). */
export function slowestSeconds(report: ProbeReport, count: number): string[] {
  return [...report.seconds]
    .filter((r) => r.slow > 0 || (r.serverSlow ?? 0) > 0)
    .sort((a, b) => b.slow - a.slow || (b.serverSlow ?? 0) - (a.serverSlow ?? 0))
    .slice(0, count)
    .map((r) => {
      const waits = r.pg
        ? Object.entries(r.pg.waiting)
            .map(([k, n]) => `${k} ${n}`)
            .join(", ") || "none"
        : "n/a";
      return `| ${r.s} | ${r.calls} | ${r.slow} | ${r.serverSlow ?? "n/a"} | ${r.loopMaxMs} | ${r.cpu.user} / ${r.cpu.system} / ${r.cpu.iowait} / ${r.cpu.steal} / ${r.cpu.idle} | ${r.pg ? `${r.pg.active}; ${waits}` : "n/a"} | ${r.pg?.autovacuum ?? "n/a"} | ${r.pg?.checkpointBuffers ?? "n/a"} |`;
    });
}

/**
 * CPU seconds used so far by the API (its process and every descendant: the cluster's workers), by the local
 * PostgreSQL (every live process and the ended backends the postmaster collected), and by this load generator
 * (which also runs the raw loop's client). Linux /proc.
 */
export interface CpuUse {
  api: number;
  postgres: number;
  bench: number;
}

const CLOCK_TICKS = 100;

/** Reads /proc once; `apiPid` is the API's root process. */
export function cpuUse(apiPid: number | undefined): CpuUse {
  const procs: { pid: number; ppid: number; comm: string; seconds: number; childrenSeconds: number }[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      // fields after the command: state ppid ... utime stime cutime cstime (14th-17th of the line)
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      procs.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        comm,
        seconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
        childrenSeconds: (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS,
      });
    } catch {
      // the process ended while we read
    }
  }
  const apiTree = new Set<number>(apiPid ? [apiPid] : []);
  // Parents are listed before children often but not always: repeat until no process joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) {
      if (!apiTree.has(p.pid) && apiTree.has(p.ppid)) {
        apiTree.add(p.pid);
        grew = true;
      }
    }
  }
  const sum = (keep: (p: (typeof procs)[number]) => boolean) => procs.filter(keep).reduce((s, p) => s + p.seconds, 0);
  // A backend that ended (a closed connection) is gone from /proc; its time is in the postmaster's cutime.
  const pgPids = new Set(procs.filter((p) => p.comm === "postgres").map((p) => p.pid));
  const postmasters = procs.filter((p) => pgPids.has(p.pid) && !pgPids.has(p.ppid));
  return {
    api: sum((p) => apiTree.has(p.pid)),
    postgres: sum((p) => pgPids.has(p.pid)) + postmasters.reduce((s, p) => s + p.childrenSeconds, 0),
    bench: sum((p) => p.pid === process.pid),
  };
}

/** CPU seconds used between two readings, per component. */
export function cpuBetween(before: CpuUse, after: CpuUse): CpuUse {
  const r = (n: number) => Math.round(n * 100) / 100;
  return {
    api: r(after.api - before.api),
    postgres: r(after.postgres - before.postgres),
    bench: r(after.bench - before.bench),
  };
}
