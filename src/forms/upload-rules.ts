/**
 * Upload rules (spec §3 "Uploaded file", §4 "Other" upload states, §5 "Upload"). Pure: no React, no I/O,
 * so the control and its tests share them. Error results carry i18n keys of the `forms` namespace.
 */
import { IMAGE_EXTENSIONS } from "../domain/product";
import type { SubKey } from "../domain/text-key";

/** Media formats of spec §5 "Upload" (video and audio). */
export const MEDIA_EXTENSIONS = ["mp4", "mp3", "wav", "amr", "mpeg", "mpg", "mkv"] as const;

export type UploadKind = "image" | "media";
export type UploadStatus = "uploading" | "finished" | "fail";

/** One entry of the control's list: the spec's "Uploaded file". */
export interface UploadItem {
  uid: string;
  name: string;
  /** bytes */
  size: number;
  status: UploadStatus;
  /** 0-100 */
  percentage: number;
  fileKey?: string;
  url?: string;
  isMain: boolean;
  type?: string;
  /** Hidden 1 s after the upload finished. */
  showProgress: boolean;
}

/** A translatable problem: `key` in the `forms` namespace with its interpolation params. */
export interface UploadProblem {
  key: `upload.${SubKey<"forms", "upload">}`;
  params: Record<string, string | number>;
}

/** Lower-case extension without the dot ("Photo.JPG" -> "jpg"); "" when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Extensions accepted for a kind. */
export function extensionsOf(kind: UploadKind): readonly string[] {
  return kind === "image" ? IMAGE_EXTENSIONS : MEDIA_EXTENSIONS;
}

/** The `accept` attribute of the file input, e.g. ".jpg,.jpeg,.png". */
export function acceptAttribute(kind: UploadKind): string {
  return extensionsOf(kind)
    .map((e) => `.${e}`)
    .join(",");
}

/**
 * Size as the spec shows image-file sizes: KB below 1 MB, otherwise M (one decimal, trailing ".0" dropped).
 * 512000 -> "500KB", 1572864 -> "1.5M".
 */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `${trimDecimal(kb)}KB`;
  return `${trimDecimal(kb / 1024)}M`;
}

/** Size in MB for the too-large message (two decimals at most): 3145728 -> "3". */
export function sizeInMb(bytes: number): string {
  return String(Math.round((bytes / 1024 / 1024) * 100) / 100);
}

