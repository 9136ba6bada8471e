/** LIKE patterns for keyword search (spec §9 "search by keyword"). */

/** `%keyword%` with LIKE wildcards escaped, so a keyword matches literally (backslash is PostgreSQL's default escape). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
