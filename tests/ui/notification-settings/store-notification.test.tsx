/**
 * /store/notification-setting (issue 3 part 6): a switch per type and channel from the caller's settings,
 * saved together to /api/message/setting/ina/update.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { defaultSettings } from "../../../src/resources/notification-settings/schema";

const post = fakePost();

import NotificationSettingsView from "../../../src/resources/notification-settings/list";
import { bodiesTo, renderView, fakePost } from "../harness";

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path, body) => {
    if (path === "/api/message/setting/ina/list") return defaultSettings();
    if (path === "/api/message/setting/ina/update") return (body as { items: unknown[] }).items;
    throw new Error(`unexpected ${path}`);
  });
});

it("shows the switches and saves a change with every switch", async () => {
  const user = userEvent.setup();
  await renderView(<NotificationSettingsView />, {
    url: "/store/notification-setting",
    path: "/store/notification-setting",
    post,
  });
  const whatsapp = await screen.findByRole("switch", { name: "New order: WhatsApp" });
  expect(whatsapp.getAttribute("aria-checked")).toBe("false");
  expect(screen.getByRole("switch", { name: "Bill: Email" }).getAttribute("aria-checked")).toBe("true");
  const save = screen.getByRole("button", { name: "Save" });
  expect((save as HTMLButtonElement).disabled).toBe(true);
  await user.click(whatsapp);
  await user.click(save);
  await waitFor(() => expect(bodiesTo(post, "/api/message/setting/ina/update")).toHaveLength(1));
  const [{ items }] = bodiesTo(post, "/api/message/setting/ina/update") as {
    items: { type: string; channel: string; enabled: boolean }[];
  }[];
  expect(items).toHaveLength(24);
  expect(items).toContainEqual({ type: "orderNew", channel: "whatsapp", enabled: true });
  expect(await screen.findByText("Notification settings saved")).toBeTruthy();
});
