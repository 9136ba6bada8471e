/**
 * Stand-in for `resize-observer-polyfill` in the portal build (vite.config.ts `resolve.alias`): every
 * browser the portal supports has ResizeObserver, so antd's resize observers use the native one.
 */
export default globalThis.ResizeObserver;
