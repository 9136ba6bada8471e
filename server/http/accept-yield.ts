/**
 * Fair accepts among cluster workers that share one listening socket (server/cluster.ts, cluster.SCHED_NONE:
 * each worker accepts from the socket itself).
 *
 * libuv accepts one connection a wake-up, and the worker on the CPU is back at its poll within microseconds
 * while a sleeping worker needs a wake-up first: a burst of connections (a load balancer opening its
 * keep-alive pool, a load generator starting) went to whichever worker took the first one. In the seller-day
 * bench one of two workers then served every call of a phase while the other idled, in some runs and not in
 * others (bench/README.md "Seller day"). Pausing the worker that just accepted lets the others take the next
 * connections, as libuv's own UV_TCP_SINGLE_ACCEPT did with its nanosleep before accepting stopped looping.
 */
import type { Server } from "node:net";

/**
 * Milliseconds a worker pauses after each connection it accepts: long enough for another worker woken by the
 * same burst to reach its accept, short enough not to matter to connections that stay open for many calls
 * (0.2 ms of each connection: at most 5,000 new connections a second a worker).
 */
export const ACCEPT_YIELD_MS = 0.2;

/** Makes `server`'s process pause ACCEPT_YIELD_MS after each connection it accepts (a cluster worker's). */
export function yieldAfterAccept(server: Server): void {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  server.on("connection", () => {
    Atomics.wait(cell, 0, 0, ACCEPT_YIELD_MS);
  });
}
