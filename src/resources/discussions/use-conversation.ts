/**
 * The replies of a discussion as the conversation shows them (spec §2 message-discussion, §4 scroll loader):
 * /api/forum/ina/reply/page/postId pages oldest first, so the newest replies are on the last page. The
 * conversation opens on the last page and loads earlier pages as the user pulls the top edge. When the
 * reply count changes (a reply sent, a buyer's entry arriving), every page from the earliest loaded one to
 * the new last page is read again.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Page } from "../../domain/wire";
import { useEndpointCall } from "../../providers/data-hooks";
import type { ForumReplyRow } from "./schema";

/** Replies per page of the conversation. */
export const REPLY_PAGE_SIZE = 20;

export function useConversation(postId: number | undefined, replyCount: number | undefined) {
  const call = useEndpointCall<Page<ForumReplyRow>>("discussions", "replies");
  const [pages, setPages] = useState<ReadonlyMap<number, ForumReplyRow[]>>(new Map());
  const [error, setError] = useState<unknown>(null);
  const lowestRef = useRef<number | null>(null);
  const last = Math.max(1, Math.ceil((replyCount ?? 0) / REPLY_PAGE_SIZE));

  const read = useCallback(
    async (pageNos: number[]) => {
      if (postId === undefined) return;
      try {
        const answers = await Promise.all(
          pageNos.map(async (pageNo) => {
            const page = await call({ postId, pageNo, pageSize: REPLY_PAGE_SIZE });
            return [pageNo, page.data] as const;
          }),
        );
        setPages((current) => {
          const next = new Map(current);
          for (const [pageNo, rows] of answers) next.set(pageNo, rows);
          return next;
        });
        const lowest = Math.min(...pageNos);
        if (lowestRef.current === null || lowest < lowestRef.current) lowestRef.current = lowest;
        setError(null);
      } catch (err) {
        setError(err);
      }
    },
    [call, postId],
  );

  useEffect(() => {
    if (postId === undefined || replyCount === undefined) return;
    const from = Math.min(lowestRef.current ?? last, last);
    void read(Array.from({ length: last - from + 1 }, (_, i) => from + i));
  }, [postId, replyCount, last, read]);

  const lowest = lowestRef.current ?? last;
  const loadOlder = useCallback(async () => {
    if (lowest > 1) await read([lowest - 1]);
  }, [lowest, read]);

  const entries = [...pages.keys()].sort((a, b) => a - b).flatMap((k) => pages.get(k) ?? []);
  return { entries, hasOlder: lowest > 1 && pages.size > 0, loadOlder, error, loaded: pages.size > 0 };
}
