/**
 * Resolved sessions kept in process, so a call costs no session query (bench/README.md "API page").
 *
 * Safe because the database announces every change that can alter what a token grants (migration
 * 0014_auth_changes: a session ended, a user, position or shop changed) and the whole cache is dropped on
 * each announcement (server/db/client.ts AuthChangeFeed). Changes are rare next to calls, so dropping
 * everything costs one session query per active caller and keeps the rule simple: nothing read before a
 * change is used after it. Nothing is cached while the feed is not live, or for a database handle that
 * has no feed. Idle expiry is still decided per call from the cached last-seen time; past the limit the
 * database decides (and ends the session).
 */
import type { AuthChangeFeed } from "../db/client";

interface Entry<T> {
  value: T;
  /** Last-seen time of the session in ms since the epoch, as this process knows it. */
  lastSeenMs: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private version: number;

  /**
   * @param feed the database's auth-change feed
   * @param maxEntries bound on memory: the oldest entry goes when full
   */
  constructor(
    private readonly feed: AuthChangeFeed,
    private readonly maxEntries = 10_000,
  ) {
    this.version = feed.version;
  }

  /** The entry for a token hash, or undefined (also after any announced change, which empties the cache). */
  get(tokenHash: string): Entry<T> | undefined {
    if (!this.fresh()) return undefined;
    return this.entries.get(tokenHash);
  }

  /**
   * The version to hand back to `set` after reading the database: taken BEFORE the read, so a change
   * announced while the read was under way keeps its (possibly stale) result out of the cache.
   */
  mark(): number {
    return this.feed.version;
  }

  /** Keeps a session resolved from a read that started at `mark`; ignored if anything changed since. */
  set(tokenHash: string, value: T, lastSeenMs: number, mark: number): void {
    if (!this.fresh() || mark !== this.version) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { value, lastSeenMs });
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** True when entries may be used: the feed is live, and the cache was emptied after its last change. */
  private fresh(): boolean {
    if (this.version !== this.feed.version) {
      this.entries.clear();
      this.version = this.feed.version;
    }
    return this.feed.live;
  }
}
