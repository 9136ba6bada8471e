/** An order page shown once its texts (`orderScreens`, loaded with the page) are there; a spinner before. */
import type { ReactNode } from "react";
import { PageSpinner } from "../../shell/status/page-spinner";
import { useScreensLocale } from "./use-screens-locale";

export function OrderScreen({ children }: { children: () => ReactNode }) {
  const ready = useScreensLocale();
  return ready ? children() : <PageSpinner />;
}
