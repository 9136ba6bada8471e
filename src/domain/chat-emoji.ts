/**
 * The chat's emoji table and stickers (spec §9 "Emoji table 105 entries, 24 large stickers"; §2 message-chat).
 * Pure data shared by the API (a sticker message names one of STICKER_CODES), the seed and the portal (the
 * pickers and the renderer).
 *
 * Emoji travel inside the text as Unicode characters; a text that carries a table code such as `[smile]`
 * (the form some marketplace apps send) is shown with the code's character (`renderEmojiCodes`). Stickers
 * are pictures: `public/stickers/<code>.svg`, shown at STICKER_SIZE px.
 */

/** One entry of the emoji table: its code, its character and an English name (data, not UI text). */
export interface ChatEmoji {
  code: string;
  char: string;
  name: string;
}

const EMOJI: readonly (readonly [string, string])[] = [
  ["smile", "😄"],
  ["grin", "😁"],
  ["joy", "😂"],
  ["rofl", "🤣"],
  ["smiley", "😃"],
  ["sweat_smile", "😅"],
  ["laughing", "😆"],
  ["wink", "😉"],
  ["blush", "😊"],
  ["yum", "😋"],
  ["sunglasses", "😎"],
  ["heart_eyes", "😍"],
  ["kissing_heart", "😘"],
  ["slight_smile", "🙂"],
  ["hugging", "🤗"],
  ["thinking", "🤔"],
  ["neutral", "😐"],
  ["expressionless", "😑"],
  ["no_mouth", "😶"],
  ["rolling_eyes", "🙄"],
  ["smirk", "😏"],
  ["persevere", "😣"],
  ["disappointed_relieved", "😥"],
  ["open_mouth", "😮"],
  ["zipper_mouth", "🤐"],
  ["hushed", "😯"],
  ["sleepy", "😪"],
  ["tired", "😫"],
  ["sleeping", "😴"],
  ["relieved", "😌"],
  ["stuck_out_tongue", "😛"],
  ["stuck_out_tongue_winking", "😜"],
  ["drooling", "🤤"],
  ["unamused", "😒"],
  ["sweat", "😓"],
  ["pensive", "😔"],
  ["confused", "😕"],
  ["upside_down", "🙃"],
  ["money_mouth", "🤑"],
  ["astonished", "😲"],
  ["frowning", "🙁"],
  ["confounded", "😖"],
  ["disappointed", "😞"],
  ["worried", "😟"],
  ["triumph", "😤"],
  ["cry", "😢"],
  ["sob", "😭"],
  ["frowning_open", "😦"],
  ["anguished", "😧"],
  ["fearful", "😨"],
  ["weary", "😩"],
  ["grimacing", "😬"],
  ["cold_sweat", "😰"],
  ["scream", "😱"],
  ["flushed", "😳"],
  ["dizzy_face", "😵"],
  ["rage", "😡"],
  ["angry", "😠"],
  ["mask", "😷"],
  ["thermometer_face", "🤒"],
  ["nerd", "🤓"],
  ["innocent", "😇"],
  ["cowboy", "🤠"],
  ["clown", "🤡"],
  ["lying", "🤥"],
  ["shushing", "🤫"],
  ["partying", "🥳"],
  ["star_struck", "🤩"],
  ["thumbsup", "👍"],
  ["thumbsdown", "👎"],
  ["ok_hand", "👌"],
  ["clap", "👏"],
  ["wave", "👋"],
  ["pray", "🙏"],
  ["handshake", "🤝"],
  ["muscle", "💪"],
  ["crossed_fingers", "🤞"],
  ["raised_hands", "🙌"],
  ["fist", "👊"],
  ["call_me", "🤙"],
  ["heart", "❤️"],
  ["broken_heart", "💔"],
  ["fire", "🔥"],
  ["star", "⭐"],
  ["sparkles", "✨"],
  ["tada", "🎉"],
  ["gift", "🎁"],
  ["moneybag", "💰"],
  ["car", "🚗"],
  ["truck", "🚚"],
  ["motorcycle", "🏍️"],
  ["wrench", "🔧"],
  ["hammer", "🔨"],
  ["gear", "⚙️"],
  ["package", "📦"],
  ["phone", "📱"],
  ["alarm_clock", "⏰"],
  ["calendar", "📅"],
  ["check", "✅"],
  ["cross", "❌"],
  ["warning", "⚠️"],
  ["question", "❓"],
  ["exclamation", "❗"],
  ["hundred", "💯"],
  ["coffee", "☕"],
];

