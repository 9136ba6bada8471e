/**
 * /store/management (spec §2, §4 "User: active or inactive, toggled with confirmation", §5): the users
 * table, the create modal with the §5 rules and the server's 'Nama Pengguna Penjual Sudah Ada', the
 * confirmed deactivation, reset password, and the positions tab with delete refused while in use.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserRow } from "../../../src/resources/users/schema";
import type { PositionRow } from "../../../src/resources/positions/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();

import { ApiFailure } from "../../../src/providers/http";
import UserManagementPage from "../../../src/resources/users/management";

const BASE = "/api/staff/ina";
const row = (over: Partial<UserRow> = {}): UserRow => ({
  userId: 11,
  userName: "staff.gudang",
  nickName: "Agus Prasetyo",
  email: "agus@sinarjaya.co.id",
  positionId: 1,
  positionName: "Gudang",
  status: 1,
  creator: "seller.active",
  lastModified: "2026-11-20 10:00:00",
  ...over,
});
const position = (over: Partial<PositionRow> = {}): PositionRow => ({
  id: 1,
  name: "Gudang",
  authorities: ["products.list", "stock.list"],
  dataListPermission: 2,
  userCount: 1,
  lastModified: "2026-11-20 10:00:00",
  ...over,
});

function answer(overrides: Record<string, (body: unknown) => unknown> = {}) {
  post.mockImplementation(async (path, body) => {
    const key = String(path).replace(`${BASE}/`, "");
    if (overrides[key]) return overrides[key](body);
    if (key === "user/page") return { pageCount: 1, rowCount: 1, data: [row()], pageSize: 10 };
    if (key === "position/list")
      return {
        pageCount: 1,
        rowCount: 2,
        data: [position(), position({ id: 2, name: "Kosong", userCount: 0, dataListPermission: 1 })],
        pageSize: 2,
      };
    if (key === "user/create") return { userId: 99 };
    if (key === "user/setStatus" || key === "position/delete" || key === "user/resetPassword") return {};
    throw new Error(`unexpected ${String(path)}`);
  });
}

const open = (url = "/store/management", lang: "en-US" | "id-ID" = "en-US") =>
  renderView(<UserManagementPage />, { url, path: "/store/management", post, lang });

async function fillCreate(dialog: HTMLElement, confirm: string) {
  await userEvent.type(within(dialog).getByLabelText("User name"), "cabang.satu");
  await userEvent.type(within(dialog).getByLabelText("Name"), "Rina Wati");
  await userEvent.type(within(dialog).getByLabelText("Email"), "rina@sinarjaya.co.id");
  await userEvent.type(within(dialog).getByLabelText("Password"), "Rahasia#1");
  await userEvent.type(within(dialog).getByLabelText("Confirm password"), confirm);
  await userEvent.click(within(dialog).getByRole("combobox"));
  await userEvent.click(await screen.findByTitle("Gudang"));
}

describe("user management", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("lists the shop's users and searches by text and status", async () => {
    answer();
    await open();
    expect(await screen.findByText("Agus Prasetyo")).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search user name, name or email" }), "agus{Enter}");
    await waitFor(() =>
      expect(bodiesTo(post, `${BASE}/user/page`).at(-1)).toMatchObject({ pageNo: 1, keyword: "agus" }),
    );
  });

  it("creates a user: mismatched confirmation is refused before any call, then the body is sent", async () => {
    answer();
    await open();
    await userEvent.click(await screen.findByRole("button", { name: /Add user/ }));
    const dialog = await screen.findByRole("dialog");
    await fillCreate(dialog, "Rahasia#2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Passwords do not match")).toBeInTheDocument();
    expect(bodiesTo(post, `${BASE}/user/create`)).toEqual([]);

    const confirm = within(dialog).getByLabelText("Confirm password");
    await userEvent.clear(confirm);
    await userEvent.type(confirm, "Rahasia#1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesTo(post, `${BASE}/user/create`)).toEqual([
        {
          userName: "cabang.satu",
          nickName: "Rina Wati",
          email: "rina@sinarjaya.co.id",
          password: "Rahasia#1",
          confirmPassword: "Rahasia#1",
          positionId: 1,
        },
      ]),
    );
  });

  it("shows the server's taken-name refusal under the user name", async () => {
    answer({
      "user/create": () => {
        throw new ApiFailure(409, "Nama Pengguna Penjual Sudah Ada");
      },
    });
    await open();
    await userEvent.click(await screen.findByRole("button", { name: /Add user/ }));
    const dialog = await screen.findByRole("dialog");
    await fillCreate(dialog, "Rahasia#1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Nama Pengguna Penjual Sudah Ada")).toBeInTheDocument();
  });

  it("deactivates only after confirmation", async () => {
    answer();
    await open();
    await userEvent.click(await screen.findByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Deactivate staff.gudang?")).toBeInTheDocument();
    expect(bodiesTo(post, `${BASE}/user/setStatus`)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(bodiesTo(post, `${BASE}/user/setStatus`)).toEqual([{ userId: 11, status: 0 }]));
  });

  it("resets a password with the Indonesian mismatch message", async () => {
    answer();
    await open("/store/management", "id-ID");
    await userEvent.click(await screen.findByRole("button", { name: "Atur ulang kata sandi" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Kata sandi"), "Rahasia#1");
    await userEvent.type(within(dialog).getByLabelText("Konfirmasi kata sandi"), "Rahasia#9");
    await userEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Kata sandi tidak cocok")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Konfirmasi kata sandi"));
    await userEvent.type(within(dialog).getByLabelText("Konfirmasi kata sandi"), "Rahasia#1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(bodiesTo(post, `${BASE}/user/resetPassword`)).toEqual([
        { userId: 11, password: "Rahasia#1", confirmPassword: "Rahasia#1" },
      ]),
    );
  });

  it("positions tab: delete disabled while users hold a position, confirmed delete otherwise", async () => {
    answer();
    await open("/store/management?tab=positions");
    const table = await screen.findByRole("table");
    const held = (await within(table).findByText("Gudang")).closest("tr") as HTMLElement;
    expect(within(held).getByRole("button", { name: "Delete" })).toBeDisabled();
    expect(within(held).getByText("Only own activities")).toBeInTheDocument();
    const free = within(table).getByText("Kosong").closest("tr") as HTMLElement;
    await userEvent.click(within(free).getByRole("button", { name: "Delete" }));
    await userEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(bodiesTo(post, `${BASE}/position/delete`)).toEqual([{ id: 2 }]));
    await userEvent.click(within(held).getByRole("button", { name: "Edit" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/store/editrole?id=1");
  });
});
