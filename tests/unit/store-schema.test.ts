import { describe, expect, it } from "vitest";
import {
  additionalInfoSchema,
  bankInfoSchema,
  storeApplicationSchema,
  type StoreApplicationInput,
} from "../../src/resources/store/schema";
import { normalizeNpwp } from "../../src/domain/schema/contact";

function validApplication(): StoreApplicationInput {
  return {
    storeName: "Sumber Jaya Motor",
    picName: "Budi Santoso",
    phone: "081234567890",
    email: "budi@sumberjaya.co.id",
    address: {
      regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
      postalCode: "10110",
      detail: "Jl. Gajah Mada No. 12, RT 01/RW 02",
    },
    nibNumber: "",
    nibPhoto: null,
    siupNumber: "",
    siupPhoto: null,
    legalPersonIdNumber: "3171010101900001",
    ktpName: "Budi Santoso",
    ktpPhoto: "files/ktp.jpg",
    npwpNumber: "01.234.567.8-901.000",
    npwpPhoto: "files/npwp.jpg",
    companyName: "PT Sumber Jaya",
    taxable: true,
    businessType: ["retail"],
    storeEstablishment: "2010",
    storeDescription: "",
    storePhotos: ["files/front.jpg"],
    logo: null,
    bank: "014",
    accountNo: "1234567890",
    accountName: "Budi Santoso",
    leaderName: "Budi Santoso",
    leaderPhone: "6281234567890",
    leaderPosition: "owner",
  };
}

/** Messages by dotted path of a failed parse ({} when it passes). */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = storeApplicationSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

const withField = (changes: Partial<StoreApplicationInput>) => ({ ...validApplication(), ...changes });

