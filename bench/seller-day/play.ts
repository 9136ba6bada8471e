/**
 * The seller day as autocannon instances, one per endpoint group, run at the same time against one URL
 * (bench/README.md "Seller day"). Each connection is one virtual user at a time; it rotates through its
 * group's accounts (connection k plays account k, k + C, k + 2C, ... one chain each), every account signed in
 * before the timed window, so per-user rate limits apply as in life. A chain is a list of calls whose
 * bodies come from what the previous answers said (autocannon `requests` with `setupRequest` / `onResponse`);
 * a step with nothing to do (no order waiting, no inquiry open) ends the chain early.
 *
 * Every answer is classified: ok (success true); an expected refusal (a business refusal another user's move
 * can cause: listed per step in `expected`, e.g. an order another staff member already confirmed); rate
 * limited (HTTP 429 or code 429, with Retry-After: counted apart, not an error); anything else is an error,
 * with the first few kept as samples.
 */
import { randomUUID } from "node:crypto";
import autocannon, { type AutocannonRequest, type AutocannonResult } from "autocannon";
import * as hdr from "hdr-histogram-js";
import { sha256Hex } from "../../tests/api/helpers";
import { inquiryBodyAt, tenderBody } from "../../tests/api/inquiry/inquiry-helpers";
import { BENCH_PASSWORD, type BenchWorld } from "./seed";

/** One call of a chain. */
export interface Step {
  path: string;
  /** The body, or null when there is nothing to do (ends the chain). */
  body: (ctx: Chain) => unknown;
  /** The caller's token (the actor's own by default). */
  token?: (ctx: Chain) => string;
  /** Extra headers (the integration key). */
  headers?: (ctx: Chain) => Record<string, string>;
  /** Reads what the next steps need from a successful answer's data. */
  onOk?: (data: unknown, ctx: Chain) => void;
  /** Envelope codes that are expected refusals for this call (caused by other users' moves). */
  expected?: readonly number[];
}

/** What one chain run knows: its actor and what earlier answers said. */
export interface Chain {
  actor: Actor;
  [key: string]: unknown;
}
export interface Actor {
  userName: string;
  token: string;
  /** Per-actor data the groups need (shop id, item ids, an uploaded photo key, ...). */
  data: Record<string, unknown>;
}

export interface Tally {
  ok: number;
  expected: number;
  rateLimited: number;
  rateLimitedWithRetryAfter: number;
  errors: number;
  samples: string[];
  /** Expected refusals by path and code, to show what they were. */
  expectedBy: Record<string, number>;
}

export interface Group {
  name: string;
  actors: Actor[];
  connections: number;
  /** Calls per second per connection; undefined = as fast as answers come (the flood, the capacity phase). */
  rate?: number;
  steps: Step[];
}

export interface GroupResult {
  name: string;
  connections: number;
  requests: number;
  reqPerSec: number;
  /** As autocannon measured them (2xx answers); p95 is read from the same histogram (see latencyHistogram). */
  latencyMs: { p50: number; p90: number; p95: number; p97_5: number; p99: number; max: number; mean: number };
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  tally: Tally;
}

const newTally = (): Tally => ({
  ok: 0,
  expected: 0,
  rateLimited: 0,
  rateLimitedWithRetryAfter: 0,
  errors: 0,
  samples: [],
  expectedBy: {},
});

function classify(tally: Tally, step: Step, status: number, body: string, headers: Record<string, string>): unknown {
  type Env = { success?: boolean; code?: number; message?: string; data?: unknown };
  let env: Env | null;
  try {
    env = JSON.parse(body) as Env;
  } catch {
    env = null;
  }
  if (status === 429 || env?.code === 429) {
    tally.rateLimited++;
    if (headers["retry-after"] ?? headers["Retry-After"]) tally.rateLimitedWithRetryAfter++;
    return undefined;
  }
  if (status === 200 && env?.success === true) {
    tally.ok++;
    return env.data;
  }
  if (status === 200 && env?.success === false && env.code !== undefined && step.expected?.includes(env.code)) {
    tally.expected++;
    const key = `${step.path} ${env.code}`;
    tally.expectedBy[key] = (tally.expectedBy[key] ?? 0) + 1;
    return undefined;
  }
  tally.errors++;
  if (tally.samples.length < 5) tally.samples.push(`${step.path} HTTP ${status}: ${body.slice(0, 300)}`);
  return undefined;
}

