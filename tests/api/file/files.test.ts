/**
 * Upload and download of files (spec §3 "Uploaded file", §5 "Upload"): the type comes from the bytes,
 * limits are enforced, refused uploads leave no row and no file, and stored files are served back as is.
 */
import fs from "node:fs";
import { count, eq } from "drizzle-orm";
import type { Envelope } from "../../../src/domain/wire";
import { files } from "../../../server/db/schema/item";
import { solidPng } from "../../../server/modules/file/png";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let seller: string;

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body built by hand, so the test controls every byte and header. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = "----sellerportaltest7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("filename" in p) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? "application/octet-stream"}\r\n\r\n`,
        ),
      );
      chunks.push(p.content);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}`));
    }
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Uploaded {
  fileKey: string;
  url: string;
  fileName: string;
  size: number;
  type: string;
  kind: string;
}

async function upload(parts: Part[], opts: { token?: string; lang?: string } = {}) {
  const { payload, contentType } = multipart(parts);
  const headers: Record<string, string> = { "content-type": contentType };
  if (opts.token ?? seller) headers.authorization = opts.token ?? seller;
  if (opts.lang) headers["accept-language"] = opts.lang;
  const res = await t.app.inject({ method: "POST", url: "/api/file/ina/upload", headers, payload });
  return res.json() as Envelope<Uploaded>;
}

const fileRows = async () => (await t.database.db.select({ n: count() }).from(files))[0].n;
const filesOnDisk = () => fs.readdirSync(t.filesDir).length;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
const JPEG = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seller = await t.login("seller.active");
});
afterAll(async () => {
  await t.close();
});

test("a real PNG is stored and served back byte for byte with its type", async () => {
  const png = solidPng(32, 16, [10, 200, 30]);
  const res = await upload([{ name: "file", filename: "kampas-rem.png", content: png, contentType: "image/png" }]);
  expect(res.success).toBe(true);
  expect(res.data).toMatchObject({ fileName: "kampas-rem.png", size: png.length, type: "image/png", kind: "image" });
  expect(res.data.fileKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(res.data.url).toBe(`/files/${res.data.fileKey}`);

  const got = await t.app.inject({ method: "GET", url: res.data.url });
  expect(got.statusCode).toBe(200);
  expect(got.headers["content-type"]).toBe("image/png");
  expect(got.headers["x-content-type-options"]).toBe("nosniff");
  expect(got.rawPayload.equals(png)).toBe(true);

  const [row] = await t.database.db.select().from(files).where(eq(files.fileKey, res.data.fileKey));
  expect(row).toMatchObject({ mime: "image/png", ext: "png", size: png.length, originalName: "kampas-rem.png" });
  expect(row.shopId).not.toBeNull();
});

test("a JPEG is accepted and the type field may come after the file", async () => {
  const res = await upload([
    { name: "file", filename: "foto.JPEG", content: JPEG, contentType: "image/jpeg" },
    { name: "type", value: "image" },
  ]);
  expect(res.data).toMatchObject({ type: "image/jpeg", kind: "image" });
  const got = await t.app.inject({ method: "GET", url: res.data.url });
  expect(got.headers["content-type"]).toBe("image/jpeg");
});

test("PDF bytes named .png are refused with the file name, leaving nothing behind", async () => {
  const [rows, disk] = [await fileRows(), filesOnDisk()];
  const res = await upload([{ name: "file", filename: "nota.png", content: PDF, contentType: "image/png" }], {
    lang: "en-US",
  });
  expect(res).toMatchObject({ success: false, code: 415 });
  expect(res.message).toContain("nota.png");
  expect(res.message).toContain("jpg, jpeg, png");
  expect(await fileRows()).toBe(rows);
  expect(filesOnDisk()).toBe(disk);
});

test("a PNG under a name that is not an image is refused", async () => {
  const res = await upload([{ name: "file", filename: "gambar.exe", content: solidPng(4, 4, [0, 0, 0]) }]);
  expect(res).toMatchObject({ success: false, code: 415 });
  expect(res.message).toContain("gambar.exe");
});

test("an image over 2 MB is refused with its name and size in MB", async () => {
  const rows = await fileRows();
  const big = Buffer.concat([solidPng(4, 4, [1, 2, 3]), Buffer.alloc(2.5 * 1024 * 1024)]);
  const res = await upload([{ name: "file", filename: "besar.png", content: big }], { lang: "id-ID" });
  expect(res).toMatchObject({ success: false, code: 413 });
  expect(res.message).toContain("besar.png");
  expect(res.message).toContain("2.50 MB");
  expect(res.message).toContain("2.00 MB");
  expect(await fileRows()).toBe(rows);
});

test("media uploads follow the media formats", async () => {
  const res = await upload([
    { name: "type", value: "media" },
    { name: "file", filename: "video.mp4", content: solidPng(4, 4, [1, 2, 3]) },
  ]);
  expect(res).toMatchObject({ success: false, code: 415 });
  expect(res.message).toContain("video.mp4");
  expect(res.message).toContain("mp4");
});

test("a missing file, an unknown type or a JSON body are refused", async () => {
  expect(await upload([{ name: "type", value: "image" }])).toMatchObject({ success: false, code: 400 });
  expect(
    await upload([
      { name: "type", value: "pdf" },
      { name: "file", filename: "a.png", content: solidPng(2, 2, [0, 0, 0]) },
    ]),
  ).toMatchObject({
    success: false,
    code: 400,
  });
  const json = await t.call("/api/file/ina/upload", { file: "x" }, { token: seller });
  expect(json.body.success).toBe(false);
});

test("uploading needs a signed-in seller with a shop", async () => {
  const anonymous = await t.app.inject({
    method: "POST",
    url: "/api/file/ina/upload",
    headers: { "content-type": multipart([]).contentType },
    payload: multipart([{ name: "file", filename: "a.png", content: solidPng(2, 2, [0, 0, 0]) }]).payload,
  });
  expect(anonymous.json()).toMatchObject({ success: false, code: 987654321 });
  const platform = await t.login("platform.admin");
  expect(
    await upload([{ name: "file", filename: "a.png", content: solidPng(2, 2, [0, 0, 0]) }], { token: platform }),
  ).toMatchObject({ code: 403 });
});

test("unknown or malformed keys answer 404 and never reach outside the files folder", async () => {
  for (const url of [
    "/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "/files/..%2F..%2Fetc%2Fpasswd",
    "/files/..%2Fpackage.json",
    "/files/short",
    "/files/sub/dir/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  ]) {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  }
});

test("seeded product images are served as PNG", async () => {
  const [row] = await t.database.db.select().from(files).limit(1);
  const got = await t.app.inject({ method: "GET", url: `/files/${row.fileKey}` });
  expect(got.statusCode).toBe(200);
  expect(got.headers["content-type"]).toBe("image/png");
  expect(got.rawPayload.subarray(1, 4).toString()).toBe("PNG");
});

test("a seller without a shop uploads the photos of their store application; the file carries no shop", async () => {
  const noshop = await t.login("seller.noshop");
  const res = await upload(
    [{ name: "file", filename: "ktp.png", content: solidPng(20, 20, [1, 2, 3]), contentType: "image/png" }],
    { token: noshop },
  );
  expect(res.success).toBe(true);
  const [row] = await t.database.db.select().from(files).where(eq(files.fileKey, res.data.fileKey));
  expect(row.shopId).toBeNull();
  // ...and it cannot be a product image of anyone's shop.
  const other = await t.call("/api/item/ina/detail", { itemId: 1 }, { token: noshop });
  expect(other.body.success).toBe(false);
});

test("the platform admin cannot upload into the seller file store", async () => {
  const admin = await t.login("platform.admin");
  const before = await fileRows();
  const res = await upload(
    [{ name: "file", filename: "x.png", content: solidPng(8, 8, [0, 0, 0]), contentType: "image/png" }],
    { token: admin },
  );
  expect(res).toMatchObject({ success: false, code: 403 });
  expect(await fileRows()).toBe(before);
});
