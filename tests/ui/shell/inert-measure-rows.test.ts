import { inertMeasureRows } from "../../../src/shell/inert-measure-rows";

test("antd's hidden measure rows become inert, now and when tables render later; other rows are untouched", async () => {
  document.body.innerHTML = `<table><tbody><tr class="ant-table-measure-row" aria-hidden="true"><th><input type="checkbox"></th></tr><tr class="ant-table-row"><td>1</td></tr></tbody></table>`;
  const stop = inertMeasureRows();
  expect(document.querySelector(".ant-table-measure-row")?.hasAttribute("inert")).toBe(true);
  expect(document.querySelector(".ant-table-row")?.hasAttribute("inert")).toBe(false);
  const later = document.createElement("table");
  later.innerHTML = `<tbody><tr class="ant-table-measure-row"><th>x</th></tr></tbody>`;
  document.body.appendChild(later);
  await new Promise((r) => setTimeout(r, 0));
  expect(later.querySelector("tr")?.hasAttribute("inert")).toBe(true);
  stop();
});
