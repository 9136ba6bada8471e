/**
 * Global set-up of the node project: with TEST_DATABASE_URL, every API test app, ops server and fault test
 * creates a database of its own on that server (`t_<pid>_<ms>_<n>`, `ops_<pid>_<ms>`, `f_<label>_<pid>_<ms>_<n>`:
 * tests/api/helpers.ts, ops/server-process.ts, faults/fault-harness.ts). The teardown drops the ones this run
 * created (their `<ms>` is at or after its start), so a developer's server does not collect some 300 databases
 * a run; the autovacuum launcher visits every database, and that many made a busy server's benchmarks noisier.
 */
import pg from "pg";

const CREATED_BY_TESTS = /^(?:t|ops|f_\w+?)_\d+_(\d{13})(?:_\d+)?$/;

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
        const created = CREATED_BY_TESTS.exec(datname);
        if (!created || Number(created[1]) < started) continue;
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  };
}
