/**
 * The one ownership check of file keys (spec §3 "Uploaded file", §5 "Upload"): every field a caller fills
 * with a file key (store documents and photos, the shop application, address photos...) must name an
 * upload that exists and belongs to the caller: to the caller's shop, or, for documents uploaded before
 * the shop existed (the store application), to the caller's own user with no shop. Generated documents
 * (kind `document`) are never accepted. The format is checked earlier by the schema
 * (src/domain/schema/file-key.ts); this check needs the database.
 */
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { files } from "../../db/schema/item";
import { fieldRefusal } from "../../http/validate";

/** Who may use an upload: the caller's shop (null before one exists) and user. */
export interface FileScope {
  shopId: number | null;
  userId: number;
}

/** One file-key field of a body: its dotted path (`storePhotos.1`) and the key, or null when empty. */
export interface FileKeyField {
  path: string;
  key: string | null | undefined;
}

/** Upload kinds a field may name (default: images). */
export type UploadKind = "image" | "media";

/** The keys among `keys` that name an upload of `kinds` owned by `scope` (one query). */
export async function ownedFileKeys(
  db: Db | Tx,
  scope: FileScope,
  keys: readonly string[],
  kinds: readonly UploadKind[] = ["image"],
): Promise<Set<string>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Set();
  const mine = and(eq(files.ownerUserId, scope.userId), isNull(files.shopId));
  const owner = scope.shopId === null ? mine : or(eq(files.shopId, scope.shopId), mine);
  const rows = await db
    .select({ fileKey: files.fileKey })
    .from(files)
    .where(and(inArray(files.fileKey, unique), inArray(files.kind, [...kinds]), owner));
  return new Set(rows.map((r) => r.fileKey));
}

/**
 * Refuses every field whose key is not an upload of `scope`: the validation envelope (code 400,
 * errors:validation, `data.errors` with errors:file.unknownKey on each such path, in `lang`).
 * `kept` lists keys already stored on the record being replaced: they stay accepted unchanged (records
 * written before this check, such as the demo data, keep working when edited).
 */
export async function assertOwnFileKeys(
  db: Db | Tx,
  scope: FileScope & { lang: Language },
  fields: readonly FileKeyField[],
  opts: { kept?: Iterable<string>; kinds?: readonly UploadKind[] } = {},
): Promise<void> {
  const kept = new Set(opts.kept ?? []);
  const named = fields.filter(
    (f): f is { path: string; key: string } => typeof f.key === "string" && f.key !== "" && !kept.has(f.key),
  );
  if (named.length === 0) return;
  const owned = await ownedFileKeys(
    db,
    scope,
    named.map((f) => f.key),
    opts.kinds,
  );
  const foreign = named.filter((f) => !owned.has(f.key));
  if (foreign.length > 0)
    throw fieldRefusal(
      scope.lang,
      foreign.map((f) => ({ path: f.path, key: "errors:file.unknownKey" })),
    );
}
