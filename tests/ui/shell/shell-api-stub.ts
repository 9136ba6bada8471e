/** A fetch stub answering marketplace envelopes by path, for the shell's UI tests. */
import { ApiFailure } from "../../../src/providers/http";
import { answerFetchWith, fakePost } from "../harness";
import type { ShopInfo } from "../../../src/domain/shop";

export interface StubEnvelope {
  success: boolean;
  code: number;
  message: string;
  data: unknown;
}

export const ok = (data: unknown): StubEnvelope => ({ success: true, code: 200, message: "OK", data });
export const fail = (code: number, message = "Gagal"): StubEnvelope => ({ success: false, code, message, data: null });

export const user = (over: Record<string, unknown> = {}) => ({
  userId: 7,
  userName: "seller.active",
  nickName: "Budi",
  pltShowName: "Budi",
  extendedField: "",
  // A shop's main admin: the API sends "manage all" rules with the user info (issue 3).
  role: "seller",
  shopId: 1,
  isMainAdmin: true,
  positionId: null,
  rules: [{ action: "manage", subject: "all" }],
  ...over,
});

export function shopInfo(over: Partial<ShopInfo> = {}): ShopInfo {
  return {
    shopId: 1,
    applyStatus: 2,
    status: 0,
    storeName: "Toko Maju",
    specialDiscount: 0,
    businessType: ["retail"],
    storeEstablishment: "2010",
    storeDescription: "Suku cadang mobil",
    accountName: "Budi",
    accountNo: "1234567",
    bank: "014",
    rejectReasons: [],
    rejectRemark: "",
    storeLogo: null,
    ...over,
  };
}

/**
 * Stubs fetch through the UI harness's `answerFetchWith`: `routes[path]` answers (an envelope or a function of
 * the body); unknown paths answer a 404 envelope. Answers the list of called paths.
 */
export function stubApi(routes: Record<string, StubEnvelope | ((body: unknown) => StubEnvelope)>): string[] {
  const calls: string[] = [];
  const post = fakePost().mockImplementation(async (path: string, body?: unknown) => {
    calls.push(path);
    const route = routes[path];
    const envelope =
      route === undefined ? fail(404, "Not found") : typeof route === "function" ? route(body ?? {}) : route;
    if (envelope.success) return envelope.data;
    throw new ApiFailure(envelope.code, envelope.message, envelope.data);
  });
  answerFetchWith(post);
  return calls;
}