describe("storeApplicationSchema", () => {
  it("accepts a complete application and normalises it", () => {
    const result = storeApplicationSchema.parse(withField({ businessType: ["retail", "workshop"], logo: "" }));
    expect(result.npwpNumber).toBe("012345678901000");
    expect(result.businessType).toEqual(["retail", "workshop"]);
    expect(result.logo).toBeNull();
  });

  it("refuses a repeated business type on its index rather than dropping it", () => {
    expect(errorsOf(withField({ businessType: ["retail", "retail", "workshop"] }))["businessType.1"]).toEqual([
      "errors:field.duplicate",
    ]);
  });

  it("reports every missing required field as required", () => {
    const errors = errorsOf({});
    for (const field of [
      "storeName",
      "picName",
      "phone",
      "email",
      "legalPersonIdNumber",
      "ktpName",
      "ktpPhoto",
      "npwpNumber",
      "npwpPhoto",
      "bank",
      "accountNo",
      "accountName",
      "leaderName",
      "leaderPhone",
      "leaderPosition",
      "storeEstablishment",
    ])
      expect(errors[field]?.[0], field).toBe("validation:required");
  });

  describe("NIB and SIUP pairs", () => {
    it.each([
      ["nibNumber", "1234567890123", "nibPhoto"],
      ["siupNumber", "510/24.1PM/31.71/2019", "siupPhoto"],
    ] as const)("%s without its photo flags the photo", (numberField, number, photoField) => {
      expect(errorsOf(withField({ [numberField]: number }))[photoField]).toEqual(["shop:errors.pair"]);
    });

    it.each([
      ["nibPhoto", "nibNumber"],
      ["siupPhoto", "siupNumber"],
    ] as const)("%s without its number flags the number", (photoField, numberField) => {
      expect(errorsOf(withField({ [photoField]: "files/doc.jpg" }))[numberField]).toEqual(["shop:errors.pair"]);
    });

    it("accepts both filled or both empty", () => {
      expect(
        errorsOf(
          withField({
            nibNumber: "1234567890123",
            nibPhoto: "files/nib.jpg",
            siupNumber: "510/2019",
            siupPhoto: "files/siup.jpg",
          }),
        ),
      ).toEqual({});
      expect(errorsOf(withField({ nibNumber: "", nibPhoto: "", siupNumber: "  ", siupPhoto: null }))).toEqual({});
    });

    it("still reports the pair when other fields are invalid or empty", () => {
      expect(errorsOf({ nibNumber: "1234567890123" }).nibPhoto).toEqual(["shop:errors.pair"]);
      expect(errorsOf(withField({ storeName: "", phone: "x", siupPhoto: "files/siup.jpg" })).siupNumber).toEqual([
        "shop:errors.pair",
      ]);
    });

    it("requires 13 digits for the NIB", () => {
      expect(errorsOf(withField({ nibNumber: "12345", nibPhoto: "files/nib.jpg" })).nibNumber).toEqual([
        "shop:errors.nib",
      ]);
    });
  });

  describe("NPWP", () => {
    it.each(["012345678901000", "01.234.567.8-901.000", "3171010101900001", "3171 0101 0190 0001"])(
      "accepts %s",
      (npwp) => {
        expect(errorsOf(withField({ npwpNumber: npwp }))).toEqual({});
      },
    );
    it.each(["12345", "01234567890100", "01234567890100012", "01.234.567.8-901.00A"])(
      "answers 'NPWP Salah' (shop:errors.npwp) for %s",
      (npwp) => {
        expect(errorsOf(withField({ npwpNumber: npwp })).npwpNumber).toEqual(["shop:errors.npwp"]);
      },
    );
    it("normalises separators", () => {
      expect(normalizeNpwp("01.234.567.8-901.000")).toBe("012345678901000");
    });
  });

  describe("phone", () => {
    it.each(["081234567890", "6281234567890", "021555123"])("accepts %s", (phone) => {
      expect(errorsOf(withField({ phone, leaderPhone: phone }))).toEqual({});
    });
    it.each([
      "0812-3456-7890",
      "+6281234567890",
      "0812 3456",
      "81234567890",
      "08123",
      "08123456",
      "0812345678901234",
      "08abc4567890",
    ])("refuses %s", (phone) => {
      const errors = errorsOf(withField({ phone, leaderPhone: phone }));
      expect(errors.phone).toEqual(["shop:errors.phone"]);
      expect(errors.leaderPhone).toEqual(["shop:errors.phone"]);
    });
  });

  describe("business year", () => {
    it("accepts a 4-digit past year, also given as a number", () => {
      expect(errorsOf(withField({ storeEstablishment: "1995" }))).toEqual({});
      expect(storeApplicationSchema.parse(withField({ storeEstablishment: 2010 })).storeEstablishment).toBe("2010");
      expect(errorsOf(withField({ storeEstablishment: String(new Date().getUTCFullYear()) }))).toEqual({});
    });
    it.each(["10", "201", "20100", "2O10"])("refuses %s as not 4 digits", (year) => {
      expect(errorsOf(withField({ storeEstablishment: year })).storeEstablishment?.[0]).toBe("shop:errors.year");
    });
    it("refuses a future year and a year before 1900", () => {
      const next = String(new Date().getUTCFullYear() + 1);
      expect(errorsOf(withField({ storeEstablishment: next })).storeEstablishment).toEqual(["shop:errors.yearRange"]);
      expect(errorsOf(withField({ storeEstablishment: "1899" })).storeEstablishment).toEqual(["shop:errors.yearRange"]);
    });
  });

  it("requires at least one known business type", () => {
    expect(errorsOf(withField({ businessType: [] })).businessType).toEqual(["shop:errors.businessType"]);
    expect(errorsOf(withField({ businessType: ["pirate" as "retail"] }))["businessType.0"]).toEqual([
      "validation:oneOf",
    ]);
  });

  it("requires 1 to 6 store photos", () => {
    expect(errorsOf(withField({ storePhotos: [] })).storePhotos).toEqual(["shop:errors.photoRequired"]);
    expect(errorsOf(withField({ storePhotos: ["a", "b", "c", "d", "e", "f", "g"] })).storePhotos).toEqual([
      "validation:maxItems",
    ]);
  });

  describe("address", () => {
    const address = validApplication().address;
    it.each(["1011", "101100", "1O110", ""])("refuses postal code %j", (postalCode) => {
      const expected = postalCode === "" ? "validation:required" : "shop:errors.postalCode";
      expect(errorsOf(withField({ address: { ...address, postalCode } }))["address.postalCode"]).toEqual([expected]);
    });
    it("needs four nested region codes", () => {
      const region = (regionCodes: string[]) =>
        errorsOf(withField({ address: { ...address, regionCodes } }))["address.regionCodes"];
      expect(region(["31", "31.71", "31.71.01"])).toEqual(["shop:errors.region"]);
      expect(region(["31", "32.71", "32.71.01", "32.71.01.1001"])).toEqual(["shop:errors.region"]);
      expect(region(["31", "31.71", "31.71.01", "31.71.01.10"])).toEqual(["shop:errors.region"]);
    });
    it("needs a detail of 10 to 200 characters", () => {
      expect(errorsOf(withField({ address: { ...address, detail: "Jl. A 1" } }))["address.detail"]).toEqual([
        "validation:minLength",
      ]);
      expect(errorsOf(withField({ address: { ...address, detail: "x".repeat(201) } }))["address.detail"]).toEqual([
        "validation:maxLength",
      ]);
    });
  });

  it("reports one error per field, the first rule broken", () => {
    const errors = errorsOf(withField({ storeName: "", npwpNumber: " ", storeEstablishment: "", accountName: "" }));
    expect(errors.storeName).toEqual(["validation:required"]);
    expect(errors.npwpNumber).toEqual(["validation:required"]);
    expect(errors.storeEstablishment).toEqual(["validation:required"]);
    expect(errors.accountName).toEqual(["validation:required"]);
  });

  it("checks KTP number, bank account, bank and leader position", () => {
    const errors = errorsOf(
      withField({
        legalPersonIdNumber: "317101010190000",
        accountNo: "12-34",
        bank: "999" as "014",
        leaderPosition: "manager" as "owner",
      }),
    );
    expect(errors.legalPersonIdNumber).toEqual(["shop:errors.idNumber"]);
    expect(errors.accountNo).toEqual(["shop:errors.accountNo"]);
    expect(errors.bank).toEqual(["validation:required"]);
    expect(errors.leaderPosition).toEqual(["validation:required"]);
  });

  it("checks store name and email lengths and email format", () => {
    const errors = errorsOf(withField({ storeName: "A", email: "budi@" }));
    expect(errors.storeName).toEqual(["validation:minLength"]);
    expect(errors.email).toEqual(["shop:errors.email"]);
    expect(errorsOf(withField({ email: `${"a".repeat(95)}@x.com` })).email).toEqual(["validation:maxLength"]);
  });
});

