/**
 * Writes the 24 chat stickers (spec §9 "24 large stickers") to public/stickers/<code>.svg from
 * src/domain/chat-emoji.ts CHAT_STICKERS: a coloured disc with a large glyph and the sticker's word, original
 * artwork drawn with plain SVG and system fonts. Run `npx tsx scripts/stickers.ts` after changing the table.
 */
import fs from "node:fs";
import path from "node:path";
import { CHAT_STICKERS, STICKER_SIZE } from "../src/domain/chat-emoji";

const OUT = path.resolve(import.meta.dirname, "../public/stickers");
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

fs.mkdirSync(OUT, { recursive: true });
for (const s of CHAT_STICKERS) {
  const wordSize = s.word.length > 10 ? 11 : 13;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${STICKER_SIZE}" height="${STICKER_SIZE}" viewBox="0 0 96 96" role="img" aria-label="${escape(s.word)}">
  <circle cx="48" cy="48" r="46" fill="${s.colour}"/>
  <circle cx="48" cy="48" r="40" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
  <text x="48" y="50" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escape(s.glyph)}</text>
  <text x="48" y="72" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${wordSize}" font-weight="700" fill="#ffffff">${escape(s.word)}</text>
</svg>
`;
  fs.writeFileSync(path.join(OUT, `${s.code}.svg`), svg);
}
