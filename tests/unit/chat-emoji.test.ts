/**
 * The chat's emoji table and stickers (spec §9 "Emoji table 105 entries, 24 large stickers") and the scroll
 * loader's timing (spec §4 "ends when callbacks finish or after 5 s, minimum 1 s"; §9 edge threshold 20).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHAT_EMOJI, CHAT_STICKERS, STICKER_CODES, renderEmojiCodes } from "../../src/domain/chat-emoji";
import { atTopEdge, runScrollLoad } from "../../src/resources/chats/scroll-loader";
import { chatSendSchema } from "../../src/resources/chats/schema";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");

describe("emoji and stickers", () => {
  it("the emoji table has exactly 105 entries with distinct codes and characters", () => {
    expect(CHAT_EMOJI).toHaveLength(105);
    expect(new Set(CHAT_EMOJI.map((e) => e.code)).size).toBe(105);
    expect(new Set(CHAT_EMOJI.map((e) => e.char)).size).toBe(105);
    for (const e of CHAT_EMOJI) expect(e.code).toMatch(/^\[[a-z_]+\]$/);
  });

  it("there are exactly 24 stickers, each a picture in public/stickers", () => {
    expect(CHAT_STICKERS).toHaveLength(24);
    expect(new Set(STICKER_CODES).size).toBe(24);
    for (const code of STICKER_CODES) {
      const svg = fs.readFileSync(path.join(PUBLIC, "stickers", `${code}.svg`), "utf8");
      expect(svg).toContain('width="96" height="96"');
    }
  });

  it("table codes in a text show as their characters; unknown brackets stay", () => {
    expect(renderEmojiCodes("Siap [thumbsup] [tidak-ada] [smile]")).toBe("Siap 👍 [tidak-ada] 😄");
  });

  it("a sticker message must name one of the 24", () => {
    const base = { conversationId: 1, clientId: "a1", kind: "sticker" };
    expect(chatSendSchema.safeParse({ ...base, body: "thanks" }).success).toBe(true);
    expect(chatSendSchema.safeParse({ ...base, body: "smile" }).success).toBe(false);
  });
});

describe("scroll loader", () => {
  /** A fake clock: `wait(ms)` resolves when `advance` passes its time. */
  function clock() {
    let now = 0;
    const timers: { at: number; resolve: () => void }[] = [];
    const wait = (ms: number) => new Promise<void>((resolve) => timers.push({ at: now + ms, resolve }));
    const advance = async (ms: number) => {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) t.resolve();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { wait, advance };
  }

  it("starts within 20 px of the top edge", () => {
    expect(atTopEdge(0)).toBe(true);
    expect(atTopEdge(20)).toBe(true);
    expect(atTopEdge(21)).toBe(false);
  });

  it("a quick load still shows for 1 s", async () => {
    const c = clock();
    let ended = false;
    const run = runScrollLoad(async () => undefined, c.wait).then((r) => ((ended = true), r));
    await c.advance(999);
    expect(ended).toBe(false);
    await c.advance(1);
    expect(await run).toEqual({ finished: true });
  });

  it("a load that never ends stops showing after 5 s", async () => {
    const c = clock();
    let ended = false;
    const run = runScrollLoad(() => new Promise(() => undefined), c.wait).then((r) => ((ended = true), r));
    await c.advance(4_999);
    expect(ended).toBe(false);
    await c.advance(1);
    expect(await run).toEqual({ finished: false });
  });
});
