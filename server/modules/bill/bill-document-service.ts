/**
 * Bill documents (spec §2 bill-upload, §3 "Bill: documents (title, file, description)", §9 "within 3
 * days", §6 activity "upload e-claim document"): the seller fills a required document with its upload, or
 * adds an extra one, while the bill is generating. The file key must be an upload of the caller's shop.
 * An e-claim document counts as the reward activity uploadEClaim.
 */
import { and, count, eq } from "drizzle-orm";
import { MAX_BILL_DOCUMENTS } from "@src/domain/bill";

import type { Language } from "@src/domain/wire";
import type { BillDocumentUpload } from "@src/resources/bills/schema";
import type { Db } from "../../db/client";
import { billDocuments, billEvents } from "../../db/schema/bill";
import { files } from "../../db/schema/item";
import { conflict } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { assertOwnFileKeys } from "../file/file-keys";
import { lockBill } from "./bill-move-service";
import { documentsEditable } from "./bill-query-service";

/**
 * Stores one document upload on the bill `body.billNo` of the caller's reach. Answers the document id.
 * @throws 404 bills:errors.notFound; 409 bills:errors.documentsLocked (not generating),
 *   bills:errors.tooManyDocuments {max}; 400 errors:file.unknownKey (fileKey), bills:errors.documentNotFound
 *   (documentId).
 */
export async function uploadDocument(
  db: Db,
  scope: CallerScope,
  body: BillDocumentUpload,
  now: Date,
  lang: Language,
): Promise<{ billNo: string; documentId: number }> {
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, { actor: "seller", scope }, { billNo: body.billNo });
    if (!documentsEditable(bill.status)) throw conflict("bills:errors.documentsLocked");
    await assertOwnFileKeys(tx, { shopId: scope.shopId, userId: scope.userId, lang }, [
      { path: "fileKey", key: body.fileKey },
    ]);
    const [file] = await tx
      .select({ originalName: files.originalName })
      .from(files)
      .where(eq(files.fileKey, body.fileKey));
    const fields = {
      title: body.title,
      description: body.description ?? "",
      fileKey: body.fileKey,
      fileName: file?.originalName ?? null,
      uploadedBy: scope.userId,
      uploadTime: now,
    };
    let doc: { id: number; kind: string };
    if (body.documentId !== undefined) {
      const [found] = await tx
        .update(billDocuments)
        .set(fields)
        .where(and(eq(billDocuments.id, body.documentId), eq(billDocuments.billId, bill.id)))
        .returning({ id: billDocuments.id, kind: billDocuments.kind });
      if (!found) throw fieldRefusal(lang, [{ path: "documentId", key: "bills:errors.documentNotFound" }]);
      doc = found;
    } else {
      const [{ n }] = await tx.select({ n: count() }).from(billDocuments).where(eq(billDocuments.billId, bill.id));
      if (n >= MAX_BILL_DOCUMENTS) throw conflict("bills:errors.tooManyDocuments", { max: MAX_BILL_DOCUMENTS });
      [doc] = await tx
        .insert(billDocuments)
        .values({ billId: bill.id, kind: "other", required: false, ...fields })
        .returning({ id: billDocuments.id, kind: billDocuments.kind });
    }
    await tx.insert(billEvents).values({
      billId: bill.id,
      move: "uploadDocument",
      actor: "seller",
      userId: scope.userId,
      fromStatus: bill.status,
      toStatus: bill.status,
      detail: { documentId: doc.id, kind: doc.kind, title: body.title },
      createTime: now,
    });
    // Spec §6 reward activity: an e-claim document upload (insurance buyers' bills).
    await recordActivity(
      tx,
      scope.auth,
      {
        subject: "bills",
        action: "uploadDocument",
        recordId: bill.billNo,
        after: { documentId: doc.id, title: body.title },
        activityType: doc.kind === "eClaim" ? "uploadEClaim" : null,
      },
      now,
    );
    return { billNo: bill.billNo, documentId: doc.id };
  });
}
