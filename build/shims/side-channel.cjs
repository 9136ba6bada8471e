/**
 * Stand-in for the `side-channel` package in the portal build (vite.config.ts `resolve.alias`).
 * `qs` (Refine's URL parser) uses side channels as maps from any value to a value, to detect cycles.
 * The package builds them from WeakMap and Map through `get-intrinsic` and `object-inspect`, about
 * 30 kB of code meant for engines older than the browsers the portal supports; here they are just
 * a WeakMap for objects and a Map for other keys, with the package's methods.
 */
"use strict";

module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  function mapFor(key) {
    return (typeof key === "object" && key !== null) || typeof key === "function" ? objects : others;
  }
  return {
    assert: function (key) {
      if (!mapFor(key).has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: function (key) {
      return mapFor(key).delete(key);
    },
    get: function (key) {
      return mapFor(key).get(key);
    },
    has: function (key) {
      return mapFor(key).has(key);
    },
    set: function (key, value) {
      mapFor(key).set(key, value);
    },
  };
};
