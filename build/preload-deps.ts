/**
 * Shorter preload lists for lazy imports (bench/README.md "Portal load").
 *
 * For every `import()` Vite writes the chunks to preload beside it (`__vite__mapDeps([...])`), walking the
 * imported chunk's static imports. That walk stops only at the importing chunk itself, so a lazy route in
 * src/refine-app.tsx listed again the entry, the runtime and every chunk refine-app.tsx imports statically:
 * chunks the browser has loaded and run before that `import()` can run at all. Preloading them again does
 * nothing (the preload helper finds them loaded), but the lists cost about 7 kB gzip in the Refine chunk
 * alone. This leaves out of each list the chunks in the importing chunk's static closure; what is left is
 * exactly what the browser may still need to fetch. CSS files are untouched (Vite adds them after this).
 */
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

export function preloadDeps(): Plugin {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();

  /** The chunks loaded and run before chunk `file`'s code runs: itself and its static imports, transitively. */
  const loadedWith = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const walk = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === "chunk") chunk.imports.forEach(walk);
    };
    walk(file);
    closures.set(file, seen);
    return seen;
  };

  return {
    name: "preload-deps",
    apply: "build",
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType !== "js" || !bundle) return deps;
            const loaded = loadedWith(hostId);
            return deps.filter((dep) => !loaded.has(dep));
          },
        },
      },
    }),
    generateBundle: {
      // Before Vite's import analysis, which calls resolveDependencies while it rewrites the chunks.
      order: "pre",
      handler(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
  };
}
