/**
 * Region cascader (spec §3 "Store" address): lazy levels, a given value shows its labels, the chosen
 * village carries its postal code; depth 3 stops at districts. API mocked.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RegionOption } from "../../../src/domain/reference";

const post = fakePost();

import { RegionCascader } from "../../../src/forms/region-cascader";
import { fakePost, renderView } from "../harness";

const node = (code: string, name: string, postalCode: string | null = null): RegionOption => ({
  code,
  name,
  level: code.split(".").length,
  postalCode,
  isLeaf: code.split(".").length === 4,
});
const CHILDREN: Record<string, RegionOption[]> = {
  "": [node("31", "Daerah Khusus Ibukota Jakarta"), node("32", "Jawa Barat")],
  "31": [node("31.71", "Kota Administrasi Jakarta Pusat")],
  "31.71": [node("31.71.01", "Gambir"), node("31.71.02", "Sawah Besar")],
  "31.71.01": [node("31.71.01.1002", "Cideng", "10150"), node("31.71.01.1001", "Gambir", "10110")],
};

const user = userEvent.setup();

async function clickItem(title: string) {
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-cascader-menu-item")].find(
      (el) => el.getAttribute("title") === title,
    );
    if (!found) throw new Error(`${title} not shown`);
    return found;
  });
  await user.click(item);
}

beforeEach(async () => {
  post.mockReset();
  post.mockImplementation((_path, body) =>
    Promise.resolve(CHILDREN[(body as { parentCode?: string }).parentCode ?? ""] ?? []),
  );
});

describe("region cascader", () => {
  it("loads each level when opened and hands the village with its postal code", async () => {
    const onChange = vi.fn();
    await renderView(<RegionCascader aria-label="Address region" onChange={onChange} />, { post });
    await waitFor(() => expect(post).toHaveBeenCalledWith("/api/reference/ina/regions", {}));
    expect(post).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("combobox", { name: "Address region" }));
    await clickItem("Daerah Khusus Ibukota Jakarta");
    await clickItem("Kota Administrasi Jakarta Pusat");
    await clickItem("Gambir");
    expect(post).toHaveBeenCalledWith("/api/reference/ina/regions", { parentCode: "31.71.01" });
    await clickItem("Cideng");
    expect(onChange).toHaveBeenCalledTimes(1);
    const [codes, selected] = onChange.mock.calls[0] as [string[], RegionOption[]];
    expect(codes).toEqual(["31", "31.71", "31.71.01", "31.71.01.1002"]);
    expect(selected[3]).toMatchObject({ name: "Cideng", postalCode: "10150" });
  });

  it("shows the labels of a given value by loading its path", async () => {
    await renderView(
      <RegionCascader aria-label="Address region" value={["31", "31.71", "31.71.01", "31.71.01.1001"]} />,
      { post },
    );
    await waitFor(() =>
      expect(document.querySelector(".ant-select-selection-item")).toHaveTextContent(
        "Daerah Khusus Ibukota Jakarta / Kota Administrasi Jakarta Pusat / Gambir / Gambir",
      ),
    );
    expect(post.mock.calls.map((c) => (c[1] as { parentCode?: string }).parentCode)).toEqual([
      undefined,
      "31",
      "31.71",
      "31.71.01",
    ]);
  });

  it("stops at districts with depth 3", async () => {
    const onChange = vi.fn();
    await renderView(<RegionCascader aria-label="Address region" depth={3} onChange={onChange} />, { post });
    await user.click(screen.getByRole("combobox", { name: "Address region" }));
    await clickItem("Daerah Khusus Ibukota Jakarta");
    await clickItem("Kota Administrasi Jakarta Pusat");
    await clickItem("Sawah Besar");
    expect(onChange).toHaveBeenCalledWith(["31", "31.71", "31.71.02"], expect.any(Array));
    expect(post).not.toHaveBeenCalledWith("/api/reference/ina/regions", { parentCode: "31.71.02" });
  });
});
