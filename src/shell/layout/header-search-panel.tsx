/**
 * The header's product and store search (spec §1; §3 "Search results", "Store suggestion"; §7, §9): a text
 * box of at most 150 characters, suggestions 500 ms after typing stops (./use-search-suggestions.ts), the
 * last 5 searches from the `inputSearchHistory` cookie, each removable. Submitting opens the buyer portal's
 * search page in a new tab and stores the text. Loaded lazily by ./buyer-bar.tsx (start-up budget).
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import theme from "antd/es/theme";
import CloseOutlined from "@ant-design/icons/es/icons/CloseOutlined";
import HistoryOutlined from "@ant-design/icons/es/icons/HistoryOutlined";
import { MAX_SEARCH_TEXT } from "../../domain/search";
import { formatRupiah } from "../../domain/money";
import { buyerPortalUrl } from "../../providers/runtime-config";
import { forgetSearchText, readSearchHistory, rememberSearchText } from "./search-history";
import { useSearchSuggestions } from "./use-search-suggestions";

const LIST = { listStyle: "none", margin: 0, padding: 0 } as const;
const H3 = { fontSize: 13, fontWeight: 600, margin: "12px 0 4px" } as const;

/** The buyer portal's search page for `text`. */
export const searchPageUrl = (text: string) => buyerPortalUrl(`/search?keyword=${encodeURIComponent(text)}`);

export function HeaderSearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("shell");
  const { token } = theme.useToken();
  const [text, setText] = useState("");
  const [history, setHistory] = useState<string[]>(readSearchHistory);
  const { suggestions, loading } = useSearchSuggestions(text);
  const listId = useId();

  const go = (value: string) => {
    const entry = value.trim();
    if (!entry) return;
    setHistory(rememberSearchText(entry));
    window.open(searchPageUrl(entry), "_blank", "noopener,noreferrer");
  };
  const muted = { color: token.colorTextSecondary } as const;
  const hasSuggestions = suggestions.itemData.length + suggestions.shopData.length > 0;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t("header.search.title")}
      style={{ top: 24 }}
      destroyOnHidden
    >
      <Input.Search
        autoFocus
        aria-label={t("header.search.label")}
        aria-controls={listId}
        placeholder={t("header.search.placeholder")}
        maxLength={MAX_SEARCH_TEXT}
        showCount
        allowClear
        value={text}
        enterButton={t("header.search.submit")}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => go(value)}
      />
      <div id={listId} aria-live="polite" aria-busy={loading}>
        {hasSuggestions ? (
          <>
            {suggestions.itemData.length > 0 ? (
              <>
                <h3 style={H3}>{t("header.search.products")}</h3>
                <ul style={LIST} data-testid="suggest-items">
                  {suggestions.itemData.map((i) => (
                    <li key={i.itemId} style={{ padding: "4px 0" }}>
                      <a href={buyerPortalUrl(`/product/${i.itemId}`)} target="_blank" rel="noopener noreferrer">
                        {i.name}
                      </a>
                      <span style={muted}>{` · ${i.partNo} · ${formatRupiah(i.price)}`}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {suggestions.shopData.length > 0 ? (
              <>
                <h3 style={H3}>{t("header.search.stores")}</h3>
                <ul style={LIST} data-testid="suggest-shops">
                  {suggestions.shopData.map((s) => (
                    <li key={s.shopId} style={{ padding: "4px 0" }}>
                      <a href={buyerPortalUrl(`/shop/${s.shopId}`)} target="_blank" rel="noopener noreferrer">
                        {s.shopName}
                      </a>
                      {s.cityName ? <span style={muted}>{` · ${s.cityName}`}</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
      {history.length > 0 ? (
        <>
          <h3 style={H3}>{t("header.search.history")}</h3>
          <ul style={LIST} data-testid="search-history">
            {history.map((h) => (
              <li key={h} style={{ display: "flex", alignItems: "center", gap: 4 }}>
                <Button
                  type="link"
                  icon={<HistoryOutlined aria-hidden />}
                  onClick={() => go(h)}
                  style={{ paddingLeft: 0 }}
                >
                  {h}
                </Button>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={t("header.search.remove", { text: h })}
                  onClick={() => setHistory(forgetSearchText(h))}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}

export default HeaderSearchPanel;
