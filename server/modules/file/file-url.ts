/** Where a stored file is served (GET /files/:fileKey, spec §5 "Upload"). */

/** `/files/<fileKey>`; null for no file. */
export function fileUrl(fileKey: string): string;
export function fileUrl(fileKey: string | null | undefined): string | null;
export function fileUrl(fileKey: string | null | undefined): string | null {
  return fileKey ? `/files/${fileKey}` : null;
}
