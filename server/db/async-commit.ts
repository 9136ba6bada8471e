/**
 * Bookkeeping writes that must not wait for the disk (docs/architecture.md §6 "Commits that do not wait").
 * PostgreSQL answers COMMIT once the transaction's WAL is flushed to disk; a disk whose flush now and then takes
 * a few hundred milliseconds holds every such commit, and with it the pool connection and the call. Some writes
 * a crash may lose without harm: a session's last-seen time (written at most once a minute; idle expiry then
 * counts from a minute earlier), an integration key's last use. Those commit with `synchronous_commit = off`:
 * PostgreSQL answers at once and flushes within wal_writer_delay (200 ms); the transaction is still atomic and
 * cannot be half-applied, only lost whole in a crash. Never for business data (orders, stock, money, sessions'
 * creation or end): those wait for the disk.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client";

/**
 * Runs `work` in one transaction whose commit does not wait for the WAL flush; answers what `work` answers.
 * Errors: whatever `work` throws (the transaction is rolled back).
 */
export async function asyncCommit<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return work(tx);
  });
}
