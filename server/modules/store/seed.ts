/**
 * Demo data of the store settings (spec §2 /store): two addresses of seller.active's shop (the
 * warehouse is the default) with real Kemendagri codes and postal codes of the built-in reference set,
 * and the main admin's notification settings (WhatsApp on for new orders, email off for product
 * approvals, the rest default). Idempotent per shop: does nothing when the shop has addresses.
 */
import { count, eq } from "drizzle-orm";
import { addressFieldsSchema, type AddressFieldsInput } from "@src/resources/addresses/schema";
import type { Db } from "../../db/client";
import { addresses, notificationSettings } from "../../db/schema/store";

const DEMO_ADDRESSES: AddressFieldsInput[] = [
  {
    contactName: "Budi Santoso",
    contactPhone: "081311223344",
    label: "Gudang",
    regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"],
    postalCode: "10710",
    detail: "Jl. Pasar Baru Selatan No. 21, Sawah Besar",
    photo: null,
    remark: "Bongkar muat 08.00-17.00 WIB",
    isDefault: true,
  },
  {
    contactName: "Rudi Hartono",
    contactPhone: "6281377665544",
    label: "Kantor",
    regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
    postalCode: "10110",
    detail: "Jl. Kebon Sirih No. 45, RT 02/RW 05",
    photo: null,
  },
];

export async function seedStoreDemo(
  db: Db,
  opts: { shopId: number; userId: number; clock: () => Date },
): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.shopId, opts.shopId));
  if (total > 0) return;
  const base = opts.clock().getTime();
  await db.transaction(async (tx) => {
    for (const [i, input] of DEMO_ADDRESSES.entries()) {
      // Parsed like an API body, so the seed fails loudly if it stops meeting the rules.
      const a = addressFieldsSchema.parse(input);
      const time = new Date(base - (DEMO_ADDRESSES.length - i) * 86_400_000);
      await tx.insert(addresses).values({
        shopId: opts.shopId,
        ownerUserId: opts.userId,
        ...a,
        regionCodes: [...a.regionCodes],
        createTime: time,
        updateTime: time,
      });
    }
    const now = opts.clock();
    await tx.insert(notificationSettings).values([
      {
        shopId: opts.shopId,
        userId: opts.userId,
        type: "orderNew",
        channel: "whatsapp",
        enabled: true,
        updateTime: now,
      },
      {
        shopId: opts.shopId,
        userId: opts.userId,
        type: "productApproved",
        channel: "email",
        enabled: false,
        updateTime: now,
      },
    ]);
  });
}
