/**
 * Vehicle model search (spec §5 "Model search", §9 typing delay and history): the clearing rules,
 * the disabled search button, the 800 ms typing delay and the history quick picks, with the API mocked.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import type { ModelChoice } from "../../../src/domain/reference";

const post = fakePost();

import { VehicleModelSearch } from "../../../src/forms/vehicle-model-search";
import { MODEL_HISTORY_COOKIE } from "../../../src/forms/model-history";
import { fakePost, renderView } from "../harness";

const CATALOGUE: Record<string, Record<string, number[]>> = {
  toyota: { AVANZA: [2022, 2023, 2024, 2025], RUSH: [2024, 2025] },
  honda: { BRIO: [2023, 2024] },
};
const BRANDS = [
  { id: "1:honda", brandId: "honda", brandName: "HONDA" },
  { id: "1:toyota", brandId: "toyota", brandName: "TOYOTA" },
];

function fakeApi(path: string, raw?: unknown) {
  const body = (raw ?? {}) as Record<string, string>;
  const keyword = (body.keyword ?? "").toLowerCase();
  if (path.endsWith("/vehicleBrands"))
    return Promise.resolve(BRANDS.filter((b) => b.brandName.toLowerCase().includes(keyword)));
  if (path.endsWith("/vehicleSeries")) {
    return Promise.resolve(
      Object.keys(CATALOGUE[body.brandId] ?? {})
        .filter((s) => s.toLowerCase().includes(keyword))
        .map((series) => ({ series })),
    );
  }
  if (path.endsWith("/vehicleYears")) {
    const years = CATALOGUE[body.brandId]?.[body.series] ?? [];
    return Promise.resolve([...years].reverse().map((year) => ({ year, desc: String(year) })));
  }
  return Promise.reject(new Error(`unexpected ${path}`));
}

const user = userEvent.setup();

/** Opens the antd Select labelled `label` and clicks the option `option`. */
async function choose(label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
      ),
    ].find((el) => el.getAttribute("title") === option);
    if (!found) throw new Error(`option ${option} not shown`);
    return found;
  });
  await user.click(item);
}

/** The text shown in the Select labelled `label` (empty when cleared). */
function shown(label: string): string {
  const select = screen.getByRole("combobox", { name: label }).closest(".ant-select") as HTMLElement;
  return select.querySelector(".ant-select-selection-item")?.textContent ?? "";
}

const searchButton = () => screen.getByRole("button", { name: /Search/ });

async function setup(onSearch = vi.fn()) {
  await renderView(<VehicleModelSearch vehicleType={1} onSearch={onSearch} />, { post });
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith("/api/reference/ina/vehicleBrands", { vehicleType: 1, keyword: "" }),
  );
  return onSearch;
}

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(fakeApi);
});

describe("vehicle model search", () => {
  it("keeps search disabled until brand, series and year are chosen; choosing a year searches", async () => {
    const onSearch = await setup();
    expect(searchButton()).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Model" })).toBeDisabled();
    await choose("Brand", "TOYOTA");
    expect(searchButton()).toBeDisabled();
    await choose("Model", "AVANZA");
    expect(post).toHaveBeenCalledWith("/api/reference/ina/vehicleYears", {
      brandId: "toyota",
      series: "AVANZA",
      vehicleType: 1,
    });
    expect(searchButton()).toBeDisabled();
    await choose("Year", "2024");
    const expected: ModelChoice = {
      brand: { id: "1:toyota", brandId: "toyota", brandName: "TOYOTA" },
      series: "AVANZA",
      year: { year: 2024, desc: "2024" },
      desc: "TOYOTA AVANZA 2024",
    };
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith(expected);
    expect(searchButton()).toBeEnabled();
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledTimes(2);
    // Stored in the history cookie and offered as a quick pick.
    expect(JSON.parse(Cookies.get(MODEL_HISTORY_COOKIE) ?? "[]")).toEqual([expected]);
    expect(
      within(screen.getByRole("group", { name: "Search history" })).getByRole("button", { name: "TOYOTA AVANZA 2024" }),
    ).toBeVisible();
  });

  it("a new series clears the year; a new brand clears series and year", async () => {
    await setup();
    await choose("Brand", "TOYOTA");
    await choose("Model", "AVANZA");
    await choose("Year", "2025");
    expect(shown("Year")).toBe("2025");
    await choose("Model", "RUSH");
    expect(shown("Model")).toBe("RUSH");
    expect(shown("Year")).toBe("");
    expect(searchButton()).toBeDisabled();
    await choose("Year", "2024");
    await choose("Brand", "HONDA");
    expect(shown("Brand")).toBe("HONDA");
    expect(shown("Model")).toBe("");
    expect(shown("Year")).toBe("");
    expect(screen.getByRole("combobox", { name: "Year" })).toBeDisabled();
    expect(searchButton()).toBeDisabled();
    expect(post).toHaveBeenLastCalledWith("/api/reference/ina/vehicleSeries", {
      brandId: "honda",
      vehicleType: 1,
      keyword: "",
    });
  });

  it("sends typed brand text only after the 800 ms typing delay", async () => {
    await setup();
    post.mockClear();
    await user.type(screen.getByRole("combobox", { name: "Brand" }), "toy");
    expect(post).not.toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1), { timeout: 1500 });
    expect(post).toHaveBeenCalledWith("/api/reference/ina/vehicleBrands", { vehicleType: 1, keyword: "toy" });
  });

  it("a history entry searches again in one click and can be removed", async () => {
    const stored: ModelChoice = {
      brand: { id: "1:honda", brandId: "honda", brandName: "HONDA" },
      series: "BRIO",
      year: { year: 2023, desc: "2023" },
      desc: "HONDA BRIO 2023",
    };
    const motorcycle: ModelChoice = {
      ...stored,
      brand: { id: "2:honda", brandId: "honda", brandName: "Honda" },
      series: "Vario",
      desc: "Honda Vario 2023",
    };
    Cookies.set(MODEL_HISTORY_COOKIE, JSON.stringify([stored, motorcycle]));
    const onSearch = await setup();
    const history = screen.getByRole("group", { name: "Search history" });
    // Only entries of this vehicle type are offered.
    expect(within(history).queryByRole("button", { name: "Honda Vario 2023" })).toBeNull();
    await user.click(within(history).getByRole("button", { name: "HONDA BRIO 2023" }));
    expect(onSearch).toHaveBeenCalledWith(stored);
    expect(shown("Brand")).toBe("HONDA");
    expect(shown("Model")).toBe("BRIO");
    await waitFor(() => expect(shown("Year")).toBe("2023"));
    await user.click(within(history).getByRole("button", { name: "Remove HONDA BRIO 2023 from history" }));
    expect(screen.queryByRole("group", { name: "Search history" })).toBeNull();
    expect(JSON.parse(Cookies.get(MODEL_HISTORY_COOKIE) ?? "[]")).toEqual([motorcycle]);
  });
});