/** The fields of autocannon 8's http client (lib/httpClient.js) that its per-connection pacing uses. */
interface PacedClient {
  rateInterval: ReturnType<typeof setInterval>;
  reqsMadeThisSecond: number;
  paused: boolean;
  destroyed: boolean;
  cer: unknown;
  _doRequest(cer: unknown): void;
}

/**
 * Gives a paced connection its own phase within the second. autocannon 8 paces each connection with a 1 s
 * interval timer created when the connection is, and creates all connections of all instances in the same
 * moment: every virtual user then sends at the start of the same millisecond of each second, a burst of
 * hundreds of requests followed by silence, which no real population of users makes (measured: p90 of 45-70
 * ms at 12 calls a second on an idle machine, against 7-20 ms spread out). Here the connection's first call
 * waits for a random point of its first second, and its interval is restarted there (the tick is autocannon's
 * own: budget reset, paused request resumed).
 */
function desynchronize(client: PacedClient): void {
  client.reqsMadeThisSecond = Number.POSITIVE_INFINITY;
  setTimeout(() => {
    if (client.destroyed) return;
    clearInterval(client.rateInterval);
    const tick = () => {
      client.reqsMadeThisSecond = 0;
      if (client.paused) client._doRequest(client.cer);
      client.paused = false;
    };
    client.rateInterval = setInterval(tick, 1000);
    tick();
  }, Math.random() * 1000);
}

/**
 * The latency histogram handed to autocannon, built as autocannon builds its own (lib/histUtil.js: 1 ms to
 * 10 s, 5 significant digits), so that the p95 it cannot report (its percentiles are 50, 90, 97.5, 99, ...)
 * comes from the very samples its other percentiles do. The JS implementation, not the WebAssembly one
 * autocannon builds for itself (its getHistograms): autocannon calls destroy() on the histogram when the run
 * ends, which frees a WebAssembly histogram's memory before p95 is read and is a no-op for the JS one.
 */
function latencyHistogram(): hdr.Histogram {
  return hdr.build({
    bitBucketSize: 64,
    autoResize: true,
    lowestDiscernibleValue: 1,
    highestTrackableValue: 10_000,
    numberOfSignificantValueDigits: 5,
  });
}

/**
 * Starts one autocannon instance for `group`; answers its result with the tally once `duration` s passed.
 * `onLatency` hears each answered call's latency in ms as autocannon measured it (bench/seller-day/probe.ts).
 */
