/**
 * Typed text keys (spec §9 languages, docs/architecture.md "Strings"): src/i18next.d.ts types i18next from the
 * en-US files, so react-i18next's `t` takes only keys that exist in the namespaces its hook was given, and the
 * aliases of src/domain/text-key.ts do the same for keys handed on. A wrong key fails `tsc`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { initI18n } from "../../../src/providers/i18n-provider";
import type { SubKey, TextKey } from "../../../src/domain/text-key";

function StockTitle() {
  const { t } = useTranslation(["stock", "products"]);
  return (
    <p>
      {t("titles.stockList")} / {t("products:stockType.1")}
    </p>
  );
}

/** Never called: each line is a compile-time check, so the directives are the test itself. */
export function wrongKeys(t: TFunction<["stock", "products"]>) {
  return [
    // @ts-expect-error: "titles.stocklist" (lower-case l) is no key of `stock`, the hook's first namespace.
    t("titles.stocklist"),
    // @ts-expect-error: an unprefixed key is read from the first namespace only: "stockType.1" is `products`'.
    t("stockType.1"),
    // @ts-expect-error: a prefixed key needs its namespace in the hook's list: `shell` was not given.
    t("shell:login.title"),
  ];
}

describe("typed i18n keys", () => {
  beforeAll(async () => {
    await initI18n("en-US");
  });

  it("the hook's namespaces read their keys: unprefixed from the first, prefixed from the others", () => {
    render(<StockTitle />);
    expect(screen.getByText("Stock management / Unlimited")).toBeInTheDocument();
  });

  it("a wrong key fails tsc", () => {
    // @ts-expect-error: "validation:requierd" is no key; this line is the compile-time check that a key
    // handed on (a registry title, a rule's answer) is checked too, so the directive is the test itself.
    const key: TextKey = "validation:requierd";
    // @ts-expect-error: "storeNme" is no field of `shop:apply.fields` (keys built from a code are checked).
    const field: SubKey<"shop", "apply.fields"> = "storeNme";
    const right: TextKey = "validation:required";
    expect([key, field, right]).toEqual(["validation:requierd", "storeNme", "validation:required"]);
    expect(typeof wrongKeys).toBe("function");
  });
});
