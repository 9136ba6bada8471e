/**
 * Uploaded files (spec §3 "Uploaded file", §5 "Upload"). The type is detected from the bytes
 * (`file-type`), never trusted from the name or the client's content type; the bytes are stored at
 * `<filesDir>/<fileKey>` where fileKey is random, so no client text ever reaches a path.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { eq } from "drizzle-orm";
import { IMAGE_EXTENSIONS, PRODUCT_IMAGE_MAX_KB } from "@src/domain/product";
import { ResultCode } from "@src/domain/wire";
import type { Db } from "../../db/client";
import { files } from "../../db/schema/item";
import { ApiError } from "../../http/envelope";

export const FILE_KINDS = ["image", "media"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Media formats of spec §5 "Upload". */
export const MEDIA_EXTENSIONS = ["mp4", "mp3", "wav", "amr", "mpeg", "mpg", "mkv"] as const;
/** Media size limit (the spec does not show one; ours, in the README). */
export const MEDIA_MAX_KB = 20 * 1024;

/** Allowed name extensions, detected types (file-type's `ext`) and size limit per kind. */
export const FILE_RULES: Record<
  FileKind,
  { names: readonly string[]; detected: readonly string[]; maxKb: number; formatKey: string }
> = {
  image: {
    names: IMAGE_EXTENSIONS,
    detected: ["jpg", "png"],
    maxKb: PRODUCT_IMAGE_MAX_KB,
    formatKey: "errors:file.badFormat",
  },
  media: {
    names: MEDIA_EXTENSIONS,
    detected: ["mp4", "mp3", "wav", "amr", "mpg", "mkv"],
    maxKb: MEDIA_MAX_KB,
    formatKey: "errors:file.badMediaFormat",
  },
};

/** A file key: 32 URL-safe characters (24 random bytes). The GET route accepts only this shape. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{24,64}$/;
export const newFileKey = (): string => randomBytes(24).toString("base64url");

/** Size in MB with two decimals, as the spec's error shows it. */
export const toMb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);

export interface StoredFile {
  fileKey: string;
  /** `/files/<fileKey>` */
  url: string;
  fileName: string;
  /** Bytes. */
  size: number;
  /** Detected MIME type, e.g. image/png. */
  type: string;
  kind: FileKind;
}

/**
 * Checks and stores one upload. `size` is the real byte count (it may exceed `bytes.length` when the
 * stream was cut at the hard limit).
 * @throws ApiError 413 errors:file.tooLarge {name, size, max} (MB); 415 errors:file.badFormat /
 * errors:file.badMediaFormat {name} when the name's extension or the detected type is not allowed.
 */
export async function storeUpload(
  deps: { db: Db; filesDir: string; now: Date },
  owner: { shopId: number | null; userId: number },
  upload: { fileName: string; bytes: Buffer; size: number; kind: FileKind },
): Promise<StoredFile> {
  const rule = FILE_RULES[upload.kind];
  const name = upload.fileName.slice(0, 255);
  if (upload.size > rule.maxKb * 1024) {
    throw new ApiError(ResultCode.payloadTooLarge, "errors:file.tooLarge", {
      name,
      size: toMb(upload.size),
      max: toMb(rule.maxKb * 1024),
    });
  }
  const nameExt = path.extname(name).slice(1).toLowerCase();
  const detected = upload.bytes.length > 0 ? await fileTypeFromBuffer(upload.bytes) : undefined;
  if (!rule.names.includes(nameExt) || !detected || !rule.detected.includes(detected.ext)) {
    throw new ApiError(ResultCode.unsupportedMedia, rule.formatKey, { name });
  }
  const fileKey = newFileKey();
  await fs.promises.mkdir(deps.filesDir, { recursive: true });
  await fs.promises.writeFile(path.join(deps.filesDir, fileKey), upload.bytes, { flag: "wx" });
  await deps.db.insert(files).values({
    fileKey,
    shopId: owner.shopId,
    ownerUserId: owner.userId,
    kind: upload.kind,
    mime: detected.mime,
    ext: detected.ext,
    size: upload.bytes.length,
    originalName: name,
    createTime: deps.now,
  });
  return {
    fileKey,
    url: `/files/${fileKey}`,
    fileName: name,
    size: upload.bytes.length,
    type: detected.mime,
    kind: upload.kind,
  };
}

/**
 * The stored file of `fileKey` (path, MIME, kind and name), or null when the key is malformed or unknown.
 * Kind `document` marks files the API generated (e.g. the priority-part-area xlsx, server/jobs/downloads.ts):
 * they are never uploads, and are served as attachments under their name.
 */
export async function findFile(
  db: Db,
  filesDir: string,
  fileKey: string,
): Promise<{ filePath: string; mime: string; size: number; kind: string; originalName: string } | null> {
  if (!FILE_KEY_PATTERN.test(fileKey)) return null;
  const [row] = await db
    .select({ mime: files.mime, size: files.size, kind: files.kind, originalName: files.originalName })
    .from(files)
    .where(eq(files.fileKey, fileKey));
  if (!row) return null;
  const filePath = path.join(filesDir, fileKey);
  if (!fs.existsSync(filePath)) return null;
  return { filePath, ...row };
}
