import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import type { RewardSetting } from "../../../src/resources/reward-settings/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();
vi.mock("../../../src/resources", () => import("../activities/activity-registry"));

import RewardSettingsView from "../../../src/resources/reward-settings/view";

const LIST = "/api/activity/ina/reward/list";
const UPDATE = "/api/activity/ina/reward/update";
let settings: RewardSetting[];

const open = () =>
  renderView(<RewardSettingsView />, { url: "/store/setting-reward", path: "/store/setting-reward", post });

describe("reward settings", () => {
  beforeEach(() => {
    settings = [
      { activityType: "uploadEClaim", value: 3000, previousValue: 2500, createTime: "2026-11-06 10:00:00" },
      { activityType: "inquiry", value: 1500, previousValue: 1000, createTime: "2026-10-21 10:00:00" },
      { activityType: "inquiryOrder", value: 0, previousValue: 0, createTime: null },
    ];
    post.mockReset();
    post.mockImplementation(async (path, body) => {
      if (path === LIST) return settings;
      if (path === UPDATE) {
        const items = (body as { items: { activityType: string; value: number }[] }).items;
        settings = settings.map((s) => {
          const item = items.find((i) => i.activityType === s.activityType);
          return item ? { ...s, previousValue: s.value, value: item.value, createTime: "2026-11-20 10:00:00" } : s;
        });
        return settings;
      }
      throw new Error(`unexpected ${String(path)}`);
    });
  });

  it("shows each type's current and previous reward and when it was set", async () => {
    await open();
    const table = await screen.findByRole("table", { name: "Reward per activity type" });
    const eclaim = (await within(table).findByText("Upload e-claim document")).closest("tr")!;
    expect(within(eclaim).getByText("Rp 3.000")).toBeInTheDocument();
    expect(within(eclaim).getByText("Rp 2.500")).toBeInTheDocument();
    expect(within(eclaim).getByText("2026-11-06 10:00:00")).toBeInTheDocument();
    const never = within(table).getByText("Inquiry order").closest("tr")!;
    expect(within(never).getByText("Not set yet")).toBeInTheDocument();
  });

  it("changing a reward sends only the changed type and shows the new value with the old one as previous", async () => {
    const { toasts } = await open();
    await screen.findByText("Rp 3.000");
    await userEvent.click(screen.getByRole("button", { name: "Change rewards" }));
    const input = screen.getByLabelText("Inquiry");
    await userEvent.clear(input);
    await userEvent.type(input, "2000");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesTo(post, UPDATE)).toEqual([{ items: [{ activityType: "inquiry", value: 2000 }] }]),
    );
    const row = (await screen.findByText("Rp 2.000")).closest("tr")!;
    expect(within(row).getByText("Rp 1.500")).toBeInTheDocument();
    expect(within(row).getByText("2026-11-20 10:00:00")).toBeInTheDocument();
    expect(toasts).toContainEqual({ type: "success", message: "Rewards saved" });
  });

  it("a refusal from the API is shown and the form stays open", async () => {
    const { toasts } = await open();
    await screen.findByText("Rp 3.000");
    post.mockImplementation(async (path) => {
      if (path === LIST) return settings;
      throw new ApiFailure(403, "Sorry, you cannot access this menu, please contact the main admin to get the access.");
    });
    await userEvent.click(screen.getByRole("button", { name: "Change rewards" }));
    const input = screen.getByLabelText("Upload e-claim document");
    await userEvent.clear(input);
    await userEvent.type(input, "4000");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toasts.map((x) => x.message)).toContain(
        "Sorry, you cannot access this menu, please contact the main admin to get the access.",
      ),
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });
});
