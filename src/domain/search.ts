/**
 * The buyer-facing header's search (spec §1, §3 "Search results: itemData and shopData", "Store suggestion",
 * §7 "Header search requests suggestions 500 ms after typing stops", §9 "Search max 150", histories) and the
 * survey modal (spec §2 "A survey modal"). Pure and zod-free: the header is in every page's start chunk.
 *
 * - POST /api/search/ina/suggest { keyword (1..150 after trim) } -> SearchSuggestions
 * - POST /api/search/ina/cartCount {} -> { count }
 * - POST /api/search/ina/survey/pending {} -> { surveyKey } | null
 * - POST /api/search/ina/survey/answer { surveyKey, score? (1..5), comment? (<= 500), dismissed? }
 */
import { MAX_KEYWORD } from "./wire";

/** Longest search text (spec §9 "Search max 150"). */
export const MAX_SEARCH_TEXT = MAX_KEYWORD;
/** Suggestions asked this long after typing stops (spec §7, §9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Typing delay of the model choose block's loaders (spec §9). */
export const MODEL_TYPING_DELAY_MS = 800;
/** At most this many products and this many stores per suggestion answer. */
export const MAX_SUGGESTIONS = 5;
/** The text search history cookie (spec §9): 5 entries, newest first, duplicates removed. */
export const SEARCH_HISTORY_COOKIE = "inputSearchHistory";
export const SEARCH_HISTORY_SIZE = 5;

/** A product suggestion (spec §3 "Search results" itemData): price is the first tier's, integer rupiah. */
export interface ItemSuggestion {
  itemId: number;
  name: string;
  partNo: string;
  /** URL of the main picture, or null. */
  picture: string | null;
  price: number;
}

/** A store suggestion (spec §3 "Store suggestion"). */
export interface ShopSuggestion {
  shopId: number;
  shopName: string;
  cityName: string;
  /** URL of the logo, or null. */
  storeLogo: string | null;
}

export interface SearchSuggestions {
  itemData: ItemSuggestion[];
  shopData: ShopSuggestion[];
}

export interface CartCount {
  count: number;
}

/** The survey's score range (antd Rate, count 5) and comment limit. */
export const SURVEY_MIN_SCORE = 1;
export const SURVEY_MAX_SCORE = 5;
export const MAX_SURVEY_COMMENT = 500;

export interface SurveyPending {
  surveyKey: string;
}

export interface SurveyAnswerBody {
  surveyKey: string;
  score?: number;
  comment?: string;
  dismissed?: boolean;
}
