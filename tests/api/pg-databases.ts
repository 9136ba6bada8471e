/**
 * The test databases on TEST_DATABASE_URL's server. Every API test app, ops server and fault test that runs
 * on PostgreSQL creates a database of its own through createTestDatabase, and this file, the node project's
 * global set-up, drops the ones its run created when the run ends: a developer's server does not collect some
 * 300 databases a run (the autovacuum launcher visits every database, and that many made a busy server's
 * benchmarks noisier).
 */
import pg from "pg";

/** `test_<label>_<pid>_<ms>_<n>`: `<ms>` (Date.now() at creation) tells the teardown which run made it. */
const TEST_DATABASE = /^test_\w+?_\d+_(\d{13})_\d+$/;
let created = 0;

/**
 * Creates a fresh database on the server of `adminUrl` and answers its URL.
 * @param label what it is for (letters, digits, `_`): `app`, `ops`, a fault test's name
 */
export async function createTestDatabase(adminUrl: string, label: string): Promise<string> {
  const name = `test_${label.replace(/\W/g, "_")}_${process.pid}_${Date.now()}_${created++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default function setup(): (() => Promise<void>) | undefined {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const started = Date.now();
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>("select datname from pg_database");
      for (const { datname } of rows) {
        const made = TEST_DATABASE.exec(datname);
        if (!made || Number(made[1]) < started) continue;
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  };
}
