/**
 * Database: embedded PGlite under DATA_DIR when DATABASE_URL is unset, PostgreSQL through `pg` when set.
 * Both are driven through one Drizzle type (`Db`); migrations in server/db/migrations apply at start.
 */
import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import { createEventFeed, PORTAL_EVENTS_CHANNEL, type EventFeed } from "../realtime/event-feed";
import { openSqlCapture, type SqlCapture } from "./sql-capture";

/**
 * Without Drizzle's relational query API (`db.query.<table>`): the project writes its queries with the SQL-like
 * builders, and a schema handed to `drizzle()` makes every transaction build a relational query builder per
 * table (some 60 µs of CPU a transaction; bench/README.md "Seller day").
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  /** Auth changes announced by the database (see AuthChangeFeed). */
  authChanges: AuthChangeFeed;
  /** Portal events announced by any API process (server/realtime/bus.ts). */
  events: EventFeed;
  kind: "pglite" | "postgres";
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The channel migration 0014_auth_changes notifies on (sessions, users, positions, shops). */
export const AUTH_CHANGED_CHANNEL = "auth_changed";

/**
 * What the process knows of auth changes: `version` goes up on every notification of AUTH_CHANGED_CHANNEL;
 * `live` is false while notifications could be missed (the listening connection is down), and then nothing
 * may be cached. Timing: on PGlite, and on the PostgreSQL connection that made the change, the notification
 * is handled before the writer's COMMIT resolves, so within this process the next request already sees it;
 * other API processes hear it through their listener a network round trip later.
 */
export interface AuthChangeFeed {
  version: number;
  live: boolean;
}

const authChangeFeeds = new WeakMap<Db, AuthChangeFeed>();
const eventFeeds = new WeakMap<Db, EventFeed>();

/** The portal-event feed of a database opened by openDatabase; undefined for any other handle (no push). */
export function eventFeedOf(db: Db): EventFeed | undefined {
  return eventFeeds.get(db);
}

/** The auth-change feed of a database opened by openDatabase; undefined for any other handle (no caching). */
export function authChangeFeedOf(db: Db): AuthChangeFeed | undefined {
  return authChangeFeeds.get(db);
}

/** Counts the auth-change notifications a connection receives into the feed. */
function countAuthChanges(client: pg.Client, feed: AuthChangeFeed): void {
  client.on("notification", (msg) => {
    if (msg.channel === AUTH_CHANGED_CHANNEL) feed.version++;
  });
}

/**
 * A pool client that LISTENs before its first use: PostgreSQL sends a session its own notifications right
 * after its COMMIT and before the COMMIT's answer, so a change made through this process is known before
 * the writer continues.
 */
function listeningClient(feed: AuthChangeFeed, capture: SqlCapture | null): typeof pg.Client {
  return class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      countAuthChanges(this, feed);
      // A connection lost while the client is checked out (between a transaction's queries) is emitted as
      // 'error' with no pool listener attached; unheard, it would end the process. The client is then not
      // queryable: its next query fails (answered as errors:databaseUnavailable) and the pool drops it on release.
      this.on("error", () => undefined);
    }
    // pg.Pool calls connect(callback); the LISTEN runs before the pool hands the client out.
    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    // `never[]` admits both callback shapes of pg's overloads; it is called back with the second one.
    override connect(callback?: (...args: never[]) => void): Promise<pg.Client> | void {
      const ready = super.connect().then(async () => {
        await this.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
        // The capture starts after the connection's own set-up: the replay opens its connections untimed.
        capture?.attach(this);
        return this as pg.Client;
      });
      if (!callback) return ready;
      const done = callback as (err: Error | null, client?: pg.Client) => void;
      ready.then(
        (c) => done(null, c),
        (err: Error) => done(err),
      );
    }
  } as unknown as typeof pg.Client;
}

/**
 * One connection that only listens, so changes made by other API processes are heard even when this
 * process's pool has no connection open. While it is down the feed is not live; it reconnects with backoff.
 */
function startListener(connectionString: string, feed: AuthChangeFeed, events: EventFeed): () => Promise<void> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | null = null;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    const down = () => {
      feed.live = false;
      events.live = false;
      if (client === c) client = null;
      if (!closed && !timer) timer = setTimeout(() => ((timer = null), void connect()), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    c.on("error", down);
    c.on("end", down);
    countAuthChanges(c, feed);
    c.on("notification", (msg) => {
      if (msg.channel === PORTAL_EVENTS_CHANNEL) events.receive(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
      await c.query(`LISTEN ${PORTAL_EVENTS_CHANNEL}`);
      if (closed) return void (await c.end());
      client = c;
      retryMs = 250;
      // Anything may have changed while nobody listened.
      feed.version++;
      feed.live = true;
      events.live = true;
    } catch {
      down();
    }
  };
  void connect();
  return async () => {
    closed = true;
    feed.live = false;
    events.live = false;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

export { MIGRATIONS_DIR };

/**
 * Opens the database. `dataDir` null means in-memory PGlite (tests).
 * @param opts.databaseUrl PostgreSQL URL; when present PGlite is not used.
 * @param opts.sqlCaptureDir with databaseUrl: record every statement of the pool's clients there
 *   (server/db/sql-capture.ts; not the LISTEN connection); ignored on PGlite.
 * @param opts.poolMax with databaseUrl: the pool's connections (config DATABASE_POOL_MAX; default 10, `pg`'s).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  sqlCaptureDir?: string;
  poolMax?: number;
}): Promise<Database> {
  const authChanges: AuthChangeFeed = { version: 0, live: false };
  const events = createEventFeed();
  if (opts.databaseUrl) {
    const capture = opts.sqlCaptureDir ? openSqlCapture(opts.sqlCaptureDir) : null;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // Connections stay open once made: a new one is a new PostgreSQL backend, with cold caches and every
      // prepared statement to parse again, and pg's default (closing idle ones after 10 s) made a paced day
      // reopen them in each burst.
      idleTimeoutMillis: 0,
      Client: listeningClient(authChanges, capture),
    });
    // An idle client's lost connection: the pool already removed it and opens a fresh one on demand; an
    // 'error' event nobody listens to would end the process.
    pool.on("error", () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    authChangeFeeds.set(db, authChanges);
    eventFeeds.set(db, events);
    const stopListener = startListener(opts.databaseUrl, authChanges, events);
    return {
      db,
      kind: "postgres",
      authChanges,
      events,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await stopListener();
        await pool.end();
        capture?.close();
      },
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.resolve(opts.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  // PGlite is one in-process connection: its notifications are handled before the committing query resolves.
  await client.listen(AUTH_CHANGED_CHANNEL, () => {
    authChanges.version++;
  });
  authChanges.live = true;
  await client.listen(PORTAL_EVENTS_CHANNEL, (payload) => events.receive(payload));
  events.live = true;
  authChangeFeeds.set(db, authChanges);
  eventFeeds.set(db, events);
  return {
    db,
    kind: "pglite",
    authChanges,
    events,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
