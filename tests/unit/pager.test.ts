import { pageChange, pagerProps } from "../../src/forms/pager";

test("the pager offers 10/20/30/40 and shows the list's place (spec §9)", () => {
  const props = pagerProps({ page: 3, pageSize: 20 }, 95, (n) => `${n} produk`);
  expect(props).toMatchObject({
    current: 3,
    pageSize: 20,
    total: 95,
    showSizeChanger: true,
    pageSizeOptions: ["10", "20", "30", "40"],
    showQuickJumper: true,
  });
  expect(props.showTotal?.(95, [41, 60])).toBe("95 produk");
});

test("moving pages keeps the size; a new page size starts again at page 1", () => {
  expect(pageChange({ page: 3, pageSize: 20 }, 4, 20)).toEqual({ page: 4, pageSize: 20 });
  expect(pageChange({ page: 3, pageSize: 20 }, 3, 40)).toEqual({ page: 1, pageSize: 40 });
  expect(pageChange({ page: 3, pageSize: 20 })).toEqual({ page: 3, pageSize: 20 });
});
