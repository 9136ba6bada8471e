/**
 * File endpoints (spec §3 "Uploaded file", §5 "Upload", §7 "a plain upload to an action URL").
 *
 * - POST /api/file/ina/upload (a seller, or a buyer: a seller without an approved shop uploads the documents and
 *   photos of their store application too; the file carries the shop when there is one; a buyer uploads the
 *   proof photos of its return and refund requests, spec §5 "Refund", owned by its user; the platform admin
 *   is refused with 403), multipart: field `file` (one file), optional field
 *   `type` = image | media (default image; before or after the file). Answers
 *   {fileKey, url: "/files/<fileKey>", fileName, size (bytes), type (detected MIME), kind}.
 *   Refusals: errors:file.missing (400), errors:file.badType (400), errors:file.tooLarge (413, name and
 *   size in MB), errors:file.badFormat / errors:file.badMediaFormat (415, with the file name).
 * - GET /files/:fileKey (public: product images are public in a marketplace): the bytes with the stored
 *   MIME type; an unknown or malformed key answers HTTP 404 with the not-found envelope. Generated documents
 *   (kind `document`, e.g. xlsx downloads) come as attachments; their random key is the only way to them.
 */
import fs from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { ResultCode } from "@src/domain/wire";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { badRequest, forbidden, ok } from "../../http/envelope";
import { translate } from "../../http/i18n";
import { publicRoute, userRoute } from "../../http/scope";
import { FILE_KINDS, FILE_RULES, findFile, storeUpload, type FileKind } from "./file-service";

/** Largest stream read at all; beyond the kind's limit bytes are only counted, to report the real size. */
const HARD_LIMIT_BYTES = 64 * 1024 * 1024;
const KEEP_BYTES = Math.max(...Object.values(FILE_RULES).map((r) => r.maxKb * 1024)) + 1;

export async function registerFileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Encapsulated so the multipart parser applies to the upload route only.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: HARD_LIMIT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    });

    scope.post("/api/file/ina/upload", userRoute(), async (request) => {
      const { shopId, userId, role } = requireAuth(request);
      if (role !== "seller" && role !== "buyer") throw forbidden();
      let upload: { fileName: string; bytes: Buffer; size: number } | null = null;
      let kindValue: unknown = "image";
      for await (const part of request.parts()) {
        if (part.type === "file") {
          const chunks: Buffer[] = [];
          let size = 0;
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            size += chunk.length;
            if (size <= KEEP_BYTES) chunks.push(chunk);
          }
          if (part.fieldname === "file" && !upload) {
            upload = {
              fileName: part.filename,
              bytes: size <= KEEP_BYTES ? Buffer.concat(chunks) : Buffer.alloc(0),
              size,
            };
          }
        } else if (part.fieldname === "type") {
          kindValue = part.value;
        }
      }
      if (!(FILE_KINDS as readonly unknown[]).includes(kindValue)) throw badRequest("errors:file.badType");
      if (!upload) throw badRequest("errors:file.missing");
      const stored = await storeUpload(
        { db: deps.db, filesDir: deps.filesDir, now: deps.clock() },
        { shopId, userId },
        { ...upload, kind: kindValue as FileKind },
      );
      return ok(stored);
    });
  });

  const missing = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      success: false,
      code: ResultCode.notFound,
      message: translate(request.lang, "errors:notFound"),
      data: null,
    });

  app.get<{ Params: { fileKey: string } }>("/files/:fileKey", publicRoute(), async (request, reply) => {
    const found = await findFile(deps.db, deps.filesDir, request.params.fileKey);
    if (!found) return missing(request, reply);
    if (found.kind === "document") {
      // Generated spreadsheets download under their own name (ASCII in the plain parameter, UTF-8 in filename*).
      const ascii = found.originalName.replace(/[^\w.-]/g, "_") || "download";
      reply.header(
        "content-disposition",
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(found.originalName)}`,
      );
    }
    return (
      reply
        .type(found.mime)
        .header("content-length", found.size)
        .header("x-content-type-options", "nosniff")
        // A key names one immutable upload: safe to cache for long.
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(fs.createReadStream(found.filePath))
    );
  });
  // Anything else under /files (dot segments, nested paths) is a missing file, not the portal's index page.
  app.get("/files/*", publicRoute(), async (request, reply) => missing(request, reply));
  app.get("/files", publicRoute(), async (request, reply) => missing(request, reply));
}