describe("additionalInfoSchema", () => {
  it("accepts the three fields", () => {
    expect(
      additionalInfoSchema.parse({
        businessType: ["workshop"],
        storeEstablishment: "2015",
        storeDescription: "Bengkel resmi sejak 2015",
      }),
    ).toEqual({
      businessType: ["workshop"],
      storeEstablishment: "2015",
      storeDescription: "Bengkel resmi sejak 2015",
    });
  });
  it("requires a description of at least 10 characters, a type and a 4-digit year", () => {
    const result = additionalInfoSchema.safeParse({
      businessType: [],
      storeEstablishment: "15",
      storeDescription: "  pendek ",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.success ? [] : result.error.issues).map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      businessType: "shop:errors.businessType",
      storeEstablishment: "shop:errors.year",
      storeDescription: "validation:minLength",
    });
    expect(
      additionalInfoSchema.safeParse({ businessType: ["retail"], storeEstablishment: "2015", storeDescription: "" })
        .error?.issues[0].message,
    ).toBe("validation:required");
  });
});

describe("bankInfoSchema", () => {
  it("accepts a shop's bank account", () => {
    expect(bankInfoSchema.parse({ shopId: 7, accountName: "Budi", accountNo: "0012345678", bank: "153" })).toEqual({
      shopId: 7,
      accountName: "Budi",
      accountNo: "0012345678",
      bank: "153",
    });
  });
  it("refuses a non-positive shop id, a bad account and an unknown bank", () => {
    const result = bankInfoSchema.safeParse({ shopId: 0, accountName: "B", accountNo: "12345", bank: "002" });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["shopId", "accountName", "accountNo", "bank"]);
  });
});
