/**
 * An order page shown once its texts (`orderScreens`, loaded with the page; or the `namespaces` a screen of
 * another resource reusing the order components asks for) are there; a spinner before.
 */
import type { ReactNode } from "react";
import { PageSpinner } from "../../shell/status/page-spinner";
import { useScreensLocale } from "./use-screens-locale";

export function OrderScreen({ children, namespaces }: { children: () => ReactNode; namespaces?: readonly string[] }) {
  const ready = useScreensLocale(namespaces);
  return ready ? children() : <PageSpinner />;
}
