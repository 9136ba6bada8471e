/**
 * The body of every paged list call: `{ pageNo (1-based), pageSize, ...filters }` (spec §3 "paged list",
 * DESIGN.md §4). Kept apart from wire.ts so the portal's start-up code (which needs the wire's constants)
 * does not carry zod.
 */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./wire";

export const pageRequestSchema = z.object({
  pageNo: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;
