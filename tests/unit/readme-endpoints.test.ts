import fs from "node:fs";
import path from "node:path";
import { endpointTable, START, END } from "../../scripts/endpoints";

test("the README's endpoint table lists exactly the routes the API registers (run npm run docs:endpoints)", async () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
  const section = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
  expect(section).toBe(await endpointTable());
});
