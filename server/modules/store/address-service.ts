/**
 * The shop's address book (spec §3 "Address", §5 "Store"). Every query is filtered by the
 * caller's shop in SQL; an id of another shop answers errors:notFound like a missing one. Addresses are
 * shop-wide (not owner-scoped). Invariant: a shop with addresses has exactly one default:
 * - the first address becomes default whatever the body says;
 * - making another one default clears the old one first, in the same transaction;
 * - deleting the default makes the most recently created remaining one default;
 * - `isDefault: false` on the current default is ignored (set another one instead).
 * Writes lock the shop row, so concurrent default changes of one shop run one after the other, and
 * record an activity (subject `addresses`).
 */
import { and, count, desc, eq, ne } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import type { Language } from "@src/domain/wire";
import type { PageRequest } from "@src/domain/page-request";
import type { AddressFields, AddressRow } from "@src/resources/addresses/schema";
import type { CallerScope } from "../../http/scope";
import type { Db, Tx } from "../../db/client";
import { addresses } from "../../db/schema/store";
import { notFound, offsetOf, page } from "../../http/envelope";
import { recordActivity } from "../activity/record";
import { fileUrl } from "../file/file-url";
import { assertPostalCodeMatches, regionNamesByCode } from "./store-service";
import { lockShop } from "../shop/shop-service";

type Row = typeof addresses.$inferSelect;

function toAddressRow(row: Row, names: Map<string, string>): AddressRow {
  return {
    id: row.id,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    label: row.label,
    regionCodes: row.regionCodes,
    regionNames: row.regionCodes.map((c) => names.get(c) ?? ""),
    postalCode: row.postalCode,
    detail: row.detail,
    photo: row.photo,
    photoUrl: fileUrl(row.photo),
    remark: row.remark,
    isDefault: row.isDefault,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

/** The fields an activity records (what a user edits). */
function recorded(row: Row | null): Record<string, unknown> | null {
  if (!row) return null;
  const { contactName, contactPhone, label, regionCodes, postalCode, detail, photo, remark, isDefault } = row;
  return { contactName, contactPhone, label, regionCodes, postalCode, detail, photo, remark, isDefault };
}

const newestFirst = [desc(addresses.createTime), desc(addresses.id)] as const;

/** One page, the default first, then newest first. */
export async function pageAddresses(db: Db, shopId: number, req: PageRequest) {
  const where = eq(addresses.shopId, shopId);
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(where);
  const rows = await db
    .select()
    .from(addresses)
    .where(where)
    .orderBy(desc(addresses.isDefault), ...newestFirst)
    .limit(req.pageSize)
    .offset(offsetOf(req));
  const names = await regionNamesByCode(
    db,
    rows.map((r) => r.regionCodes),
  );
  return page(
    req,
    total,
    rows.map((r) => toAddressRow(r, names)),
  );
}

/** One address of the shop, or errors:notFound. */
export async function getAddress(db: Db, shopId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.shopId, shopId)));
  if (!row) throw notFound();
  return toAddressRow(row, await regionNamesByCode(db, [row.regionCodes]));
}

async function lockedAddress(tx: Tx, shopId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.shopId, shopId)))
    .for("no key update");
  if (!row) throw notFound();
  return row;
}

async function clearDefault(tx: Tx, shopId: number, exceptId: number | null, now: Date): Promise<void> {
  const where =
    exceptId === null ? eq(addresses.shopId, shopId) : and(eq(addresses.shopId, shopId), ne(addresses.id, exceptId));
  await tx
    .update(addresses)
    .set({ isDefault: false, updateTime: now })
    .where(and(where, eq(addresses.isDefault, true)));
}

const columnsOf = (f: AddressFields) => ({
  contactName: f.contactName,
  contactPhone: f.contactPhone,
  label: f.label,
  regionCodes: [...f.regionCodes],
  postalCode: f.postalCode,
  detail: f.detail,
  photo: f.photo,
  remark: f.remark,
});

