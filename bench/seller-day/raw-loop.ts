/**
 * The seller day's raw loop (bench/README.md "Seller day"): a replay, through bare `pg`, of exactly the
 * statements the API processes sent during the capacity phase, as they recorded them with SQL_CAPTURE_DIR
 * (server/db/sql-capture.ts), on a clone of the database taken just before that phase.
 *
 * One stream per captured pool client, its statements in their recorded order with their recorded values
 * (and prepared statement names); all streams at once, each on its own connection, without think time. What
 * the API adds on top (HTTP, sessions, validation, JSON, logging, Node's share of the CPU) is the difference
 * between the capacity phase's T seconds and the replay's R seconds for the same statements.
 *
 * Divergence: the streams interleave differently than the API's clients did, so a statement can meet another
 * state (a sequence handed out another id, a row already moved). The commonest case, a row naming its parent
 * by the id the API's run got (an order line, a tender offer, an order's delivery order) while the replay's
 * sequence gave that parent another one, would fail the foreign key and skip the rest of its transaction, so
 * the replay would time less work than the API did (14 % of the statements in a 30 s phase): before the
 * clock starts, the clone's foreign keys become triggers that make the same parent lookup and never fail
 * (FOREIGN_KEYS_AS_LOOKUPS). A statement that still fails here but did not in the API
 * is an error, counted by SQLSTATE; inside a transaction the replay then rolls back and skips to the
 * recorded end of that transaction. A statement that failed in the API too is expected and replayed on.
 */
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import { decodeSqlValues, type CapturedFailure, type CapturedStatement } from "../../server/db/sql-capture";

export interface RawResult {
  /** Captured pool clients, each replayed as one stream on its own connection. */
  streams: number;
  /** Statements replayed (sent to PostgreSQL), transaction control included. */
  statements: number;
  /** Transactions (recorded `begin`s) among them. */
  transactions: number;
  /** Wall time of the whole replay (R), seconds. */
  replayS: number;
  statementsPerSec: number;
  /** API calls whose statements were replayed (N, from the capacity phase). */
  calls: number;
  /** The raw loop's throughput: N / R calls per second. */
  reqPerSec: number;
  /** Statements that failed here but not in the API, by SQLSTATE. */
  errors: number;
  errorsByCode: Record<string, number>;
  /** errors / statements. */
  errorRate: number;
  /** Statements not sent because an earlier one of their transaction failed here. */
  skipped: number;
  /** Statements of the warm-up (sent before the capacity phase began), replayed first and not timed. */
  warmUpStatements: number;
  /** Statements that failed in the API as well (recorded) and failed again here. */
  failedAsInApi: number;
  /** Seconds between the first and the last captured statement. */
  captureSpanS: number;
  errorSamples: string[];
}

type Kind = "begin" | "end" | "other";

/** begin / commit / rollback as Drizzle sends them; savepoints are inside a transaction, not its end. */
function kindOf(text: string): Kind {
  const t = text.trim().toLowerCase();
  if (t === "begin" || t.startsWith("begin ") || t === "start transaction") return "begin";
  if (t === "commit" || t === "rollback" || t === "end" || t === "abort") return "end";
  return "other";
}

/**
 * The captured streams, each in send order, and the statements that failed in the API. Each file is read
 * line by line: one group's 500-row imports alone fill more than V8's largest string (512 MB) in a minute.
 */
async function readCapture(
  dir: string,
): Promise<{ streams: CapturedStatement[][]; apiFailed: Set<string>; spanS: number }> {
  const byClient = new Map<string, CapturedStatement[]>();
  const apiFailed = new Set<string>();
  let first = Infinity;
  let last = -Infinity;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ndjson"))) {
    const lines = readline.createInterface({
      input: fs.createReadStream(path.join(dir, file), "utf8"),
      crlfDelay: Infinity,
    });
    for await (const line of lines) {
      if (!line) continue;
      const entry = JSON.parse(line) as CapturedStatement | CapturedFailure;
      if ("e" in entry) {
        apiFailed.add(`${entry.c}:${entry.s}`);
        continue;
      }
      first = Math.min(first, entry.t);
      last = Math.max(last, entry.t);
      const list = byClient.get(entry.c) ?? [];
      list.push(entry);
      byClient.set(entry.c, list);
    }
  }
  const streams = [...byClient.values()].map((list) => list.sort((a, b) => a.s - b.s));
  return { streams, apiFailed, spanS: Number.isFinite(first) ? (last - first) / 1000 : 0 };
}

