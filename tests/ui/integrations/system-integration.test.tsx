/**
 * /settings/system-integration (spec §2, §3 "Secret key"): a new key is shown once with its warning and
 * then only its prefix; a key needs a permission; revoking asks first; a webhook's test ping reports its
 * result; the delivery log replays a failed delivery; axe finds no serious problem on the tabs.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { ApiFailure } from "../../../src/providers/http";
import SystemIntegrationView from "../../../src/resources/integrations/system-integration";
import type { DeliveryRow, KeyRow, WebhookRow } from "../../../src/resources/integrations/schema";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
const NEW_KEY = "sk_live_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmn";

const key = (id: number, over: Partial<KeyRow> = {}): KeyRow => ({
  id,
  name: `ERP ${id}`,
  keyPrefix: "sk_live_AbCd",
  permissions: ["create", "syncStock"],
  createdBy: "seller.active",
  createTime: "2026-11-20 10:00:00",
  lastUsedTime: null,
  revokeTime: null,
  ...over,
});
const hook: WebhookRow = {
  id: 4,
  url: "https://erp.example.com/hook",
  events: ["order.created"],
  enabled: true,
  secretMasked: "whsec_••••••••abcd",
  createTime: "2026-11-20 10:00:00",
  updateTime: "2026-11-20 10:00:00",
  lastDelivery: null,
};
const delivery: DeliveryRow = {
  id: 77,
  webhookId: 4,
  url: hook.url,
  event: "order.paid",
  status: "failed",
  attempts: 6,
  lastStatusCode: 500,
  lastError: "HTTP 500",
  lastDurationMs: 12,
  nextAttemptTime: null,
  createTime: "2026-11-20 10:00:00",
  deliveredTime: null,
  payload: { id: 77 },
};

beforeEach(() => {
  post.mockReset();
  const keys = [key(1)];
  post.mockImplementation(async (path, body) => {
    if (path === "/api/integration/ina/key/page")
      return { pageCount: 1, rowCount: keys.length, data: keys, pageSize: 10 };
    if (path === "/api/integration/ina/key/create") {
      keys.unshift(key(2, { name: (body as { name: string }).name, keyPrefix: NEW_KEY.slice(0, 12) }));
      return { id: 2, key: NEW_KEY };
    }
    if (path === "/api/integration/ina/key/revoke") return { id: 1 };
    if (path === "/api/integration/ina/webhook/list") return [hook];
    if (path === "/api/integration/ina/webhook/test")
      return { deliveryId: 9, status: "delivered", statusCode: 200, error: null, durationMs: 42 };
    if (path === "/api/integration/ina/delivery/page")
      return { pageCount: 1, rowCount: 1, data: [delivery], pageSize: 10 };
    if (path === "/api/integration/ina/delivery/replay") return { id: 77 };
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const render = (url = "/settings/system-integration") =>
  renderView(<SystemIntegrationView />, { url, path: "/settings/system-integration", post });

it("a new key needs a permission, is shown once with its warning, then listed by its prefix only", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("ERP 1", {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole("button", { name: /Create key/ }));
  const dialog = await screen.findByRole("dialog", { name: "New secret key" });
  await user.type(within(dialog).getByLabelText("Name"), "ERP gudang");
  await user.click(within(dialog).getByRole("button", { name: "Create key" }));
  expect(await within(dialog).findByText("Choose at least one permission")).toBeTruthy();
  expect(bodiesTo(post, "/api/integration/ina/key/create")).toHaveLength(0);
  await user.click(within(dialog).getByLabelText("Sync Stock"));
  await user.click(within(dialog).getByRole("button", { name: "Create key" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/integration/ina/key/create")).toEqual([
      { name: "ERP gudang", permissions: ["syncStock"] },
    ]),
  );
  const revealed = (await screen.findByTestId("revealed-secret", {}, { timeout: 5000 })) as HTMLInputElement;
  const reveal = revealed.closest(".ant-modal") as HTMLElement;
  expect(within(reveal).getByText("Your new secret key")).toBeTruthy();
  expect(revealed.value).toBe(NEW_KEY);
  expect(within(reveal).getByText(/shown only once/)).toBeTruthy();
  await user.click(within(reveal).getByRole("button", { name: "I have copied it" }));
  // The list shows the new key by its prefix only.
  const row = (await screen.findByText("ERP gudang")).closest("tr") as HTMLElement;
  expect(within(row).getByText(`${NEW_KEY.slice(0, 12)}…`)).toBeTruthy();
  expect(row.textContent).not.toContain(NEW_KEY);
});

it("revoking a key asks first", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("ERP 1", {}, { timeout: 5000 });
  await user.click(screen.getByRole("button", { name: "Revoke" }));
  expect(bodiesTo(post, "/api/integration/ina/key/revoke")).toHaveLength(0);
  await screen.findByText(/Revoke key ERP 1\?/);
  await user.click(screen.getByRole("button", { name: "OK" }));
  await waitFor(() => expect(bodiesTo(post, "/api/integration/ina/key/revoke")).toEqual([{ id: 1 }]));
});

it("the test ping reports its result; the delivery log replays a failed delivery", async () => {
  const user = userEvent.setup();
  await render("/settings/system-integration?tab=webhooks");
  await screen.findByText(hook.url, {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole("button", { name: "Test ping" }));
  await screen.findByText("Ping delivered (HTTP 200, 42 ms)");
  await user.click(screen.getByRole("tab", { name: "Delivery log" }));
  await screen.findByText("HTTP 500", {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole("button", { name: "Replay" }));
  await user.click(await screen.findByRole("button", { name: "OK" }));
  await waitFor(() => expect(bodiesTo(post, "/api/integration/ina/delivery/replay")).toEqual([{ id: 77 }]));
});
