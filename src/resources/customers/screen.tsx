/**
 * A customer or partnership page shown once the texts it reads besides its route's namespace are loaded
 * (page namespaces load with their pages, src/providers/locale-loader.ts): these screens share
 * `customers` (company categories, credit texts), `partnerships` (statuses, terms) and `requests` (kinds,
 * operations). A spinner before.
 */
import type { ReactNode } from "react";
import { PageSpinner } from "../../shell/status/page-spinner";
import { useScreensLocale } from "../orders/use-screens-locale";

const NAMESPACES = ["customers", "partnerships", "requests"] as const;

export function CustomerScreen({ children }: { children: () => ReactNode }) {
  const ready = useScreensLocale(NAMESPACES);
  return ready ? children() : <PageSpinner />;
}
