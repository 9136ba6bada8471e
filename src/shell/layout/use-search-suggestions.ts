/**
 * Suggestions of the header search (spec §1, §7 "Header search requests suggestions 500 ms after typing
 * stops", §9): POST /api/search/ina/suggest { keyword } -> { itemData, shopData }, asked 500 ms after the
 * last change of a non-blank text; an answer to an older text is dropped; a failure shows no suggestions.
 */
import { useEffect, useRef, useState } from "react";
import { post } from "../../providers/http";
import { search } from "../../resources/endpoint-groups";
import { MAX_SEARCH_TEXT, SEARCH_DEBOUNCE_MS, type SearchSuggestions } from "../../domain/search";

export const SUGGEST_PATH = search.endpoints.custom.suggest;
const NONE: SearchSuggestions = { itemData: [], shopData: [] };

/** The suggestions for `text` (trimmed), and whether a request for it is under way. */
export function useSearchSuggestions(text: string): { suggestions: SearchSuggestions; loading: boolean } {
  const [suggestions, setSuggestions] = useState<SearchSuggestions>(NONE);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const keyword = text.trim().slice(0, MAX_SEARCH_TEXT);
  useEffect(() => {
    const mine = ++seq.current;
    if (!keyword) {
      setSuggestions(NONE);
      setLoading(false);
      return;
    }
    const timer = setTimeout(() => {
      setLoading(true);
      post<SearchSuggestions>(SUGGEST_PATH, { keyword }).then(
        (answer) => {
          if (mine !== seq.current) return;
          setSuggestions({ itemData: answer?.itemData ?? [], shopData: answer?.shopData ?? [] });
          setLoading(false);
        },
        () => {
          if (mine !== seq.current) return;
          setSuggestions(NONE);
          setLoading(false);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  return { suggestions, loading };
}
