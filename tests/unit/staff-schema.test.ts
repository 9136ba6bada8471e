/**
 * The §5 "Users and positions" rules as the form and the API apply them (src/resources/users/schema.ts,
 * src/resources/positions/schema.ts), with the messages a user reads in id-ID.
 */
import { describe, expect, it } from "vitest";
import { translate } from "../../server/http/i18n";
import { positionSchema, dataListOptionsError } from "../../src/resources/positions/schema";
import {
  confirmPasswordError,
  passwordStrengthOk,
  resetPasswordSchema,
  userCreateSchema,
  userUpdateSchema,
} from "../../src/resources/users/schema";
import type { z } from "zod";

const id = (key: string, params: Record<string, unknown> = {}) => translate("id-ID", key, params);

/** The first message (id-ID) per field path of a failed parse, or {} when it passes. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    const bag = issue as unknown as { minimum?: number; maximum?: number };
    out[path] ??= id(issue.message, { min: bag.minimum, max: bag.maximum });
  }
  return out;
}

const user = (over: Record<string, unknown> = {}) => ({
  userName: "cabang.satu",
  nickName: "Rina Wati",
  email: "rina@sinarjaya.co.id",
  password: "Rahasia#1",
  confirmPassword: "Rahasia#1",
  positionId: 3,
  ...over,
});
const position = (over: Record<string, unknown> = {}) => ({
  name: "Gudang Cabang",
  authorities: ["products.list"],
  dataListOptions: [2],
  ...over,
});

describe("position rules", () => {
  it("accepts a valid position and trims its name", () => {
    const parsed = positionSchema.parse(position({ name: "  Gudang Cabang  " }));
    expect(parsed.name).toBe("Gudang Cabang");
  });

  it("exactly one data-list option, with the spec's two messages", () => {
    expect(messages(positionSchema, position({ dataListOptions: [] }))).toEqual({
      dataListOptions: "Silakan pilih kotak jika Anda ingin melanjutkan",
    });
    expect(messages(positionSchema, position({ dataListOptions: [1, 2] }))).toEqual({
      dataListOptions: "Maaf, Izin daftar data hanya dapat memilih satu opsi",
    });
    expect(messages(positionSchema, position({ dataListOptions: [1] }))).toEqual({});
    expect(dataListOptionsError(undefined)).toBe("positions:validation.dataListNone");
    expect(dataListOptionsError([2, 2])).toBeNull();
  });

  it("name 5-20 characters, not blank", () => {
    expect(messages(positionSchema, position({ name: "Gdg1" }))).toEqual({ name: "Minimal 5 karakter" });
    expect(messages(positionSchema, position({ name: "Gudang" }))).toEqual({});
    expect(messages(positionSchema, position({ name: "x".repeat(20) }))).toEqual({});
    expect(messages(positionSchema, position({ name: "x".repeat(21) }))).toEqual({ name: "Maksimal 20 karakter" });
    expect(messages(positionSchema, position({ name: "    " }))).toEqual({ name: "Tidak boleh kosong" });
  });

  it("at least one authority, each from the catalogue", () => {
    expect(messages(positionSchema, position({ authorities: [] }))).toEqual({
      authorities: "Pilih minimal satu otoritas",
    });
    expect(messages(positionSchema, position({ authorities: ["users.resetPassword", "positions.delete"] }))).toEqual(
      {},
    );
    expect(messages(positionSchema, position({ authorities: ["products.list", "shop.destroy"] }))).toEqual({
      "authorities.1": "Otoritas tidak dikenal",
    });
  });
});

describe("user rules", () => {
  it("accepts a valid sub-account", () => {
    expect(messages(userCreateSchema, user())).toEqual({});
  });

  it("password 8-50 with upper, lower, digit and special character", () => {
    const strength = "Kata sandi harus berisi huruf besar, huruf kecil, angka dan karakter khusus";
    for (const weak of ["rahasia#1", "RAHASIA#1", "Rahasia#x", "Rahasia12"]) {
      expect({ weak, m: messages(userCreateSchema, user({ password: weak, confirmPassword: weak })) }).toEqual({
        weak,
        m: { password: strength },
      });
    }
    expect(messages(userCreateSchema, user({ password: "Ra#1567", confirmPassword: "Ra#1567" }))).toEqual({
      password: "Minimal 8 karakter",
    });
    const max = `Ra#1${"x".repeat(46)}`;
    expect(messages(userCreateSchema, user({ password: max, confirmPassword: max }))).toEqual({});
    expect(messages(userCreateSchema, user({ password: `${max}y`, confirmPassword: `${max}y` }))).toEqual({
      password: "Maksimal 50 karakter",
    });
    expect(passwordStrengthOk("Aa1 bcdef")).toBe(false);
    expect(passwordStrengthOk("Aa1_bcdef")).toBe(true);
  });

  it("confirmation must match: 'Kata sandi tidak cocok'", () => {
    expect(messages(userCreateSchema, user({ confirmPassword: "Rahasia#2" }))).toEqual({
      confirmPassword: "Kata sandi tidak cocok",
    });
    expect(messages(resetPasswordSchema, { userId: 4, password: "Rahasia#1", confirmPassword: "Rahasia#2" })).toEqual({
      confirmPassword: "Kata sandi tidak cocok",
    });
    expect(confirmPasswordError("Rahasia#1", "Rahasia#1")).toBeNull();
    expect(confirmPasswordError("Rahasia#1", "")).toBe("validation:required");
    expect(confirmPasswordError("Rahasia#1", "rahasia#1")).toBe("users:validation.passwordMismatch");
  });

  it("names 2-50; the sign-in name only letters, digits, dot, underscore, hyphen", () => {
    expect(messages(userCreateSchema, user({ nickName: "R" }))).toEqual({ nickName: "Minimal 2 karakter" });
    expect(messages(userCreateSchema, user({ nickName: "R".repeat(50) }))).toEqual({});
    expect(messages(userCreateSchema, user({ nickName: "R".repeat(51) }))).toEqual({
      nickName: "Maksimal 50 karakter",
    });
    expect(messages(userCreateSchema, user({ userName: "rina wati" }))).toEqual({
      userName: "Hanya huruf, angka, titik, garis bawah dan tanda hubung",
    });
    expect(messages(userCreateSchema, user({ userName: "r" }))).toEqual({ userName: "Minimal 2 karakter" });
  });

  it("email required, valid format, max 100; position required", () => {
    expect(messages(userCreateSchema, user({ email: "" }))).toEqual({ email: "Tidak boleh kosong" });
    expect(messages(userCreateSchema, user({ email: "rina@" }))).toEqual({ email: "Format email tidak valid" });
    const long = `${"r".repeat(91)}@a.co.id`;
    expect(long.length).toBe(99);
    expect(messages(userCreateSchema, user({ email: long }))).toEqual({});
    expect(messages(userCreateSchema, user({ email: `rr${long}` }))).toEqual({ email: "Maksimal 100 karakter" });
    expect(messages(userCreateSchema, user({ positionId: undefined }))).toEqual({ positionId: "Tidak boleh kosong" });
  });

  it("an edit carries no sign-in name nor password", () => {
    const parsed = userUpdateSchema.parse({
      userId: 4,
      nickName: "Rina",
      email: "rina@sinarjaya.co.id",
      positionId: 3,
      userName: "other",
      password: "x",
    });
    expect(parsed).toEqual({ userId: 4, nickName: "Rina", email: "rina@sinarjaya.co.id", positionId: 3 });
  });
});
