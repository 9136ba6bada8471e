/**
 * antd 5's Table renders a hidden "measure row" (aria-hidden, for column widths) that contains copies of the
 * header cells, including the focusable "select all" checkbox and sorters: axe's aria-hidden-focus
 * (serious). Upstream: react-component/table "improve measurerow a11y experience" (PR #1346, not released
 * in the antd 5 line). Marking those rows `inert` removes the copies from focus and the accessibility tree
 * and changes nothing else: they only size columns.
 */
const SELECTOR = "tr.ant-table-measure-row:not([inert])";

function mark(root: ParentNode): void {
  root.querySelectorAll(SELECTOR).forEach((row) => row.setAttribute("inert", ""));
}

/** Starts watching the document; call once at start-up. Answers the stop function. */
export function inertMeasureRows(doc: Document = document): () => void {
  mark(doc);
  const observer = new MutationObserver(() => mark(doc));
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
