// Must load before antd renders anything under React 19 (STACK.md).
import "@ant-design/v5-patch-for-react-19";
import "antd/dist/reset.css";
import "./shell/contrast.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadRoute } from "./app";
import { detectLanguage, initI18n, loadUiLocale } from "./providers/i18n-provider";
import { inertMeasureRows } from "./shell/inert-measure-rows";

async function start(): Promise<void> {
  const lang = detectLanguage();
  const [, antdLocale] = await Promise.all([initI18n(lang), loadUiLocale(lang), preloadRoute()]);
  inertMeasureRows();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App antdLocale={antdLocale} />
    </StrictMode>,
  );
}

void start();
