// Lint rules of the project (docs/architecture.md "Boundaries"). Formatting is Prettier's (eslint-config-prettier
// turns off the stylistic rules that would fight it). Part of `npm test` through `npm run lint`.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

/** `no-restricted-imports` patterns: what a layer may not import (relative or aliased). */
const layer = (message, ...groups) => ({ group: groups, message });

const ABOVE_DOMAIN = layer(
  "src/domain is the bottom layer: it imports nothing from access, providers, forms, resources, pages, shell or server.",
  "**/access/**",
  "**/providers/**",
  "**/forms/**",
  "**/resources/**",
  "**/pages/**",
  "**/shell/**",
  "**/server/**",
  "react",
  "react-dom",
  "antd",
  "@refinedev/*",
);
const FORMS_UP = layer(
  "src/forms holds shared controls: it imports no resource, page or shell module.",
  "**/resources/**",
  "**/pages/**",
  "**/shell/**",
);
const RESOURCES_UP = layer("A resource never imports a page (pages import resources).", "**/pages/**");
const OTHER_ROUTES = layer(
  "A server module imports other modules' services, never their routes.",
  "../*/routes",
  "../*/*-routes",
  "../../modules/*/routes",
  "../../modules/*/*-routes",
  "@server/modules/*/routes",
  "@server/modules/*/*-routes",
);
const NO_VIEWS = layer(
  "src/access reads the pure registry only, never views (the server imports it).",
  "**/views",
  "**/resources/views",
  "**/resources/*/views",
  "antd",
);
const NO_VIEWS_ON_SERVER = layer(
  "The server and src/access read the pure registry only, never views.",
  "**/*.tsx",
  "**/views",
  "**/resources/views",
  "react",
  "react-dom",
  "antd",
);

const restricted = (...patterns) => ["error", { patterns }];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "bench/results/**",
      "server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "error",
    },
  },
  // Views: user-facing text comes from i18n keys (docs/architecture.md "Strings"), never JSX literals.
  {
    files: ["src/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXText[value=/[A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F]/]",
          message: "User-facing text is an i18n key (t('...')), not a JSX literal.",
        },
      ],
    },
  },
  { files: ["src/domain/**"], rules: { "no-restricted-imports": restricted(ABOVE_DOMAIN) } },
  { files: ["src/forms/**"], rules: { "no-restricted-imports": restricted(FORMS_UP) } },
  { files: ["src/resources/**"], rules: { "no-restricted-imports": restricted(RESOURCES_UP) } },
  { files: ["src/access/**"], rules: { "no-restricted-imports": restricted(NO_VIEWS) } },
  { files: ["server/**"], rules: { "no-restricted-imports": restricted(NO_VIEWS_ON_SERVER, OTHER_ROUTES) } },
  // CommonJS stand-ins for browser builds (build/shims/).
  {
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { module: "writable", require: "readonly", exports: "writable" },
    },
  },
  // Tests and tooling may print and use loose fixtures.
  {
    files: ["tests/**", "bench/**", "scripts/**"],
    rules: { "no-console": "off", "no-restricted-syntax": "off" },
  },
);
