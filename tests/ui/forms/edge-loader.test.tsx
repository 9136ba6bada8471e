/**
 * The scroll loader of spec §4 / §9 (src/forms/use-edge-loader.ts): a pull within 20 px of the edge loads;
 * the loading state lasts at least 1 s and ends after 5 s even when the load never finishes; one load at a
 * time.
 */
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { atEdge, useEdgeLoader } from "../../../src/forms/use-edge-loader";

describe("atEdge", () => {
  it("is true within 20 px of the chosen edge only", () => {
    expect(atEdge({ scrollTop: 20, scrollHeight: 1000, clientHeight: 300 }, "top")).toBe(true);
    expect(atEdge({ scrollTop: 21, scrollHeight: 1000, clientHeight: 300 }, "top")).toBe(false);
    expect(atEdge({ scrollTop: 680, scrollHeight: 1000, clientHeight: 300 }, "bottom")).toBe(true);
    expect(atEdge({ scrollTop: 679, scrollHeight: 1000, clientHeight: 300 }, "bottom")).toBe(false);
  });
});

describe("useEdgeLoader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows loading for at least 1 s, at most 5 s, and starts one load at a time", async () => {
    let finish = () => undefined as void;
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useEdgeLoader(load, { edge: "top", enabled: true }));
    act(() => void result.current.trigger());
    act(() => void result.current.trigger());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.loading).toBe(true);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(result.current.loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(result.current.loading).toBe(false);

    const never = vi.fn(() => new Promise<void>(() => undefined));
    const stuck = renderHook(() => useEdgeLoader(never, { edge: "top", enabled: true }));
    act(() => void stuck.result.current.trigger());
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(stuck.result.current.loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(stuck.result.current.loading).toBe(false);
  });

  it("does nothing when there is nothing more to load", () => {
    const load = vi.fn(async () => undefined);
    const { result } = renderHook(() => useEdgeLoader(load, { edge: "top", enabled: false }));
    act(() => void result.current.trigger());
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
  });
});
