/** Helpers of the integration tests: calls with a secret key, and a tiny webhook / stock-source receiver. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Envelope } from "../../../src/domain/wire";
import type { TestApp } from "../helpers";

/** POSTs JSON to the integration API with `key` in x-api-key (none when null). */
export async function openCall<T = unknown>(
  t: TestApp,
  url: string,
  key: string | null,
  body: unknown = {},
): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }> {
  const headers: Record<string, string> = { "content-type": "application/json", "accept-language": "en-US" };
  if (key !== null) headers["x-api-key"] = key;
  const res = await t.app.inject({ method: "POST", url, headers, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on 127.0.0.1:<random port>; `answer` decides each reply (default 200 `{}`). */
export async function startReceiver(
  answer: (req: Received) => { status: number; body?: unknown } = () => ({ status: 200, body: {} }),
): Promise<{ url: string; received: Received[]; setAnswer(next: typeof answer): void; close(): Promise<void> }> {
  const received: Received[] = [];
  let current = answer;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const got = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(got);
      const { status, body } = current(got);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    setAnswer: (next) => {
      current = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
