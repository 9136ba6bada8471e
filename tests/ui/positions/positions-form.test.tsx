/**
 * /store/addrole and /store/editrole (spec §5 "Users and positions"): the position form validates the
 * name, at least one authority and exactly one data-list option with the spec's Indonesian messages,
 * then sends the body; edit loads the position (keeping only authorities the catalogue offers).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuthorityGroup, PositionRow } from "../../../src/resources/positions/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();

import { ApiFailure } from "../../../src/providers/http";
import AddRolePage from "../../../src/resources/positions/create";
import EditRolePage from "../../../src/resources/positions/edit";

const BASE = "/api/staff/ina";
const GROUPS: AuthorityGroup[] = [
  {
    subject: "products",
    label: "Produk",
    authorities: [
      { key: "products.list", action: "list", label: "Produk dijual", menu: true },
      { key: "products.create", action: "create", label: "Tambah produk", menu: true },
    ],
  },
  {
    subject: "users",
    label: "Pengguna",
    authorities: [{ key: "users.list", action: "list", label: "Manajemen Pengguna", menu: true }],
  },
];
const STORED: PositionRow = {
  id: 5,
  name: "Gudang",
  authorities: ["products.list", "stock.list"],
  dataListPermission: 2,
  userCount: 1,
  lastModified: "2026-11-20 10:00:00",
};

function answer(overrides: Record<string, (body: unknown) => unknown> = {}) {
  post.mockImplementation(async (path, body) => {
    const key = String(path).replace(`${BASE}/`, "");
    if (overrides[key]) return overrides[key](body);
    if (key === "authorities") return GROUPS;
    if (key === "position/detail") return { ...STORED, dataListOptions: [2] };
    if (key === "position/create") return { id: 9 };
    if (key === "position/update") return { id: 5 };
    throw new Error(`unexpected ${String(path)}`);
  });
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Simpan" }));

describe("position form", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("shows the spec's messages for the data-list options, the authorities and the name", async () => {
    answer();
    await renderView(<AddRolePage />, { url: "/store/addrole", path: "/store/addrole", post, lang: "id-ID" });
    await screen.findByText("Produk dijual");
    await save();
    expect(await screen.findByText("Silakan pilih kotak jika Anda ingin melanjutkan")).toBeInTheDocument();
    expect(screen.getByText("Pilih minimal satu otoritas")).toBeInTheDocument();
    expect(screen.getByText("Tidak boleh kosong")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("checkbox", { name: "Transaksi semua akun" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Hanya aktivitas sendiri" }));
    expect(await screen.findByText("Maaf, Izin daftar data hanya dapat memilih satu opsi")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Nama jabatan"), "Gdg");
    await userEvent.tab();
    expect(await screen.findByText("Minimal 5 karakter")).toBeInTheDocument();
    expect(bodiesTo(post, `${BASE}/position/create`)).toEqual([]);
  });

  it("sends the name, the ticked authorities and the one data-list option, then goes to the positions tab", async () => {
    answer();
    await renderView(<AddRolePage />, { url: "/store/addrole", path: "/store/addrole", post, lang: "id-ID" });
    await userEvent.type(await screen.findByLabelText("Nama jabatan"), "Gudang Cabang");
    await userEvent.click(screen.getByText("Produk dijual"));
    await userEvent.click(screen.getByText("Manajemen Pengguna"));
    await userEvent.click(screen.getByRole("checkbox", { name: "Hanya aktivitas sendiri" }));
    await save();
    await waitFor(() =>
      expect(bodiesTo(post, `${BASE}/position/create`)).toEqual([
        { name: "Gudang Cabang", authorities: ["products.list", "users.list"], dataListOptions: [2] },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/store/management?tab=positions"));
  });

  it("puts a taken name refused by the server on the name field", async () => {
    answer({
      "position/create": () => {
        throw new ApiFailure(409, "Nama jabatan sudah ada");
      },
    });
    await renderView(<AddRolePage />, { url: "/store/addrole", path: "/store/addrole", post, lang: "id-ID" });
    await userEvent.type(await screen.findByLabelText("Nama jabatan"), "Gudang");
    await userEvent.click(screen.getByText("Produk"));
    await userEvent.click(screen.getByRole("checkbox", { name: "Transaksi semua akun" }));
    await save();
    expect(await screen.findByText("Nama jabatan sudah ada")).toBeInTheDocument();
    expect(bodiesTo(post, `${BASE}/position/create`)[0]).toMatchObject({
      authorities: ["products.list", "products.create"],
    });
  });

  it("edit loads the position and saves it with its id", async () => {
    answer();
    await renderView(<EditRolePage />, { url: "/store/editrole?id=5", path: "/store/editrole", post, lang: "en-US" });
    await waitFor(() => expect(screen.getByLabelText("Position name")).toHaveValue("Gudang"));
    expect(screen.getByRole("checkbox", { name: "Only own activities" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesTo(post, `${BASE}/position/update`)).toEqual([
        { id: 5, name: "Gudang", authorities: ["products.list"], dataListOptions: [2] },
      ]),
    );
  });
});
