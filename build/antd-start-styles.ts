/**
 * antd's CSS for the components every start renders (the root's App and Spin; the sign-in page's Form with
 * its grid, Input, Button, Alert and Radio), computed at build time into a stylesheet that index.html
 * links (vite.config.ts `antdStartCss`). Measured under Lighthouse's mobile CPU, generating these styles in
 * the browser (tokens, style objects, serialising, the grid's 24 columns per breakpoint) took about a third
 * of the sign-in page's start-up.
 *
 * This is antd's own static extraction (`extractStyle` of @ant-design/cssinjs, as antd's SSR guide does):
 * the sheet ends with a rule naming each style's cache path, and antd in the page reads it and uses the
 * sheet instead of generating the style. Paths contain the theme's token hash, so the sheet must be built
 * from the same theme (src/shell/theme.ts) and antd version as the bundle; a style the sheet lacks, or a
 * sheet that does not match, is simply generated in the page as before.
 *
 * Node's antd (lib/, CommonJS) is used, with its own @ant-design/cssinjs, so the cache given to
 * StyleProvider is the one its components write to.
 */
import type { ThemeConfig } from "antd";

/**
 * The CSS text (plain, no <style> tags) of the start components under `theme`, with antd's cache-path
 * rule last. Call with `process.env.NODE_ENV === "production"`: antd names its hash classes differently in
 * development, and the page would not find them.
 */
export async function antdStartStyles(theme: ThemeConfig): Promise<string> {
  const { createElement: h } = await import("react");
  const { renderToString } = await import("react-dom/server");
  const { createCache, extractStyle, StyleProvider } = await import("@ant-design/cssinjs");
  const { Alert, App, Button, ConfigProvider, Form, Input, Radio, Spin } = await import("antd");
  const cache = createCache();
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(
        ConfigProvider,
        { theme },
        h(
          App,
          null,
          h(Spin),
          h(Alert, { type: "error", showIcon: true, message: "-" }),
          h(Form, { layout: "vertical" }, h(Form.Item, { label: "-", name: "-" }, h(Input))),
          h(Button, { type: "primary" }, "-"),
          h(Radio.Group, { optionType: "button", size: "small", options: [{ value: 1, label: "-" }] }),
        ),
      ),
    ),
  );
  return extractStyle(cache, { plain: true });
}
