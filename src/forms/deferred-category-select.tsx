/**
 * The category picker of a filter bar (spec §3 "Category"), loaded on first use: until the user reaches
 * it, a plain Select with the same label, placeholder and size stands in, so a list does not load the
 * tree select (about 9 kB gzip) nor ask for the category tree before anyone filters by category. Pointing
 * at it starts the download; focusing it swaps in the CategorySelect (focused), a click also opens it.
 * With a value (a category filter in the URL) the CategorySelect is shown at once, to show its title.
 */
import { Suspense, lazy, useState } from "react";
import { Select } from "antd";
import type { CategorySelectProps } from "./category-select";

const load = () => import("./category-select");
const CategorySelect = lazy(() => load().then((m) => ({ default: m.CategorySelect })));

type Use = "none" | "focus" | "open";

export function DeferredCategorySelect(props: CategorySelectProps) {
  const [use, setUse] = useState<Use>("none");
  const standIn = (
    <Select
      id={props.id}
      aria-label={props["aria-label"]}
      value={props.value}
      placeholder={props.placeholder}
      disabled={props.disabled}
      allowClear={props.allowClear}
      open={false}
      style={{ width: "100%" }}
      onMouseEnter={() => void load()}
      onMouseDown={() => setUse("open")}
      onFocus={() => setUse((now) => (now === "none" ? "focus" : now))}
    />
  );
  if (use === "none" && props.value === undefined) return standIn;
  return (
    <Suspense fallback={standIn}>
      <CategorySelect {...props} autoFocus={use !== "none"} defaultOpen={use === "open"} />
    </Suspense>
  );
}
