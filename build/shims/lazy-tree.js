/**
 * Stand-in for antd's Tree inside antd Table's filter dropdown (vite.config.ts `lazyTableFilterTree`, portal
 * build only). The dropdown renders a Tree only for a column with `filterMode: "tree"`, which no portal table
 * uses, yet its static import put rc-tree and the tree styles (about 12 kB gzip) in every table page. This
 * renders the same antd Tree with the same props, loaded the first time such a dropdown opens.
 */
import { createElement, lazy, Suspense } from "react";

const Tree = lazy(() => import("antd/es/tree"));

export default function LazyTree(props) {
  return createElement(Suspense, { fallback: null }, createElement(Tree, props));
}