/**
 * Replaces each foreign key of the clone's public tables by the lookup it made, minus the failure: an AFTER
 * INSERT / UPDATE row trigger that runs the foreign key's own check (`SELECT 1 FROM ONLY parent x WHERE key =
 * NEW.key FOR KEY SHARE OF x`, what PostgreSQL's RI trigger runs) when the key is set and, on update, changed,
 * and ignores a missing parent. A parent's delete or key update is not checked: the workload deletes only
 * rows no foreign key points at (the limiters' counters) and never changes a key. The lookup runs through
 * PL/pgSQL rather than the RI trigger's C entry, a few microseconds more a row, so the raw loop errs slow
 * (in the API's favour) by that much.
 */
const FOREIGN_KEYS_AS_LOOKUPS = `DO $$ DECLARE
  r record; n int := 0; cond text; keyset text; childcols text; oldcols text;
BEGIN
  FOR r IN
    SELECT c.conrelid::regclass AS child, c.confrelid::regclass AS parent, c.conname,
      array_agg(ca.attname ORDER BY k.ord) AS ccols, array_agg(pa.attname ORDER BY k.ord) AS pcols
    FROM pg_constraint c
    CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(ck, pk, ord)
    JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = k.ck
    JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = k.pk
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
    GROUP BY c.oid, c.conrelid, c.confrelid, c.conname
  LOOP
    n := n + 1;
    SELECT string_agg(format('x.%I = NEW.%I', p, ch), ' AND '), string_agg(format('NEW.%I IS NOT NULL', ch), ' AND '),
      string_agg(format('NEW.%I', ch), ', '), string_agg(format('OLD.%I', ch), ', ')
      INTO keyset, cond, childcols, oldcols
      FROM unnest(r.pcols, r.ccols) AS u(p, ch);
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.child, r.conname);
    EXECUTE format('CREATE FUNCTION bench_fk_%s() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN '
      'PERFORM 1 FROM ONLY %s x WHERE %s FOR KEY SHARE OF x; RETURN NULL; END $f$', n, r.parent, keyset);
    EXECUTE format('CREATE TRIGGER bench_fk_%s_i AFTER INSERT ON %s FOR EACH ROW WHEN (%s) EXECUTE FUNCTION bench_fk_%s()',
      n, r.child, cond, n);
    EXECUTE format('CREATE TRIGGER bench_fk_%s_u AFTER UPDATE ON %s FOR EACH ROW WHEN (%s AND ROW(%s) IS DISTINCT FROM ROW(%s)) '
      'EXECUTE FUNCTION bench_fk_%s()', n, r.child, cond, oldcols, childcols, n);
  END LOOP;
END $$`;

/**
 * Replays the capture in `captureDir` on `databaseUrl` (a clone of the database as the capture began).
 * @param opts.calls N, the API calls the capacity phase made while the capture ran
 * @param opts.from when the capacity phase began (ms since the epoch, as the capture's `t`): statements sent
 *   before it (the warm-up's) are replayed first and not timed
 * @param opts.onTimedStart called between the warm-up's part and the timed part (the bench's CPU counters)
 * @throws when the capture holds no statement or a connection cannot be opened
 */