function trimDecimal(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** Wrong extension -> `upload.imageFormat` / `upload.mediaFormat` with {name}; else null. */
export function checkFormat(name: string, kind: UploadKind): UploadProblem | null {
  if (extensionsOf(kind).includes(fileExtension(name))) return null;
  return { key: kind === "image" ? "upload.imageFormat" : "upload.mediaFormat", params: { name } };
}

/** Over `maxSizeKb` -> `upload.tooLarge` with {name, size (MB), max (MB)}; else null. */
export function checkSize(file: { name: string; size: number }, maxSizeKb: number): UploadProblem | null {
  if (file.size <= maxSizeKb * 1024) return null;
  return {
    key: "upload.tooLarge",
    params: { name: file.name, size: sizeInMb(file.size), max: sizeInMb(maxSizeKb * 1024) },
  };
}

export interface SelectionOptions {
  kind: UploadKind;
  maxSizeKb: number;
  maxCount: number;
  /** Avatar controls keep only the last chosen file (spec §5 "Upload"). */
  avatar?: boolean;
}

export interface SelectionResult<F> {
  /** Files to upload now. */
  accepted: F[];
  problems: UploadProblem[];
  /** Avatar only: the existing entries are to be replaced. */
  replaceExisting: boolean;
}

/**
 * Filters newly chosen files: format first, then size, then count (`upload.tooMany` with {max} once,
 * the files beyond the room left are dropped). Avatar mode keeps only the last valid file and replaces.
 */
export function selectFiles<F extends { name: string; size: number }>(
  existingCount: number,
  files: readonly F[],
  options: SelectionOptions,
): SelectionResult<F> {
  const problems: UploadProblem[] = [];
  const valid = files.filter((f) => {
    const problem = checkFormat(f.name, options.kind) ?? checkSize(f, options.maxSizeKb);
    if (problem) problems.push(problem);
    return problem === null;
  });
  if (options.avatar) {
    return { accepted: valid.slice(-1), problems, replaceExisting: valid.length > 0 };
  }
  const room = Math.max(0, options.maxCount - existingCount);
  if (valid.length > room) problems.push({ key: "upload.tooMany", params: { max: options.maxCount } });
  return { accepted: valid.slice(0, room), problems, replaceExisting: false };
}

/**
 * Main image rule: the main image is always one of the files; the first becomes main when none is,
 * and at most one is. Answers a new list (same order); an empty list stays empty.
 */
export function ensureMain<T extends { isMain: boolean }>(items: readonly T[]): T[] {
  const mainIndex = items.findIndex((i) => i.isMain);
  const chosen = mainIndex < 0 ? 0 : mainIndex;
  return items.map((item, index) =>
    item.isMain === (index === chosen) ? item : { ...item, isMain: index === chosen },
  );
}

/** Makes the entry `uid` the main image (the others lose the flag). */
export function setMain<T extends { uid: string; isMain: boolean }>(items: readonly T[], uid: string): T[] {
  if (!items.some((i) => i.uid === uid)) return ensureMain(items);
  return items.map((item) => ({ ...item, isMain: item.uid === uid }));
}

/** Upper bound of the simulated progress until the server answers (spec §4 "Other"). */
export const SIMULATED_PROGRESS_CAP = 90;
/** A finished entry's progress indicator hides after this many ms. */
export const PROGRESS_HIDE_MS = 1000;

/** One tick of simulated progress: approaches the cap, never passes it. */
export function nextSimulatedProgress(current: number): number {
  if (current >= SIMULATED_PROGRESS_CAP) return SIMULATED_PROGRESS_CAP;
  const step = Math.max(1, Math.round((SIMULATED_PROGRESS_CAP - current) / 5));
  return Math.min(SIMULATED_PROGRESS_CAP, current + step);
}

/** Antd-like progress status: 100 percent becomes success (spec §4 "Progress statuses"). */
export function progressStatus(
  item: Pick<UploadItem, "status" | "percentage">,
): "active" | "success" | "exception" | "normal" {
  if (item.status === "fail") return "exception";
  if (item.percentage >= 100) return "success";
  return item.status === "uploading" ? "active" : "normal";
}

/** The form value of a finished entry. */
export interface UploadedImage {
  fileKey: string;
  isMain: boolean;
  url: string;
  name: string;
  size: number;
}

/** Finished entries as the form value (main rule applied); uploading and failed entries are not part of it. */
export function toValue(items: readonly UploadItem[]): UploadedImage[] {
  const done = items.filter((i) => i.status === "finished" && i.fileKey);
  return ensureMain(done).map((i) => ({
    fileKey: i.fileKey ?? "",
    isMain: i.isMain,
    url: i.url ?? "",
    name: i.name,
    size: i.size,
  }));
}

/** Entries for a form value (e.g. an edited product's images). */
export function fromValue(value: readonly UploadedImage[] | undefined): UploadItem[] {
  return (value ?? []).map((v) => ({
    uid: `key:${v.fileKey}`,
    name: v.name,
    size: v.size,
    status: "finished",
    percentage: 100,
    fileKey: v.fileKey,
    url: v.url,
    isMain: v.isMain,
    showProgress: false,
  }));
}

/** Maps the control's value to the schema's `images` ({fileKey, isMain}[]). */
export function toSchemaImages(value: readonly UploadedImage[] | undefined): { fileKey: string; isMain: boolean }[] {
  return ensureMain(value ?? []).map((v) => ({ fileKey: v.fileKey, isMain: v.isMain }));
}
