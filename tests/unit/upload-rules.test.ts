import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  checkFormat,
  checkSize,
  ensureMain,
  formatFileSize,
  nextSimulatedProgress,
  progressStatus,
  selectFiles,
  setMain,
  toSchemaImages,
  toValue,
  type UploadItem,
} from "../../src/forms/upload-rules";

const file = (name: string, kb = 10) => ({ name, size: kb * 1024 });
const item = (uid: string, over: Partial<UploadItem> = {}): UploadItem => ({
  uid,
  name: `${uid}.png`,
  size: 1024,
  status: "finished",
  percentage: 100,
  fileKey: `k-${uid}`,
  url: `/files/k-${uid}`,
  isMain: false,
  showProgress: false,
  ...over,
});

describe("upload format rule (spec §5 Upload)", () => {
  it("accepts jpg, jpeg and png whatever the case", () => {
    expect(checkFormat("a.jpg", "image")).toBeNull();
    expect(checkFormat("b.JPEG", "image")).toBeNull();
    expect(checkFormat("c.Png", "image")).toBeNull();
    expect(acceptAttribute("image")).toBe(".jpg,.jpeg,.png");
  });
  it("refuses other images with the image text and the file name, media with the media text", () => {
    expect(checkFormat("scan.gif", "image")).toEqual({ key: "upload.imageFormat", params: { name: "scan.gif" } });
    expect(checkFormat("noext", "image")?.key).toBe("upload.imageFormat");
    expect(checkFormat("clip.avi", "media")).toEqual({ key: "upload.mediaFormat", params: { name: "clip.avi" } });
    expect(checkFormat("clip.mkv", "media")).toBeNull();
  });
});

describe("upload size rule", () => {
  it("passes at the limit and refuses above it with name and size in MB", () => {
    expect(checkSize(file("a.png", 2048), 2048)).toBeNull();
    expect(checkSize({ name: "big.png", size: 3 * 1024 * 1024 }, 2048)).toEqual({
      key: "upload.tooLarge",
      params: { name: "big.png", size: "3", max: "2" },
    });
  });
  it("shows sizes in KB below 1 MB, otherwise in M", () => {
    expect(formatFileSize(500 * 1024)).toBe("500KB");
    expect(formatFileSize(1023.5 * 1024)).toBe("1023.5KB");
    expect(formatFileSize(1024 * 1024)).toBe("1M");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.5M");
  });
});

describe("selectFiles", () => {
  const opts = { kind: "image" as const, maxSizeKb: 100, maxCount: 3 };
  it("keeps valid files and reports each bad one", () => {
    const r = selectFiles(0, [file("a.png"), file("b.gif"), file("c.jpg", 500)], opts);
    expect(r.accepted.map((f) => f.name)).toEqual(["a.png"]);
    expect(r.problems.map((p) => p.key)).toEqual(["upload.imageFormat", "upload.tooLarge"]);
  });
  it("reports the maximum once when too many files are chosen and keeps only the room left", () => {
    const r = selectFiles(2, [file("a.png"), file("b.png"), file("c.png")], opts);
    expect(r.accepted.map((f) => f.name)).toEqual(["a.png"]);
    expect(r.problems).toEqual([{ key: "upload.tooMany", params: { max: 3 } }]);
  });
  it("avatar keeps only the last valid file and replaces the existing one", () => {
    const r = selectFiles(1, [file("a.png"), file("b.png"), file("x.gif")], { ...opts, avatar: true, maxCount: 1 });
    expect(r.accepted.map((f) => f.name)).toEqual(["b.png"]);
    expect(r.replaceExisting).toBe(true);
  });
});

describe("main image rule (spec §4 Other)", () => {
  it("makes the first file main when none is", () => {
    expect(ensureMain([item("a"), item("b")]).map((i) => i.isMain)).toEqual([true, false]);
  });
  it("keeps a chosen main and leaves exactly one", () => {
    expect(ensureMain([item("a", { isMain: true }), item("b", { isMain: true })]).map((i) => i.isMain)).toEqual([
      true,
      false,
    ]);
    expect(ensureMain([item("a"), item("b", { isMain: true })]).map((i) => i.isMain)).toEqual([false, true]);
  });
  it("moves main to another file; removing the main file makes the first one main", () => {
    const list = setMain([item("a", { isMain: true }), item("b"), item("c")], "c");
    expect(list.map((i) => i.isMain)).toEqual([false, false, true]);
    expect(toValue(list.filter((i) => i.uid !== "c")).map((v) => v.isMain)).toEqual([true, false]);
  });
  it("form value leaves out uploading and failed entries and maps to the schema's images", () => {
    const value = toValue([
      item("a", { status: "uploading", fileKey: undefined }),
      item("b"),
      item("c", { status: "fail" }),
    ]);
    expect(value).toEqual([{ fileKey: "k-b", isMain: true, url: "/files/k-b", name: "b.png", size: 1024 }]);
    expect(toSchemaImages(value)).toEqual([{ fileKey: "k-b", isMain: true }]);
    expect(ensureMain([])).toEqual([]);
  });
});

describe("simulated progress", () => {
  it("rises towards 90 and never passes it before the answer", () => {
    let p = 0;
    const seen: number[] = [];
    for (let i = 0; i < 50; i++) seen.push((p = nextSimulatedProgress(p)));
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true);
    expect(Math.max(...seen)).toBe(90);
  });
  it("100 percent is success, a failure is an exception", () => {
    expect(progressStatus({ status: "finished", percentage: 100 })).toBe("success");
    expect(progressStatus({ status: "uploading", percentage: 40 })).toBe("active");
    expect(progressStatus({ status: "fail", percentage: 40 })).toBe("exception");
  });
});
