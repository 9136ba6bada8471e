/**
 * The buyer-facing part of the header (spec §1): product and store search, vehicle search, the inquiry
 * button with Mobil / Motor, the cart link with its count, and the link to the seller's own shop page on
 * the buyer portal. Icon buttons with names (the search button also shows its placeholder where there is
 * room, header.css); the search and vehicle panels load on first use (start-up budget, bench/README.md).
 */
import { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Dropdown from "antd/es/dropdown";
import CarOutlined from "@ant-design/icons/es/icons/CarOutlined";
import FormOutlined from "@ant-design/icons/es/icons/FormOutlined";
import SearchOutlined from "@ant-design/icons/es/icons/SearchOutlined";
import ShopOutlined from "@ant-design/icons/es/icons/ShopOutlined";
import ShoppingCartOutlined from "@ant-design/icons/es/icons/ShoppingCartOutlined";
import { buyerPortalUrl } from "../../providers/runtime-config";
import { useCartCount } from "./use-header-counts";

const HeaderSearchPanel = lazy(() => import("./header-search-panel"));
const VehicleSearchPanel = lazy(() => import("./vehicle-search-panel"));

/**
 * Vehicle types of the inquiry button (src/domain/reference.ts VehicleType: 1 car, 2 motorcycle), repeated
 * here because that module carries zod, which the start-up chunk must not load (bench/README.md).
 */
const VehicleType = { car: 1, motorcycle: 2 } as const;

/** The buyer portal's inquiry page for a car (1) or a motorbike (2). */
export const inquiryUrl = (vehicleType: number) => buyerPortalUrl(`/inquiry?vehicleType=${vehicleType}`);

const ICON = { fontSize: 18 } as const;
/** Badge overflow (spec §9 "Badge overflow 99+"). */
const BADGE_OVERFLOW_COUNT = 99;

export function BuyerBar({ shopId }: { shopId?: number }) {
  const { t } = useTranslation("shell");
  const [panel, setPanel] = useState<"none" | "search" | "vehicle">("none");
  const [loaded, setLoaded] = useState({ search: false, vehicle: false });
  const cart = useCartCount(true);
  const show = (which: "search" | "vehicle") => {
    setLoaded((l) => ({ ...l, [which]: true }));
    setPanel(which);
  };
  const close = () => setPanel("none");
  const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

  return (
    <div className="buyer-bar">
      <Button
        className="buyer-bar-search"
        icon={<SearchOutlined aria-hidden />}
        onClick={() => show("search")}
        aria-label={t("header.search.open")}
        data-testid="header-search"
      >
        <span className="buyer-bar-search-text">{t("header.search.placeholder")}</span>
      </Button>
      <Button
        type="text"
        icon={<CarOutlined aria-hidden style={ICON} />}
        onClick={() => show("vehicle")}
        aria-label={t("header.vehicle.open")}
        title={t("header.vehicle.open")}
        data-testid="header-vehicle"
      />
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            {
              key: "car",
              label: (
                <a href={inquiryUrl(VehicleType.car)} {...newTab}>
                  {t("header.inquiry.car")}
                </a>
              ),
            },
            {
              key: "motor",
              label: (
                <a href={inquiryUrl(VehicleType.motorcycle)} {...newTab}>
                  {t("header.inquiry.motor")}
                </a>
              ),
            },
          ],
        }}
      >
        <Button
          type="text"
          icon={<FormOutlined aria-hidden style={ICON} />}
          // The label is hidden below 1200 px (icon only): the name stays for screen readers (WCAG 4.1.2).
          aria-label={t("header.inquiry.button")}
          data-testid="header-inquiry"
        >
          <span className="buyer-bar-label">{t("header.inquiry.button")}</span>
        </Button>
      </Dropdown>
      <a
        href={buyerPortalUrl("/cart")}
        {...newTab}
        aria-label={t("header.cart", {
          count: cart,
          shown: cart > BADGE_OVERFLOW_COUNT ? `${BADGE_OVERFLOW_COUNT}+` : String(cart),
        })}
        data-testid="cart-link"
        className="buyer-bar-icon"
      >
        <Badge count={cart} overflowCount={BADGE_OVERFLOW_COUNT} size="small">
          <ShoppingCartOutlined aria-hidden style={{ ...ICON, color: "#1f1f1f" }} />
        </Badge>
      </a>
      {shopId ? (
        <a
          href={buyerPortalUrl(`/shop/${shopId}`)}
          {...newTab}
          aria-label={t("header.shopPage")}
          title={t("header.shopPage")}
          data-testid="shop-link"
          className="buyer-bar-icon"
        >
          <ShopOutlined aria-hidden style={{ ...ICON, color: "#1f1f1f" }} />
        </a>
      ) : null}
      <Suspense fallback={null}>
        {loaded.search ? <HeaderSearchPanel open={panel === "search"} onClose={close} /> : null}
        {loaded.vehicle ? <VehicleSearchPanel open={panel === "vehicle"} onClose={close} /> : null}
      </Suspense>
    </div>
  );
}