/** The 105 emoji of the picker, in picker order (spec §9). */
export const CHAT_EMOJI: readonly ChatEmoji[] = EMOJI.map(([name, char]) => ({ code: `[${name}]`, char, name }));

const BY_CODE = new Map(CHAT_EMOJI.map((e) => [e.code, e.char]));

/** `text` with every known `[code]` of the table replaced by its character; unknown brackets stay as typed. */
export function renderEmojiCodes(text: string): string {
  return text.replace(/\[[a-z_]+\]/g, (code) => BY_CODE.get(code) ?? code);
}

/** One sticker: its code (the message body and the file name), the word drawn on it, its colour and glyph. */
export interface ChatSticker {
  code: string;
  word: string;
  glyph: string;
  colour: string;
}

/** The 24 stickers (spec §9 "24 large stickers"); the words are Indonesian, as drawn on the pictures. */
export const CHAT_STICKERS: readonly ChatSticker[] = [
  { code: "thanks", word: "Terima kasih", glyph: "♥", colour: "#d94a64" },
  { code: "hello", word: "Halo", glyph: "Hi", colour: "#2f7ed8" },
  { code: "ok", word: "Oke", glyph: "OK", colour: "#2e9d5b" },
  { code: "deal", word: "Deal", glyph: "✓", colour: "#1d7a74" },
  { code: "wait", word: "Tunggu ya", glyph: "…", colour: "#8a6d1f" },
  { code: "sent", word: "Sudah dikirim", glyph: "➜", colour: "#5a4fcf" },
  { code: "ready", word: "Ready stok", glyph: "✓", colour: "#2e7d32" },
  { code: "sorry", word: "Maaf", glyph: ":(", colour: "#6d5f8c" },
  { code: "great", word: "Mantap", glyph: "★", colour: "#c2571a" },
  { code: "love", word: "Suka", glyph: "♥", colour: "#c2185b" },
  { code: "laugh", word: "Haha", glyph: ":D", colour: "#b8860b" },
  { code: "thinking", word: "Hmm", glyph: "?", colour: "#546e7a" },
  { code: "fast", word: "Cepat", glyph: "»", colour: "#d84315" },
  { code: "checking", word: "Dicek dulu", glyph: "⌕", colour: "#00796b" },
  { code: "paid", word: "Sudah bayar", glyph: "Rp", colour: "#1b5e20" },
  { code: "onway", word: "Di jalan", glyph: "→", colour: "#283593" },
  { code: "original", word: "Original", glyph: "★", colour: "#6a1b9a" },
  { code: "discount", word: "Diskon", glyph: "%", colour: "#ad1457" },
  { code: "morning", word: "Selamat pagi", glyph: "☼", colour: "#ef6c00" },
  { code: "night", word: "Selamat malam", glyph: "☾", colour: "#37474f" },
  { code: "service", word: "Servis", glyph: "⚙", colour: "#4e6a2e" },
  { code: "car", word: "Mobil", glyph: "▭", colour: "#0277bd" },
  { code: "motor", word: "Motor", glyph: "○○", colour: "#5d4037" },
  { code: "bye", word: "Sampai jumpa", glyph: "Bye", colour: "#455a64" },
];

/** Sticker codes, as a sticker message's body carries them. */
export const STICKER_CODES: readonly string[] = CHAT_STICKERS.map((s) => s.code);

/** Shown size of a sticker, px (square). */
export const STICKER_SIZE = 96;

/** The sticker picture's path on the portal's origin (Vite's public dir, served by the API). */
export function stickerUrl(code: string): string {
  return `/stickers/${code}.svg`;
}
