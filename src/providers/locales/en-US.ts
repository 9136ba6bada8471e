/**
 * Every en-US namespace in ONE chunk, loaded when the portal starts in en-US (src/providers/i18n-provider.ts).
 * One chunk compresses far better than one per namespace (the files share most of their words), which
 * keeps the start-up bundle within budget. `import` loads with its page (use-import-locale.ts),
 * `orderScreens` with the order pages (src/resources/orders/use-screens-locale.ts).
 */
const bundles = import.meta.glob<Record<string, unknown>>(
  ["../../../locales/en-US/*.json", "!../../../locales/en-US/import.json", "!../../../locales/en-US/orderScreens.json"],
  {
    eager: true,
    import: "default",
  },
);

export default bundles;
