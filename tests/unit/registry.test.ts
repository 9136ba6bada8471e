/**
 * The registry is pure data (DESIGN.md §3, spec §6): descriptors declare their custom actions in their own
 * field, custom endpoints name declared actions, every route has a view (src/resources/views.ts) and an
 * authority, and nothing the API or src/access imports statically reaches a React view.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "../../src/resources";
import { resourceViews } from "../../src/resources/views";
import type { ResourceDescriptor } from "../../src/resources/types";
import { AUTHORITY_KEYS, isAuthorityKey } from "../../src/access/authorities";
import { shopRoute } from "../../server/http/scope";

const registry: readonly ResourceDescriptor[] = resources;
const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the descriptors", () => {
  it("custom actions are authorities, distinct from the standard actions and from each other", () => {
    for (const r of registry) {
      const own = r.customActions ?? [];
      expect(new Set(own).size).toBe(own.length);
      for (const a of own) {
        expect(r.actions as readonly string[]).not.toContain(a);
        expect(AUTHORITY_KEYS).toContain(`${r.name}.${a}`);
      }
    }
  });

  it("route slots name routes; every route's action is an authority and has a view", async () => {
    // Each resource's views module loads lazily (src/resources/views.ts): load them all, then check.
    const views: Readonly<Record<string, Readonly<Record<string, unknown>>>> = Object.fromEntries(
      await Promise.all(Object.entries(resourceViews).map(async ([name, load]) => [name, await load()] as const)),
    );
    for (const r of registry) {
      for (const slot of [r.list, r.create, r.edit, r.show]) if (slot) expect(Object.keys(r.routes)).toContain(slot);
      for (const [key, route] of Object.entries(r.routes)) {
        expect(isAuthorityKey(`${r.name}.${route.action ?? "list"}`), `${r.name}.${key}`).toBe(true);
        expect(typeof views[r.name]?.[key], `${r.name}.${key}`).toBe("function");
      }
    }
    expect(Object.keys(views).sort()).toEqual(registry.map((r) => r.name).sort());
  });

  it("isAuthorityKey accepts the catalogue's keys only", () => {
    expect(isAuthorityKey("products.submitReview")).toBe(true);
    expect(isAuthorityKey("requests.clause")).toBe(true);
    expect(isAuthorityKey("products.submitreview")).toBe(false);
    expect(isAuthorityKey("products")).toBe(false);
  });
});

/**
 * Files reached from `entries` by imports, re-exports (type-only ones too) and `import()`: everything `tsc`
 * must read to check them.
 */
function staticClosure(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pattern =
    /(?:(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?|\bimport\(\s*)["']([^"']+)["']/g;
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const m of fs.readFileSync(file, "utf8").matchAll(pattern)) {
      const spec = m[1];
      if (!spec.startsWith(".")) {
        packages.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
        .map((e) => base + e)
        .find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
      if (found && /\.tsx?$/.test(found)) queue.push(found);
    }
  }
  return { files, packages };
}

function tsFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return tsFilesUnder(p);
    return /\.ts$/.test(d.name) && !d.name.endsWith(".d.ts") ? [p] : [];
  });
}

describe("the pure side", () => {
  it("the API, the registry and the authority rules reach no .tsx file and no React", () => {
    const entries = [
      ...tsFilesUnder(path.join(ROOT, "server")),
      path.join(ROOT, "src/resources/index.ts"),
      path.join(ROOT, "src/access/authorities.ts"),
      path.join(ROOT, "src/access/ability.ts"),
    ];
    const { files, packages } = staticClosure(entries);
    const views = [...files].filter((f) => f.endsWith(".tsx")).map((f) => path.relative(ROOT, f));
    expect(views).toEqual([]);
    expect([...packages].filter((p) => /^(react|react-dom|antd|@refinedev|@ant-design)$/.test(p))).toEqual([]);
  });
});

describe("server routes name registry authorities", () => {
  it("a misspelt authority on a route fails tsc", () => {
    // @ts-expect-error: "products.lst" is no authority; this line is the compile-time check that a route's
    // authority is the registry's AuthorityKey, so the directive is the test itself.
    const options = shopRoute("products.lst");
    expect(options.config).toEqual({ access: "shop", authority: "products.lst" });
    expect(shopRoute("products.list").config.authority).toBe("products.list");
  });
});
