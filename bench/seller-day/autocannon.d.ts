/**
 * The part of autocannon 8's programmatic API the seller-day bench uses (the package ships no types).
 * https://github.com/mcollina/autocannon#api
 */
declare module "autocannon" {
  import type { Histogram as HdrHistogram } from "hdr-histogram-js";

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Answers the request to send, or null to skip the rest of the chain (back to the first request). */
    setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }
  export interface AutocannonClient {
    requestIterator: { initialContext: Record<string, unknown>; resetContext(): void; rebuildRequest(): void };
  }
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    connectionRate?: number;
    /** Record each latency as measured, without the coordinated-omission correction of paced connections. */
    ignoreCoordinatedOmission?: boolean;
    timeout?: number;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
    headers?: Record<string, string>;
    /** Histograms to record into instead of fresh ones (lib/histUtil.js getHistograms); read after the run. */
    histograms?: { latencies?: HdrHistogram };
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [key: string]: number;
  }
  export interface AutocannonResult {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    stop(): void;
    /** Each answered request: its client, HTTP status, bytes and latency in ms (autocannon lib/run.js). */
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  export default function autocannon(opts: AutocannonOptions): AutocannonInstance;
}
