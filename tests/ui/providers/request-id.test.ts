/** Every call the portal makes carries a fresh x-request-id; a system error shows the id to quote to support. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure, post } from "../../../src/providers/http";
import { uploadFile } from "../../../src/providers/upload";

function envelopeResponse(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json", ...headers },
  });
}

describe("request ids", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a fresh x-request-id on every JSON call and on uploads", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push((init.headers as Record<string, string>)["x-request-id"]);
        return envelopeResponse({ success: true, code: 200, message: "", data: { fileKey: "k" } });
      }),
    );
    await post("/api/a");
    await post("/api/a");
    await uploadFile(new File(["x"], "a.png", { type: "image/png" }), "1");
    expect(sent).toHaveLength(3);
    for (const id of sent) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent).size).toBe(3);
  });

  it("names the request id in a system error's message, not in ordinary refusals", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        envelopeResponse(
          { success: false, code: 500, message: "Something went wrong", data: { requestId: "req-12345678" } },
          { "x-request-id": "req-12345678" },
        ),
      ),
    );
    const failure = await post("/api/a").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).message).toBe("Something went wrong (ID: req-12345678)");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        envelopeResponse(
          { success: false, code: 404, message: "Not found", data: null },
          { "x-request-id": "req-12345678" },
        ),
      ),
    );
    expect(((await post("/api/a").catch((e: unknown) => e)) as ApiFailure).message).toBe("Not found");
  });
});
