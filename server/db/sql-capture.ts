/**
 * SQL capture (diagnostics, SQL_CAPTURE_DIR): every statement a pooled PostgreSQL client sends, appended to
 * one NDJSON file per process, so the seller-day benchmark can replay exactly the API's statements through
 * bare `pg` (bench/seller-day/raw-loop.ts). Off unless SQL_CAPTURE_DIR is set; never for production: values
 * are written as sent, personal data included.
 *
 * File: `<dir>/sql-<pid>.ndjson`, one JSON object a line, in the order this process sent or saw them:
 * - a statement: `{ c, s, t, q, n?, v? }`: c the client's id `<pid>-<n>` (n counts this process's pooled
 *   clients from 1), s this process's sequence number, t milliseconds since the epoch (fractional), q the
 *   text, n the prepared statement's name when it has one, v the values (see encodeSqlValues);
 * - a failure of a statement: `{ c, s, e }`: e the SQLSTATE (or "?" when the error carries none).
 * Statements are held as sent and written in batches (synchronously, so order holds and nothing is lost at
 * exit), encoded only then: see FLUSH_ENTRIES.
 */
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";

/** One captured statement line. */
export interface CapturedStatement {
  c: string;
  s: number;
  t: number;
  q: string;
  n?: string;
  v?: unknown[];
}

/** One captured failure line: the statement `s` of client `c` failed with SQLSTATE `e`. */
export interface CapturedFailure {
  c: string;
  s: number;
  e: string;
}

/** A value that JSON cannot carry as is: a Buffer (base64), a Date (ISO) or a bigint (decimal). */
type EncodedValue = { $b: string } | { $d: string } | { $n: string };

/**
 * The JSON text of a statement's values. Buffers, Dates and bigints become `{ $b }`, `{ $d }`, `{ $n }` so
 * decodeSqlValues gives pg the same JavaScript values again (pg then serialises them as it did for the API).
 */
export function encodeSqlValues(values: readonly unknown[]): string {
  return JSON.stringify(values, function (this: Record<string, unknown>, key: string, value: unknown) {
    // JSON.stringify hands the replacer the toJSON() result; the holder still has the original.
    const raw = key === "" ? value : this[key];
    if (Buffer.isBuffer(raw)) return { $b: raw.toString("base64") } satisfies EncodedValue;
    if (raw instanceof Date) return { $d: raw.toISOString() } satisfies EncodedValue;
    if (typeof raw === "bigint") return { $n: raw.toString() } satisfies EncodedValue;
    return value;
  });
}

/** The values encodeSqlValues wrote, as JavaScript values again (the parsed line's `v`). */
export function decodeSqlValues(values: readonly unknown[]): unknown[] {
  const decode = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(decode);
    if (value === null || typeof value !== "object") return value;
    const o = value as Partial<Record<"$b" | "$d" | "$n", unknown>>;
    const keys = Object.keys(value);
    if (keys.length === 1 && typeof o.$b === "string") return Buffer.from(o.$b, "base64");
    if (keys.length === 1 && typeof o.$d === "string") return new Date(o.$d);
    if (keys.length === 1 && typeof o.$n === "string") return BigInt(o.$n);
    // A JSON parameter (an object): pg sends it JSON.stringify'd, so its inner values stay as they are.
    return value;
  };
  return values.map(decode);
}

/** A process's capture: pooled clients are attached to it once they are set up. */
export interface SqlCapture {
  /** From now on every query `client` sends is recorded (call after its own set-up statements). */
  attach(client: pg.Client): void;
  /** Writes what is buffered and closes the file; later statements are not recorded. */
  close(): void;
}

/**
 * Statements held before a synchronous write. They are held as sent and encoded only when written: the
 * encoding is the capture's main cost, and it then falls outside the calls the bench times (a capture is
 * written when its pool closes or at exit). FLUSH_ENTRIES only bounds the memory of a long capture: the
 * seller-day bench's 90 s (warm-up and capacity phase) hold about 100,000 statements a process, and a flush
 * at 100,000 fell inside its timed phase, where encoding them took 3 % of the API's CPU.
 */
const FLUSH_ENTRIES = 1_000_000;

type QueryArgs = [unknown, ...unknown[]];
type Callback = (err: Error | null, result?: unknown) => void;
/** A statement as sent (encoded when written) or a failure line already encoded. */
type Entry = { c: string; s: number; t: number; q: unknown; n: unknown; v: unknown[] | undefined } | string;

function lineOf(entry: Entry): string {
  if (typeof entry === "string") return entry;
  const name = typeof entry.n === "string" ? `,"n":${JSON.stringify(entry.n)}` : "";
  const v = entry.v && entry.v.length > 0 ? `,"v":${encodeSqlValues(entry.v)}` : "";
  return `{"c":"${entry.c}","s":${entry.s},"t":${entry.t},"q":${JSON.stringify(String(entry.q ?? ""))}${name}${v}}\n`;
}

/**
 * Opens `<dir>/sql-<pid>.ndjson` (creating `dir`) for appending.
 * @throws when the folder cannot be created or the file opened
 */
export function openSqlCapture(dir: string): SqlCapture {
  fs.mkdirSync(dir, { recursive: true });
  let fd: number | null = fs.openSync(path.join(dir, `sql-${process.pid}.ndjson`), "a");
  let entries: Entry[] = [];
  let clients = 0;
  let seq = 0;
  const flush = () => {
    if (fd === null || entries.length === 0) return;
    // In slices: one string of a whole capture (the imports' values) could pass V8's string limit.
    for (let i = 0; i < entries.length; i += 1000)
      fs.writeSync(
        fd,
        entries
          .slice(i, i + 1000)
          .map(lineOf)
          .join(""),
      );
    entries = [];
  };
  const push = (entry: Entry) => {
    if (fd === null) return;
    entries.push(entry);
    if (entries.length >= FLUSH_ENTRIES) flush();
  };
  const close = () => {
    flush();
    process.off("exit", close);
    if (fd !== null) fs.closeSync(fd);
    fd = null;
  };
  process.on("exit", close);

  const failed = (c: string, s: number) => (err: unknown) => {
    const code = (err as { code?: unknown } | null)?.code;
    push(`${JSON.stringify({ c, s, e: typeof code === "string" ? code : "?" } satisfies CapturedFailure)}\n`);
  };

  return {
    close,
    attach(client) {
      const c = `${process.pid}-${++clients}`;
      const send = client.query.bind(client) as (...args: QueryArgs) => unknown;
      const query = (...args: QueryArgs): unknown => {
        if (fd === null) return send(...args);
        const [first, second] = args;
        const config =
          typeof first === "string" ? { text: first } : (first as { text?: unknown; name?: unknown; values?: unknown });
        const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : undefined;
        const s = ++seq;
        push({ c, s, t: performance.timeOrigin + performance.now(), q: config.text, n: config.name, v: values });
        // The failure is noted beside the caller's own handling, which stays untouched.
        const last = args.length - 1;
        if (typeof args[last] === "function") {
          const callback = args[last] as Callback;
          const note = failed(c, s);
          args[last] = ((err, result) => {
            if (err) note(err);
            callback(err, result);
          }) satisfies Callback;
          return send(...args);
        }
        const result = send(...args);
        if (result instanceof Promise) result.then(undefined, failed(c, s));
        return result;
      };
      Object.defineProperty(client, "query", { value: query, configurable: true, writable: true });
    },
  };
}
