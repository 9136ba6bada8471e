/**
 * The portal build splits each descriptor's custom endpoint map out of the start chunk
 * (build/registry-endpoints.ts, bench/README.md "Portal load"): the split must give back exactly the
 * descriptor's map, leave a descriptor without it that still compiles, and refuse a map it cannot read.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSync } from "vite";
import { findCustomEndpoints } from "../../build/registry-endpoints";
import { resources } from "../../src/resources";
import { customEndpointLoaders } from "../../src/resources/custom-endpoints";
import type { ResourceEndpoints } from "../../src/resources/types";

const DIR = path.resolve(import.meta.dirname, "../../src/resources");

describe("the custom endpoint split", () => {
  const files = fs
    .readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(DIR, d.name, "index.ts")))
    .map((d) => path.join(DIR, d.name, "index.ts"));

  it("finds every descriptor's custom map as declared, and the descriptor without it still parses", async () => {
    const found = new Map<string, Record<string, string>>();
    for (const file of files) {
      const code = fs.readFileSync(file, "utf8");
      const split = findCustomEndpoints(file, code);
      if (!split) continue;
      found.set(split.name, split.custom);
      const rest = code.slice(0, split.start) + code.slice(split.end);
      expect(parseSync(file, rest).errors, file).toEqual([]);
      expect(findCustomEndpoints(file, rest), file).toBeNull();
      expect(rest).toContain("endpoints:");
    }
    for (const r of resources) {
      const custom = (r.endpoints as ResourceEndpoints).custom;
      expect(found.get(r.name), r.name).toEqual(custom);
      expect(await customEndpointLoaders[r.name]?.(), r.name).toEqual(custom);
    }
    expect([...found.keys()].sort()).toEqual(Object.keys(customEndpointLoaders).sort());
  });

  it("refuses a map with anything but string literals", () => {
    const code = `const base = "/api/x";\nexport const x = { name: "x", endpoints: { custom: { a: base } } } as const;`;
    expect(() => findCustomEndpoints("x.ts", code)).toThrow("string literals only");
  });
});