export async function runGroup(
  url: string,
  group: Group,
  duration: number,
  onLatency?: (ms: number) => void,
): Promise<GroupResult> {
  const tally = newTally();
  const connections = Math.max(1, Math.min(group.connections, group.actors.length * 4));
  let nextConnection = 0;
  const requests: AutocannonRequest[] = group.steps.map((step) => ({
    method: "POST",
    path: step.path,
    setupRequest: (req, context) => {
      const ctx = context as unknown as Chain;
      // The first request is built once before setupClient gives the connection its actors: a stand-in,
      // rebuilt at once by setupClient.
      if (!ctx.actor) {
        const start = (context as { start?: () => void }).start;
        if (start) start.call(ctx);
        else ctx.actor = group.actors[0];
      }
      const body = step.body(ctx);
      if (body === null || body === undefined) return null;
      req.headers = {
        "content-type": "application/json",
        authorization: step.token ? step.token(ctx) : ctx.actor.token,
        ...step.headers?.(ctx),
      };
      req.body = JSON.stringify(body);
      return req;
    },
    onResponse: (status, body, context, headers) => {
      const data = classify(tally, step, status, body, headers);
      if (data !== undefined) step.onOk?.(data, context as unknown as Chain);
    },
  }));
  const latencies = latencyHistogram();
  const instance = autocannon({
    url,
    histograms: { latencies },
    connections,
    duration,
    connectionRate: group.rate,
    // autocannon 8 corrects a paced connection's latencies for coordinated omission with an expected interval
    // of ceil(1 / connectionRate), read as milliseconds although the rate is per second: at 1 call a second
    // every answer of n ms was recorded with n - 1 made-up samples of 1 .. n - 1 ms (12 answers of 51 ms gave
    // 620 samples and a p50 of 26 ms), which pulls the median down and lets a few slow calls fill the p99.
    // Recorded as measured instead. No call is held back while an answer is late unless it takes more than the
    // 1 s interval, which the day phase's max shows it never does.
    // (autocannon refuses the option on an unpaced connection, which it never corrects.)
    ignoreCoordinatedOmission: group.rate ? true : undefined,
    timeout: 30,
    requests,
    setupClient: (client) => {
      // Each connection rotates through its share of the group's actors, one chain run each.
      const k = nextConnection++;
      let round = 0;
      const iterator = client.requestIterator;
      const pickActor = () => group.actors[(k + round++ * connections) % group.actors.length];
      iterator.initialContext = {
        // cloned per chain run (lodash cloneDeep keeps functions), so `start` binds the next actor each run
        start: function (this: Chain) {
          this.actor = pickActor();
        },
      };
      iterator.resetContext();
      iterator.rebuildRequest();
      if (group.rate) desynchronize(client as unknown as PacedClient);
    },
  });
  if (onLatency) {
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => onLatency(ms));
  }
  const result: AutocannonResult = await instance;
  return {
    name: group.name,
    connections,
    requests: result.requests.total,
    reqPerSec: Math.round((result.requests.total / result.duration) * 10) / 10,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p95: latencies.getValueAtPercentile(95),
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    tally,
  };
}

// ------------------------------------------------------------------------------------------ the groups

/** Connections of the paced flood (see the flooding key's group). */
const FLOOD_CONNECTIONS = 20;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const str = (ctx: Chain, key: string) => ctx[key] as string | undefined;
/** The rows of a page answer (server/http/envelope.ts `page`). */
const rowsOf = <T>(data: unknown): T[] => (data as { data?: T[] }).data ?? [];

/** Codes of refusals another user's concurrent move causes: 409 (state moved on), 404 (gone from the caller's view). */
const RACE = [409, 404] as const;

