/**
 * Statements built once per database handle (docs/architecture.md §6 "Prepared statements").
 *
 * Drizzle builds a statement's SQL text on every call: 50-80 µs for a one-column lookup, 250-390 µs for a
 * page of 17 columns (bench/README.md "Seller day"). The calls of every screen (the session lookup, the
 * unread badge, a tab's first page) are built once with `sql.placeholder`s and `.prepare(name)`: later calls
 * only fill the values, and PostgreSQL parses and plans the named statement once per connection.
 *
 * Only statements outside a transaction: a prepared statement runs on the handle it was built on (the pool),
 * not on a transaction's connection.
 */
import { sql, type Placeholder } from "drizzle-orm";
import type { Db } from "./client";

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

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `name` of `db`, built by `prepare(db, name)` on its first use (which hands `name` to Drizzle's
 * `.prepare`) and kept as long as `db` lives. `name` is also the statement's name on PostgreSQL's connections,
 * so it is unique in the project and one name always builds the same text (a connection refuses a second
 * text under a name it already holds).
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db, name);
    byName.set(name, statement);
  }
  return statement;
}

const familySizes = new WeakMap<Db, Map<string, number>>();

/**
 * `preparedOnce` for a family of statements whose names vary with the call (`family` + a shape, e.g. one per
 * combination of a list's filters): at most `max` of the family are prepared per `db`, since each is a plan
 * held by every PostgreSQL connection and a caller walking through thousands of shapes must not grow the
 * connections' memory without end. Answers undefined for a new name past the bound (the caller builds that
 * statement per call); the first names a process meets, the everyday ones, stay prepared.
 */
export function preparedWithin<T>(
  db: Db,
  family: string,
  max: number,
  name: string,
  prepare: (db: Db, name: string) => T,
): T | undefined {
  if (statements.get(db)?.has(name)) return preparedOnce(db, name, prepare);
  let sizes = familySizes.get(db);
  if (!sizes) familySizes.set(db, (sizes = new Map()));
  const size = sizes.get(family) ?? 0;
  if (size >= max) return undefined;
  sizes.set(family, size + 1);
  return preparedOnce(db, name, prepare);
}
