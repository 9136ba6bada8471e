/**
 * Delivery-fee templates (spec §2 /order/delivery-fee-template, §3 "Delivery template"): the list keeps its
 * status filter (2 = all) and search in the URL and reads each default fee as a sentence; the add form
 * refuses what the API would (field messages, nothing sent), converts kg to grams and sends the areas with
 * their cities; the detail page names the cities of each area; the product form offers enabled templates.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "antd";
import type { TemplateDetail, TemplateRow } from "../../../src/resources/delivery-templates/schema";
import TemplateListView from "../../../src/resources/delivery-templates/list";
import AddTemplateView from "../../../src/resources/delivery-templates/add";
import TemplateDetailView from "../../../src/resources/delivery-templates/detail";
import { DeliveryTemplateSelect } from "../../../src/resources/products/delivery-template-select";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
const LIST = "/order/delivery-fee-template";
const ADD = "/order/delivery-fee-template/add-delivery-template";
const DETAIL = "/order/delivery-fee-template/delivery-template-detail/:code";

const row = (over: Partial<TemplateRow> = {}): TemplateRow => ({
  code: "TPL-000001",
  name: "Jawa per kg",
  status: 1,
  pricingType: 2,
  deliveryType: 1,
  firstUnits: 1000,
  firstFee: 10_000,
  additionalUnits: 1000,
  additionalFee: 5_000,
  areaCount: 1,
  productCount: 3,
  createTime: "2026-11-20 10:00:00",
  ...over,
});
const detail: TemplateDetail = {
  ...row(),
  id: 7,
  updateTime: "2026-11-21 10:00:00",
  areas: [
    { regencyCodes: ["31.71", "32.73"], firstUnits: 2000, firstFee: 8_000, additionalUnits: 500, additionalFee: 1_500 },
  ],
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path, body) => {
    if (path === "/api/logistics/ina/template/page")
      return {
        pageCount: 1,
        rowCount: 2,
        pageSize: 10,
        data: [
          row(),
          row({
            code: "TPL-000002",
            name: "Kargo",
            status: 0,
            productCount: 0,
            pricingType: 3,
            firstUnits: 1_500_000,
            additionalUnits: 1_000_000,
          }),
        ],
      };
    if (path === "/api/logistics/ina/template/detail") return detail;
    if (path === "/api/logistics/ina/template/create") return { code: "TPL-000009" };
    if (path === "/api/logistics/ina/template/options") return [{ id: 7, code: "TPL-000001", name: "Jawa per kg" }];
    if (path === "/api/reference/ina/regions") {
      const parent = (body as { parentCode?: string }).parentCode;
      if (!parent)
        return [
          { code: "31", name: "DKI Jakarta", level: 1, postalCode: null, isLeaf: false },
          { code: "32", name: "Jawa Barat", level: 1, postalCode: null, isLeaf: false },
        ];
      return parent === "32"
        ? [{ code: "32.73", name: "Kota Bandung", level: 2, postalCode: null, isLeaf: false }]
        : [{ code: "31.71", name: "Jakarta Pusat", level: 2, postalCode: null, isLeaf: false }];
    }
    throw new Error(`unexpected ${String(path)}`);
  });
});

describe("list", () => {
  it("reads the filters from the URL, sends them, and shows each default fee as a sentence", async () => {
    await renderView(<TemplateListView />, { url: `${LIST}?status=0&keyword=Jawa`, path: LIST, post });
    const table = await screen.findByRole("table", { name: "Delivery fee templates" });
    expect(await within(table).findByText("First 1 kg Rp 10.000, +Rp 5.000 per 1 kg")).toBeInTheDocument();
    expect(within(table).getByText("First 1.5 m³ Rp 10.000, +Rp 5.000 per 1 m³")).toBeInTheDocument();
    expect(bodiesTo(post, "/api/logistics/ina/template/page")[0]).toEqual({
      pageNo: 1,
      pageSize: 10,
      status: 0,
      keyword: "Jawa",
    });
    // A template products still use cannot be deleted from the list.
    expect(within(table).getByRole("button", { name: "Delete Jawa per kg" })).toBeDisabled();
  });

  it("changing the status filter to all puts it in the URL and asks again", async () => {
    const user = userEvent.setup();
    await renderView(<TemplateListView />, { url: `${LIST}?status=1`, path: LIST, post });
    await screen.findByRole("table", { name: "Delivery fee templates" });
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByTitle("All"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe(LIST));
    await waitFor(() => expect(bodiesTo(post, "/api/logistics/ina/template/page").at(-1)).toMatchObject({ status: 2 }));
  });

  it("asks before disabling a template, then sends the status", async () => {
    const user = userEvent.setup();
    post.mockImplementationOnce(async () => ({ pageCount: 1, rowCount: 1, pageSize: 10, data: [row()] }));
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path, body) =>
      path === "/api/logistics/ina/template/status" ? { code: "TPL-000001", status: 0 } : base(path, body),
    );
    await renderView(<TemplateListView />, { url: LIST, path: LIST, post });
    await user.click(await screen.findByRole("switch", { name: "Enabled: Jawa per kg" }));
    const texts = await screen.findAllByText(/Disable template Jawa per kg\?/);
    const confirm = texts.map((el) => el.closest(".ant-modal-confirm")).find(Boolean) as HTMLElement;
    expect(bodiesTo(post, "/api/logistics/ina/template/status")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Disabled" }));
    await waitFor(() =>
      expect(bodiesTo(post, "/api/logistics/ina/template/status")).toEqual([{ code: "TPL-000001", status: 0 }]),
    );
  });
});

describe("add form", () => {
  it("shows the rules' messages and sends nothing, then sends grams and the area's cities", async () => {
    const user = userEvent.setup();
    await renderView(<AddTemplateView />, { url: ADD, path: ADD, post });
    const save = await screen.findByRole("button", { name: "Save" });
    await user.click(save);
    expect((await screen.findAllByText("Can not be empty")).length).toBeGreaterThan(0);
    expect(bodiesTo(post, "/api/logistics/ina/template/create")).toHaveLength(0);

    await user.type(screen.getByLabelText("Template name"), "J");
    expect(await screen.findByText("At least 2 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Template name"), "awa per kg");
    await user.click(screen.getByText("By weight"));
    const first = screen.getByRole("spinbutton", { name: "First" });
    await user.clear(first);
    await user.type(first, "1.5");
    await user.type(screen.getByRole("spinbutton", { name: "Base fee" }), "10000");
    await user.type(screen.getByRole("spinbutton", { name: "Additional fee" }), "5000");

    await user.click(screen.getByRole("button", { name: "Add specified area" }));
    const area = screen.getByRole("group", { name: "Area 1" });
    await user.click(save);
    expect(await within(area).findByText("Choose at least one city / regency")).toBeInTheDocument();
    expect(bodiesTo(post, "/api/logistics/ina/template/create")).toHaveLength(0);

    await user.click(within(area).getByRole("combobox", { name: "Area 1 Province" }));
    await user.click(await screen.findByTitle("Jawa Barat"));
    await user.click(within(area).getByRole("combobox", { name: "Area 1 Cities / regencies" }));
    await user.click(await screen.findByTitle("Kota Bandung"));
    await user.type(within(area).getByRole("spinbutton", { name: "Area 1 Base fee" }), "8000");
    await user.type(within(area).getByRole("spinbutton", { name: "Area 1 Additional fee" }), "0");
    await user.click(save);

    await waitFor(() =>
      expect(bodiesTo(post, "/api/logistics/ina/template/create")).toEqual([
        {
          name: "Jawa per kg",
          pricingType: 2,
          deliveryType: 1,
          firstUnits: 1500,
          firstFee: 10_000,
          additionalUnits: 1000,
          additionalFee: 5_000,
          areas: [
            { regencyCodes: ["32.73"], firstUnits: 1000, firstFee: 8_000, additionalUnits: 1000, additionalFee: 0 },
          ],
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        "/order/delivery-fee-template/delivery-template-detail/TPL-000009",
      ),
    );
  });

  it("edits with ?code=: loads the template in display units", async () => {
    await renderView(<AddTemplateView />, { url: `${ADD}?code=TPL-000001`, path: ADD, post });
    await waitFor(() => expect(screen.getByLabelText("Template name")).toHaveValue("Jawa per kg"));
    expect(bodiesTo(post, "/api/logistics/ina/template/detail")).toEqual([{ code: "TPL-000001" }]);
    expect(screen.getByRole("spinbutton", { name: "Area 1 First" })).toHaveValue("2.000");
  });
});

describe("detail", () => {
  it("shows the fields, the default fee and each area's cities by name", async () => {
    await renderView(<TemplateDetailView />, {
      url: "/order/delivery-fee-template/delivery-template-detail/TPL-000001",
      path: DETAIL,
      post,
      lang: "id-ID",
    });
    expect(await screen.findByText("1 kg pertama Rp 10.000, +Rp 5.000 per 1 kg")).toBeInTheDocument();
    expect(screen.getByText("2 kg pertama Rp 8.000, +Rp 1.500 per 0,5 kg")).toBeInTheDocument();
    const cities = screen.getByRole("list", { name: "Area 1 Kota / kabupaten" });
    expect(await within(cities).findByText("Kota Bandung")).toBeInTheDocument();
    expect(await within(cities).findByText("Jakarta Pusat")).toBeInTheDocument();
    expect(bodiesTo(post, "/api/logistics/ina/template/detail")).toEqual([{ code: "TPL-000001" }]);
  });
});

describe("product form picker", () => {
  it("offers the enabled templates; clearing it means the product ships free", async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    function Picker() {
      const [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ deliveryTemplateId: null }} onValuesChange={(_, all) => (values = all)}>
          <Form.Item name="deliveryTemplateId" label="Delivery fee template">
            <DeliveryTemplateSelect />
          </Form.Item>
        </Form>
      );
    }
    await renderView(<Picker />, { post });
    await user.click(screen.getByRole("combobox", { name: "Delivery fee template" }));
    await user.click(await screen.findByTitle("Jawa per kg"));
    expect(values).toEqual({ deliveryTemplateId: 7 });
    expect(bodiesTo(post, "/api/logistics/ina/template/options")).toEqual([{}]);
  });
});