/** The accounts each group plays and the shape of its day, scaled to `sellers`. */
export function sellerDayGroups(
  world: BenchWorld,
  tokens: Map<string, string>,
  opts: {
    sellers: number;
    /**
     * Share of each group's virtual users busy at any moment (1 = all of them, each paced at `rate`): with
     * rate 1 and active 0.2, each account acts about once every 5 s, a person's pace between screens.
     */
    active: number;
    /** 500 import rows (create bodies as the portal's worker makes them); partNo replaced per import. */
    importRows: Record<string, unknown>[];
    vehicleNames: string[];
    /** Proof photo of each shop (uploaded by its staff) and of each buyer, by user name. */
    photos: Map<string, string>;
    floodKey: string;
    floodItemIds: number[];
    /** Calls per second of the flooding key in all; 0 = unpaced. */
    floodRate: number;
    rate: number | undefined;
  },
): Group[] {
  const S = opts.sellers;
  const tok = (userName: string) => {
    const t = tokens.get(userName);
    if (!t) throw new Error(`no token for ${userName}`);
    return t;
  };
  const admins = world.shops.map<Actor>((s) => ({
    userName: s.admin,
    token: tok(s.admin),
    data: { shopId: s.shopId, itemIds: s.itemIds },
  }));
  const staff = world.shops.map<Actor>((s) => ({
    userName: s.staff,
    token: tok(s.staff),
    data: { shopId: s.shopId, itemIds: s.itemIds, photo: opts.photos.get(s.staff) },
  }));
  const buyers = world.buyers.map<Actor>((b) => ({
    userName: b.userName,
    token: tok(b.userName),
    data: { addressId: b.addressId, photo: opts.photos.get(b.userName) },
  }));
  const inquirers = world.inquirers.map<Actor>((b) => ({
    userName: b.userName,
    token: tok(b.userName),
    data: {},
  }));
  const gateways = world.gateways.map(tok);
  // Connections: the group's share of the sellers, times the share of virtual users busy at any moment.
  const scaled = (share: number, min = 1) => Math.max(min, Math.round(S * share * opts.active));
  const rate = opts.rate;
  let importSeq = 0;

  const tabs: Record<string, unknown>[] = [
    {},
    { reviewStatus: [5] },
    { reviewStatus: [5], keyword: "Kampas" },
    { categoryId: "vp-1-4-1-7" },
    { reviewStatus: [5], sortField: "stockNum", sortOrder: "asc" },
  ];

  // The refunds waiting for an answer; one of them (refundNo, originalAmount) goes to the next step.
  const refundPage: Step = {
    path: "/api/refund/ina/page",
    body: () => ({ pageNo: 1, pageSize: 10, tab: "toBeProcessed" }),
    onOk: (data, ctx) => {
      const row = pick(rowsOf<{ refundNo: string; originalAmount: number }>(data));
      if (row) ctx.refund = row;
    },
  };

  return [
    {
      name: "sign in",
      actors: staff,
      connections: scaled(0.05),
      rate,
      steps: [
        {
          path: "/api/user/login/login",
          body: (ctx) => ({ userName: ctx.actor.userName, password: sha256Hex(BENCH_PASSWORD) }),
          token: () => "",
        },
      ],
    },
    {
      name: "products: list and filter",
      actors: admins,
      connections: scaled(0.25, 2),
      rate,
      steps: [0, 1, 2].map(() => ({
        path: "/api/item/ina/page",
        body: () => ({ pageNo: 1 + Math.floor(Math.random() * 5), pageSize: 10, ...pick(tabs) }),
      })),
    },
    {
      name: "stock: raise",
      actors: staff,
      connections: scaled(0.125),
      rate,
      steps: [
        {
          path: "/api/stock/ina/page",
          body: () => ({ pageNo: 1, pageSize: 10, stockType: 2 }),
          onOk: (data, ctx) => {
            const row = pick(rowsOf<{ itemId: number; stockNum: number }>(data));
            if (row) ctx.raise = { itemId: row.itemId, stockNum: row.stockNum + 10 };
          },
        },
        {
          path: "/api/stock/ina/raise",
          body: (ctx) => (ctx.raise ? { items: [ctx.raise] } : null),
          expected: RACE,
        },
      ],
    },
    {
      name: "import: 500-row file",
      actors: admins,
      connections: scaled(0.025),
      rate,
      steps: [
        { path: "/api/item/ina/import/vehicles", body: () => ({ names: opts.vehicleNames }) },
        {
          path: "/api/item/ina/import",
          body: (ctx) => {
            const importId = randomUUID();
            ctx.importId = importId;
            const run = `${process.pid.toString(36)}${(++importSeq).toString(36)}`.toUpperCase();
            return {
              importId,
              mode: "create",
              rows: opts.importRows.map((r, i) => ({ ...r, partNo: `BN${run}X${i}` })),
            };
          },
        },
        { path: "/api/item/ina/import/progress", body: (ctx) => ({ importId: str(ctx, "importId") }) },
      ],
    },
    {
      name: "orders: confirm",
      actors: staff,
      connections: scaled(0.125),
      rate,
      steps: [
        {
          path: "/api/order/ina/page",
          body: () => ({ pageNo: 1, pageSize: 10, tab: "unconfirmed" }),
          onOk: (data, ctx) => {
            ctx.confirm = pick(rowsOf<{ orderNo: string }>(data))?.orderNo;
          },
        },
        {
          path: "/api/order/ina/confirm",
          body: (ctx) => (ctx.confirm ? { orderNo: ctx.confirm } : null),
          expected: RACE,
        },
      ],
    },
    {
      name: "orders: print and ship",
      actors: staff,
      connections: scaled(0.125),
      rate,
      steps: [
        {
          path: "/api/order/ina/page",
          body: () => ({ pageNo: 1, pageSize: 10, tab: "toShip" }),
          onOk: (data, ctx) => {
            ctx.ship = pick(rowsOf<{ orderNo: string }>(data))?.orderNo;
          },
        },
        {
          path: "/api/order/ina/deliveryOrder/print",
          body: (ctx) => (ctx.ship ? { orderNos: [ctx.ship] } : null),
          onOk: (data, ctx) => {
            ctx.doNo = (data as { doNo: string }).doNo;
          },
          expected: RACE,
        },
        {
          path: "/api/order/ina/deliveryOrder/ship",
          body: (ctx) =>
            ctx.doNo
              ? {
                  doNo: ctx.doNo,
                  shipmentMethod: 2,
                  courierName: "JNE",
                  trackingNo: `JNE-${Math.floor(Math.random() * 1e9)}`,
                  proofPhoto: ctx.actor.data.photo,
                  senderName: "Agus Prasetyo",
                  senderPhone: "081234567890",
                }
              : null,
          expected: RACE,
        },
      ],
    },
    {
      name: "buyers: order and pay",
      actors: buyers,
      connections: scaled(0.125),
      rate,
      steps: [
        {
          path: "/api/buyer/order/create",
          body: (ctx) => orderBody(ctx, world, 2),
        },
        {
          path: "/api/buyer/order/create",
          body: (ctx) => orderBody(ctx, world, 1),
        },
        {
          path: "/api/buyer/order/page",
          body: () => ({ pageNo: 1, pageSize: 20 }),
          onOk: (data, ctx) => {
            ctx.pay = rowsOf<{ orderNo: string; status: number }>(data).find((o) => o.status === 0)?.orderNo;
          },
        },
        {
          path: "/api/buyer/order/pay",
          body: (ctx) => (ctx.pay ? { orderNo: ctx.pay, paymentType: "va-bca" } : null),
          onOk: (data, ctx) => {
            ctx.paymentNo = (data as { paymentNo: string }).paymentNo;
          },
          expected: RACE,
        },
        {
          path: "/api/platform/order/settlePayment",
          token: () => pick(gateways),
          body: (ctx) => (ctx.paymentNo ? { orderNo: ctx.pay, paymentNo: ctx.paymentNo } : null),
          expected: RACE,
        },
      ],
    },
    {
      name: "refunds: buyers open",
      actors: buyers,
      connections: scaled(0.05),
      rate,
      steps: [
        {
          path: "/api/buyer/order/page",
          body: () => ({ pageNo: 1, pageSize: 20 }),
          onOk: (data, ctx) => {
            const paid = rowsOf<{ orderNo: string; status: number }>(data).filter(
              (o) => o.status === 1 || o.status === 2,
            );
            ctx.order = pick(paid)?.orderNo;
          },
        },
        {
          path: "/api/buyer/order/detail",
          body: (ctx) => (ctx.order ? { orderNo: ctx.order } : null),
          onOk: (data, ctx) => {
            ctx.lineId = (data as { lines: { lineId: number }[] }).lines[0]?.lineId;
          },
          expected: RACE,
        },
        {
          path: "/api/buyer/refund/apply",
          body: (ctx) =>
            ctx.lineId
              ? {
                  orderNo: ctx.order,
                  method: 1,
                  receiptStatus: 1,
                  reason: "damaged",
                  note: "Kampas rem retak saat dipasang",
                  photos: [ctx.actor.data.photo],
                  items: [{ lineId: ctx.lineId, quantity: 1 }],
                }
              : null,
          expected: RACE,
        },
      ],
    },
    {
      name: "refunds: sellers answer",
      actors: admins,
      connections: scaled(0.1),
      rate,
      steps: [
        refundPage,
        {
          path: "/api/refund/ina/approve",
          body: (ctx) => {
            const row = ctx.refund as { refundNo: string } | undefined;
            return row && Math.random() < 0.7 ? { refundNo: row.refundNo } : null;
          },
          expected: RACE,
        },
      ],
    },
    {
      name: "refunds: sellers refuse",
      actors: admins,
      connections: scaled(0.05),
      rate,
      steps: [
        refundPage,
        {
          path: "/api/refund/ina/reject",
          body: (ctx) => {
            const row = ctx.refund as { refundNo: string; originalAmount: number } | undefined;
            return row
              ? { refundNo: row.refundNo, amount: Math.floor(row.originalAmount / 2), reason: "Barang dipakai" }
              : null;
          },
          expected: RACE,
        },
      ],
    },
    {
      name: "inquiries: buyers post",
      actors: inquirers,
      connections: scaled(0.05),
      rate,
      steps: [{ path: "/api/buyer/inquiry/create", body: () => inquiryBodyAt(new Date()) }],
    },
    {
      name: "tenders: sellers quote",
      actors: admins,
      connections: scaled(0.1),
      rate,
      steps: [
        {
          path: "/api/inquiry/ina/page",
          body: () => ({ pageNo: 1, pageSize: 10 }),
          onOk: (data, ctx) => {
            const open = rowsOf<{ inquiryNo: string; tenderNo: string | null; passed: boolean }>(data).filter(
              (r) => !r.tenderNo && !r.passed,
            );
            ctx.inquiry = pick(open)?.inquiryNo;
          },
        },
        {
          path: "/api/inquiry/ina/detail",
          body: (ctx) => (ctx.inquiry ? { inquiryNo: ctx.inquiry } : null),
          onOk: (data, ctx) => {
            ctx.parts = (data as { parts: { partId: number }[] }).parts.map((p) => p.partId);
          },
          expected: RACE,
        },
        {
          path: "/api/inquiry/ina/tender",
          body: (ctx) => (ctx.parts ? tenderBody(str(ctx, "inquiry") ?? "", ctx.parts as number[]) : null),
          expected: RACE,
        },
      ],
    },
    {
      name: "inbox",
      actors: [...admins, ...staff],
      connections: scaled(0.25, 2),
      rate,
      steps: [
        { path: "/api/message/ina/countNewMsg", body: () => ({}) },
        { path: "/api/message/tkod/sysmsg/history/list", body: () => ({ pageNo: 1, pageSize: 10 }) },
      ],
    },
    {
      name: "flooding key (stock sync)",
      // One key; the actor list only sizes the connections (a group has at most 4 per actor).
      actors: Array.from({ length: FLOOD_CONNECTIONS / 4 }, () => ({
        userName: "bench.flood.key",
        token: "",
        data: {},
      })),
      // opts.floodRate calls a second in all (default 200: the key's budget is 2 a second), spread over 20
      // connections of their own phase (autocannon sends a connection's calls of a second back to back), or 2
      // unpaced connections with BENCH_FLOOD_RATE=0. Paced because the load generator shares the bench
      // machine's 2 cores: unpaced, the flood's own client takes CPU a remote runaway client would not
      // (bench/README.md "Seller day").
      connections: opts.floodRate > 0 ? FLOOD_CONNECTIONS : 2,
      rate: opts.floodRate > 0 ? Math.max(1, Math.round(opts.floodRate / FLOOD_CONNECTIONS)) : undefined,
      steps: [
        {
          path: "/api/open/v1/stock/sync",
          token: () => "",
          headers: () => ({ "x-api-key": opts.floodKey }),
          body: () => ({ items: [{ itemId: pick(opts.floodItemIds), stock: 100 + Math.floor(Math.random() * 900) }] }),
        },
      ],
    },
  ];
}

function orderBody(ctx: Chain, world: BenchWorld, paymentMethod: 1 | 2): unknown {
  const shop = pick(world.shops);
  const lines = [pick(shop.itemIds), pick(shop.itemIds)];
  const unique = [...new Set(lines)];
  return {
    shopId: shop.shopId,
    items: unique.map((itemId) => ({ itemId, quantity: 1 + Math.floor(Math.random() * 3) })),
    addressId: ctx.actor.data.addressId,
    paymentMethod,
  };
}