/** Creates an address (postal code checked against the village first). Answers `{ id, isDefault }`. */
export async function createAddress(db: Db, actor: CallerScope, body: AddressFields, now: Date, lang: Language) {
  await assertPostalCodeMatches(db, lang, body.regionCodes, body.postalCode, {
    region: "regionCodes",
    postal: "postalCode",
  });
  return db.transaction(async (tx) => {
    await lockShop(tx, actor.shopId);
    const [{ total }] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.shopId, actor.shopId));
    const isDefault = total === 0 || body.isDefault;
    if (isDefault) await clearDefault(tx, actor.shopId, null, now);
    const [row] = await tx
      .insert(addresses)
      .values({
        shopId: actor.shopId,
        ownerUserId: actor.auth.userId,
        ...columnsOf(body),
        isDefault,
        createTime: now,
        updateTime: now,
      })
      .returning();
    await recordActivity(
      tx,
      actor.auth,
      { subject: "addresses", action: "create", recordId: row.id, before: null, after: recorded(row) },
      now,
    );
    return { id: row.id, isDefault: row.isDefault };
  });
}

/** Replaces an address's fields; `isDefault: true` makes it the default. Answers `{ id, isDefault }`. */
export async function updateAddress(
  db: Db,
  actor: CallerScope,
  body: AddressFields & { id: number },
  now: Date,
  lang: Language,
) {
  // Another shop's id answers not found before anything is said about its body.
  await getAddress(db, actor.shopId, body.id);
  await assertPostalCodeMatches(db, lang, body.regionCodes, body.postalCode, {
    region: "regionCodes",
    postal: "postalCode",
  });
  return db.transaction(async (tx) => {
    await lockShop(tx, actor.shopId);
    const before = await lockedAddress(tx, actor.shopId, body.id);
    const isDefault = before.isDefault || body.isDefault;
    if (isDefault && !before.isDefault) await clearDefault(tx, actor.shopId, before.id, now);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(body), isDefault, updateTime: now })
      .where(and(eq(addresses.id, before.id), eq(addresses.shopId, actor.shopId)))
      .returning();
    await recordActivity(
      tx,
      actor.auth,
      { subject: "addresses", action: "edit", recordId: row.id, before: recorded(before), after: recorded(row) },
      now,
    );
    return { id: row.id, isDefault: row.isDefault };
  });
}

/** Makes one address the default (the old one cleared first). Answers `{ id }`. */
export async function setDefaultAddress(db: Db, actor: CallerScope, id: number, now: Date) {
  return db.transaction(async (tx) => {
    await lockShop(tx, actor.shopId);
    const before = await lockedAddress(tx, actor.shopId, id);
    if (!before.isDefault) {
      await clearDefault(tx, actor.shopId, id, now);
      const [row] = await tx
        .update(addresses)
        .set({ isDefault: true, updateTime: now })
        .where(eq(addresses.id, id))
        .returning();
      await recordActivity(
        tx,
        actor.auth,
        { subject: "addresses", action: "setDefault", recordId: id, before: recorded(before), after: recorded(row) },
        now,
      );
    }
    return { id };
  });
}

/**
 * Deletes an address. When it was the default, the most recently created remaining one becomes default.
 * Answers `{ id, defaultId }` (the shop's default afterwards, null when none is left).
 */
export async function deleteAddress(db: Db, actor: CallerScope, id: number, now: Date) {
  return db.transaction(async (tx) => {
    await lockShop(tx, actor.shopId);
    const before = await lockedAddress(tx, actor.shopId, id);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.shopId, actor.shopId)));
    await recordActivity(
      tx,
      actor.auth,
      { subject: "addresses", action: "delete", recordId: id, before: recorded(before), after: null },
      now,
    );
    const [current] = await tx
      .select({ id: addresses.id, isDefault: addresses.isDefault })
      .from(addresses)
      .where(eq(addresses.shopId, actor.shopId))
      .orderBy(desc(addresses.isDefault), ...newestFirst)
      .limit(1);
    if (current && !current.isDefault) {
      await tx.update(addresses).set({ isDefault: true, updateTime: now }).where(eq(addresses.id, current.id));
    }
    return { id, defaultId: current?.id ?? null };
  });
}
