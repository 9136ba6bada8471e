/**
 * The resources' custom endpoint maps out of the start chunk (bench/README.md "Portal load").
 *
 * A descriptor (src/resources/<dir>/index.ts) stays the single source of its endpoints, but the shell needs
 * only its routes, titles and authorities at start; `endpoints.custom` (most of the registry's API paths) is
 * read by the data provider alone, when a page makes a custom call. In the portal build:
 * - a descriptor module is compiled without its `endpoints.custom` property;
 * - `<descriptor>?custom-endpoints` answers that map alone (`export default { name: path }`), a chunk of its own;
 * - src/resources/custom-endpoints.ts (which in the sources hands the descriptors' own maps out) is replaced by
 *   one loader per resource importing that chunk.
 * Everything else (tests, tsc, the API) reads the descriptors whole. A map must be plain literals (strings in an
 * object): anything else fails the build here rather than the data provider in a browser.
 */
import fs from "node:fs";
import path from "node:path";
import { parseSync, type Plugin } from "vite";

const DESCRIPTOR = /[\\/]src[\\/]resources[\\/][^\\/]+[\\/]index\.ts$/;
const LOADERS = /[\\/]src[\\/]resources[\\/]custom-endpoints\.ts$/;
const QUERY = "?custom-endpoints";

/** A descriptor's name, its custom endpoint map and the source range of the `custom` property. */
export interface CustomEndpoints {
  name: string;
  custom: Record<string, string>;
  /** Range of `custom: {...}` in the source, with the comma after it. */
  start: number;
  end: number;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** The object of `{...} as const satisfies T` (or a bare object). */
function objectOf(node: unknown): Node | null {
  let current = node;
  while (isNode(current) && (current.type === "TSSatisfiesExpression" || current.type === "TSAsExpression")) {
    current = current.expression;
  }
  return isNode(current) && current.type === "ObjectExpression" ? current : null;
}

function propertyKey(prop: Node): string | null {
  const key = prop.key as Node;
  if (prop.computed) return null;
  if (key.type === "Identifier") return key.name as string;
  return key.type === "Literal" && typeof key.value === "string" ? key.value : null;
}

function property(object: Node, name: string): Node | undefined {
  return (object.properties as Node[]).find((p) => p.type === "Property" && propertyKey(p) === name);
}

function literalString(node: Node): string | null {
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  const quasis = node.quasis as Node[] | undefined;
  if (node.type === "TemplateLiteral" && (node.expressions as Node[]).length === 0 && quasis?.length === 1) {
    return (quasis[0].value as { cooked: string }).cooked;
  }
  return null;
}

/**
 * Finds the exported descriptor of a resource's index.ts (`export const x = { name: "...", endpoints: { custom:
 * {...} } }`) and its custom endpoint map. Null when the module has no descriptor with a custom map.
 * @throws Error when the map holds anything but string literals (a path built at run time cannot be split out).
 */
export function findCustomEndpoints(file: string, code: string): CustomEndpoints | null {
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : null;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const descriptor = objectOf(declarator.init);
      const nameNode = descriptor && property(descriptor, "name");
      const endpoints = descriptor && objectOf(property(descriptor, "endpoints")?.value);
      const customProp = endpoints && property(endpoints, "custom");
      const name = nameNode ? literalString(nameNode.value as Node) : null;
      if (!name || !customProp) continue;
      const map = objectOf(customProp.value);
      if (!map) throw new Error(`${file}: endpoints.custom of ${name} is not an object literal`);
      const custom: Record<string, string> = {};
      for (const entry of map.properties as Node[]) {
        const key = entry.type === "Property" ? propertyKey(entry) : null;
        const value = key ? literalString(entry.value as Node) : null;
        if (key === null || value === null) {
          throw new Error(`${file}: endpoints.custom of ${name} must hold string literals only`);
        }
        custom[key] = value;
      }
      const end = /^\s*,/.exec(code.slice(customProp.end))?.[0].length ?? 0;
      return { name, custom, start: customProp.start, end: customProp.end + end };
    }
  }
  return null;
}

/** The build plugin (see the module doc); `root` is the project root. */
export function registryEndpoints(root: string): Plugin {
  const resourcesDir = path.join(root, "src", "resources");
  return {
    name: "registry-endpoints",
    // The production build only: `vite` in development serves the descriptors whole, as the tests read them.
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id.endsWith(QUERY)) {
        const file = id.slice(0, -QUERY.length);
        const found = findCustomEndpoints(file, fs.readFileSync(file, "utf8"));
        return { code: `export default ${JSON.stringify(found?.custom ?? {})};`, map: null, moduleType: "js" };
      }
      if (!LOADERS.test(id)) return null;
      const loaders: string[] = [];
      for (const dir of fs.readdirSync(resourcesDir, { withFileTypes: true })) {
        const file = path.join(resourcesDir, dir.name, "index.ts");
        if (!dir.isDirectory() || !fs.existsSync(file)) continue;
        this.addWatchFile(file);
        const found = findCustomEndpoints(file, fs.readFileSync(file, "utf8"));
        const spec = JSON.stringify(`${file.split(path.sep).join("/")}${QUERY}`);
        if (found) loaders.push(`  ${JSON.stringify(found.name)}: () => import(${spec}).then((m) => m.default),`);
      }
      return {
        code: `export const customEndpointLoaders = {\n${loaders.join("\n")}\n};\n`,
        map: null,
        moduleType: "js",
      };
    },
    transform(code, id) {
      if (!DESCRIPTOR.test(id)) return null;
      const found = findCustomEndpoints(id, code);
      return found ? { code: code.slice(0, found.start) + code.slice(found.end), map: null } : null;
    },
  };
}
