/**
 * Statements built once per database handle (docs/architecture.md §6 "Prepared statements").
 *
 * Drizzle builds a statement's SQL text on every call: 50-80 µs for a one-column lookup, 250-390 µs for a
 * page of 17 columns (bench/README.md "Seller day"). The calls of every screen (the session lookup, the
 * unread badge, a tab's first page) are built once with `sql.placeholder`s and `.prepare(name)`: later calls
 * only fill the values, and PostgreSQL parses and plans the named statement once per connection.
 *
 * A statement runs on the handle it is asked for with, the pool's or a transaction's (`preparedOnce`), so the
 * statements of the hot writes (an order's move, a stock raise, the activity log) are prepared too.
 */
import { createHash } from "node:crypto";
import { getTableColumns, is, sql, SQL, type Placeholder } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client";

/**
 * How a query's values enter a statement: as themselves, or as placeholders named after them when the
 * statement is prepared (the values then come with each execution). A query function taking a `Bind` builds
 * both from one set of rules.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
/** Values as themselves: a statement built per call. */
export const asValue: Bind = (_name, value) => value;
/** Values as placeholders named `name`: a statement to prepare. */
export const asPlaceholder: Bind = (name) => sql.placeholder(name);

/**
 * The values of the placeholders `build` makes with `asPlaceholder`, by name: `build` runs once with a bind that
 * records each value it is handed. The rules that name the placeholders are thereby the only place that knows them.
 */
export function boundValues(build: (bind: Bind) => unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  build((name, value) => ((values[name] = value), value));
  return values;
}

/** A database handle: the pool's (`Db`) or a transaction's (`Tx`), whose statements run on its one connection. */
export type Handle = Db | Tx;

/** The connection (or pool) a handle's session sends its statements through: Drizzle's `_.session.client`. */
function clientOf(handle: Handle): unknown {
  return (handle._.session as unknown as { client: unknown }).client;
}

/**
 * Statements by driver (the session's class: node-postgres or PGlite), then by name. A statement's text does not
 * depend on which database handle built it, only on the driver's dialect, so one build serves every handle of a
 * driver, the pool's and each transaction's alike.
 */
const statements = new Map<unknown, Map<string, object>>();

function byDriver<V>(maps: Map<unknown, Map<string, V>>, handle: Handle): Map<string, V> {
  const driver = handle._.session.constructor;
  let byName = maps.get(driver);
  if (!byName) maps.set(driver, (byName = new Map()));
  return byName;
}

/**
 * The statement `name`, built by `prepare(handle, name)` on its first use (which hands `name` to Drizzle's
 * `.prepare`) and kept for the process, answered bound to `handle`'s connection: on a transaction's handle it
 * runs inside that transaction (a row it locks stays locked until the commit, it sees the transaction's own
 * writes), on the pool's on any pooled connection. Binding is a fresh object over the built statement whose
 * `client` is the handle's (Drizzle's prepared queries send through `this.client`); the built statement is not
 * changed, so calls on several connections at once do not meet. `name` is also the statement's name on
 * PostgreSQL's connections, so it is unique in the project and one name always builds the same text (a
 * connection refuses a second text under a name it already holds).
 */
export function preparedOnce<T extends object>(
  handle: Handle,
  name: string,
  prepare: (handle: Handle, name: string) => T,
): T {
  const byName = byDriver(statements, handle);
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(handle, name);
    byName.set(name, statement);
  }
  return Object.create(statement, { client: { value: clientOf(handle) } }) as T;
}

const familySizes = new Map<unknown, Map<string, number>>();

/**
 * `preparedOnce` for a family of statements whose names vary with the call (`family` + a shape, e.g. one per
 * combination of a list's filters): at most `max` of the family are prepared per driver, since each is a plan
 * held by every PostgreSQL connection and a caller walking through thousands of shapes must not grow the
 * connections' memory without end. Answers undefined for a new name past the bound (the caller builds that
 * statement per call); the first names a process meets, the everyday ones, stay prepared.
 */
export function preparedWithin<T extends object>(
  handle: Handle,
  family: string,
  max: number,
  name: string,
  prepare: (handle: Handle, name: string) => T,
): T | undefined {
  if (byDriver(statements, handle).has(name)) return preparedOnce(handle, name, prepare);
  const sizes = byDriver(familySizes, handle);
  const size = sizes.get(family) ?? 0;
  if (size >= max) return undefined;
  sizes.set(family, size + 1);
  return preparedOnce(handle, name, prepare);
}

/**
 * A row of values (an insert's row, an update's set) as a prepared statement's parts. Only the keys present
 * (not undefined) count, in the table's column order, as Drizzle writes them; `shape` names that set of columns
 * (a short hash, for statement names within PostgreSQL's 63 characters).
 */
export interface PlaceholderRow<TRow> {
  /** The set of columns, hashed: one statement text per shape. */
  shape: string;
  /** Each present column as a placeholder `<prefix><key>` (what `.values()` or `.set()` take when building). */
  columns(): { [K in keyof TRow]: SQL };
  /** Each placeholder's value, encoded as Drizzle encodes a value for its column (null stays null). */
  values: Record<string, unknown>;
}

/** Shapes by their columns' names: a row of the hot writes is hashed once a process, not on every call. */
const shapes = new Map<string, string>();

/** A short name for a set of columns (`a,b,c`): 12 characters of its SHA-1, usable in a statement's name. */
function shapeOf(columns: string): string {
  let shape = shapes.get(columns);
  if (shape === undefined) {
    shape = createHash("sha1").update(columns).digest("base64url").slice(0, 12).replace(/-/g, "_");
    shapes.set(columns, shape);
  }
  return shape;
}

/**
 * `row`'s columns of `table` as placeholders and their values (`PlaceholderRow`). The values are encoded here
 * (a date to its ISO text, a JSON column's value to JSON) and handed to the driver as they are, as Drizzle's own
 * builders do: a placeholder Drizzle wraps for a column would encode a null too.
 * @param prefix of the placeholder names, apart from the where clause's (default `v_`).
 * @throws Error when a value is an SQL expression (a programming error: such a write is built per call).
 */
export function placeholderRow<TTable extends PgTable, TRow extends Partial<TTable["$inferInsert"]>>(
  table: TTable,
  row: TRow,
  prefix = "v_",
): PlaceholderRow<TRow> {
  const columns = getTableColumns(table);
  const values: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const key in columns) {
    const value = (row as Record<string, unknown>)[key];
    if (value === undefined) continue;
    // A value is the statement's input, not part of its text: an SQL expression would need a statement per call.
    if (is(value, SQL)) throw new Error(`placeholderRow: ${key} is an SQL expression, not a value`);
    keys.push(key);
    values[prefix + key] = value === null ? null : columns[key].mapToDriverValue(value);
  }
  const shape = shapeOf(keys.join(","));
  return {
    shape,
    columns: () =>
      Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(prefix + key)}`])) as { [K in keyof TRow]: SQL },
    values,
  };
}

/**
 * Inserts `row` into `table` through a statement prepared per set of columns, named `<family>_<shape>`
 * (`placeholderRow`): the history rows (an order's, a refund's, a tender's events) and the activity log, which
 * most writes add one of.
 */
export async function insertPrepared<TTable extends PgTable>(
  handle: Handle,
  table: TTable,
  family: string,
  row: TTable["$inferInsert"],
): Promise<void> {
  const p = placeholderRow(table, row);
  await preparedOnce(handle, `${family}_${p.shape}`, (h, name) =>
    h
      .insert(table)
      .values(p.columns() as TTable["$inferInsert"])
      .prepare(name),
  ).execute(p.values);
}