export async function replayCapture(
  databaseUrl: string,
  captureDir: string,
  opts: { calls: number; from?: number; onTimedStart?: () => void | Promise<void> },
): Promise<RawResult> {
  const { streams, apiFailed, spanS } = await readCapture(captureDir);
  const total = streams.reduce((s, list) => s + list.length, 0);
  if (total === 0) throw new Error(`no captured statement in ${captureDir}`);
  // Connections are opened before the clock starts, as the API's pools had theirs before each statement.
  // A statement timeout keeps a lock wait that no deadlock check would end from hanging the bench.
  const clients = await Promise.all(
    streams.map(async () => {
      const c = new pg.Client({ connectionString: databaseUrl, statement_timeout: 60_000 });
      await c.connect();
      return c;
    }),
  );
  let statements = 0;
  let transactions = 0;
  let errors = 0;
  let skipped = 0;
  let failedAsInApi = 0;
  let warmUpStatements = 0;
  const errorsByCode: Record<string, number> = {};
  const errorSamples: string[] = [];
  // Untimed: the clone's foreign keys become lookups that cannot fail (see Divergence above).
  await clients[0].query(FOREIGN_KEYS_AS_LOOKUPS);

  /** One stream's replay state, carried from its warm-up part into its timed part. */
  type StreamState = { inTx: boolean; skipping: boolean };
  const states: StreamState[] = streams.map(() => ({ inTx: false, skipping: false }));
  const replay = async (i: number, list: CapturedStatement[], timed: boolean) => {
    const client = clients[i];
    const state = states[i];
    for (const st of list) {
      const kind = kindOf(st.q);
      if (state.skipping) {
        if (timed) skipped++;
        if (kind === "end") state.skipping = state.inTx = false;
        continue;
      }
      if (timed) statements++;
      else warmUpStatements++;
      if (timed && kind === "begin") transactions++;
      try {
        await client.query({ text: st.q, values: st.v ? decodeSqlValues(st.v) : undefined, name: st.n });
      } catch (err) {
        if (apiFailed.has(`${st.c}:${st.s}`)) {
          if (timed) failedAsInApi++;
        } else {
          const code = (err as { code?: unknown }).code;
          const key = typeof code === "string" ? code : "?";
          errors++;
          errorsByCode[key] = (errorsByCode[key] ?? 0) + 1;
          if (errorSamples.length < 8) errorSamples.push(`${key} ${(err as Error).message} <- ${st.q.slice(0, 160)}`);
          if (state.inTx && kind !== "end") {
            await client.query("rollback");
            state.skipping = true;
            continue;
          }
        }
      }
      if (kind === "begin") state.inTx = true;
      if (kind === "end") state.inTx = false;
    }
  };
  // The warm-up's statements (sent before `opts.from`) are replayed first, untimed, each stream up to its
  // first statement outside a transaction at or after `from`: a stream waiting for the clock holds no lock
  // another stream's warm-up could wait for.
  const parts = streams.map((list) => {
    if (opts.from === undefined) return { warmUp: [] as CapturedStatement[], timed: list };
    let inTx = false;
    let cut = list.length;
    for (let k = 0; k < list.length; k++) {
      if (!inTx && list[k].t >= opts.from) {
        cut = k;
        break;
      }
      const kind = kindOf(list[k].q);
      if (kind === "begin") inTx = true;
      if (kind === "end") inTx = false;
    }
    return { warmUp: list.slice(0, cut), timed: list.slice(cut) };
  });
  await Promise.all(parts.map((part, i) => replay(i, part.warmUp, false)));
  await opts.onTimedStart?.();
  const t0 = performance.now();
  await Promise.all(parts.map((part, i) => replay(i, part.timed, true)));
  // A capture cut inside a transaction must not leave its locks to the other streams.
  await Promise.all(
    states.map((state, i) =>
      state.inTx || state.skipping ? clients[i].query("rollback").catch(() => undefined) : null,
    ),
  );
  const replayS = (performance.now() - t0) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return {
    streams: streams.length,
    statements,
    transactions,
    replayS: Math.round(replayS * 100) / 100,
    statementsPerSec: Math.round(statements / replayS),
    calls: opts.calls,
    reqPerSec: Math.round(opts.calls / replayS),
    errors,
    errorsByCode,
    errorRate: Math.round((errors / Math.max(1, statements)) * 10_000) / 10_000,
    skipped,
    warmUpStatements,
    failedAsInApi,
    captureSpanS: Math.round(spanS * 100) / 100,
    errorSamples,
  };
}
