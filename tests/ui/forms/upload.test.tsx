import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UploadField } from "../../../src/forms/upload";
import type { UploadedImage } from "../../../src/forms/upload-rules";
import { initI18n } from "../../../src/providers/i18n-provider";
import { StorageKey } from "../../../src/domain/wire";

const user = userEvent.setup({ applyAccept: false });
const changes: UploadedImage[][] = [];

function Harness({ maxCount = 3 }: { maxCount?: number }) {
  const [value, setValue] = useState<UploadedImage[]>([]);
  return (
    <>
      <label htmlFor="pics">Pictures</label>
      <UploadField
        id="pics"
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        maxCount={maxCount}
        maxSizeKb={100}
        mainImage
      />
    </>
  );
}

const png = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: "image/png" });

function envelope(data: unknown, success = true, message = "ok") {
  return new Response(JSON.stringify({ success, code: success ? 200 : 415, message, data }), {
    headers: { "Content-Type": "application/json" },
  });
}

async function setup(lang: "en-US" | "id-ID" = "en-US") {
  const i18n = await initI18n(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  changes.length = 0;
  render(<Harness />);
}

afterEach(() => vi.unstubAllGlobals());

describe("upload control", () => {
  it("refuses a file of the wrong format, naming it, without uploading", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await setup();
    await user.upload(screen.getByLabelText("Pictures"), new File(["x"], "engine.gif", { type: "image/gif" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "engine.gif: wrong image format, please upload jpg, jpeg or png",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it("refuses a file that is too large with its size in MB, in Indonesian", async () => {
    vi.stubGlobal("fetch", vi.fn());
    await setup("id-ID");
    await user.upload(screen.getByLabelText("Pictures"), png("besar.png", 1.5 * 1024 * 1024));
    expect(screen.getByRole("alert")).toHaveTextContent("besar.png berukuran 1.5 MB, melebihi 0.1 MB");
  });

  it("uploads with the portal headers, shows the file and makes the first one main", async () => {
    localStorage.setItem(StorageKey.token, "tok-1");
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const name = ((init.body as FormData).get("file") as File).name;
      return envelope({ fileKey: `k-${name}`, url: `/files/k-${name}`, fileName: name, size: 2048, type: "image/png" });
    });
    vi.stubGlobal("fetch", fetchMock);
    await setup();
    await user.upload(screen.getByLabelText("Pictures"), [png("front.png"), png("side.png")]);

    const list = screen.getByRole("list", { name: "Uploaded files" });
    expect(await within(list).findByRole("img", { name: "side.png" })).toHaveAttribute("src", "/files/k-side.png");
    expect(within(list).getByRole("img", { name: "front.png" })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/file/ina/upload");
    expect(init.headers).toMatchObject({ Authorization: "tok-1", "Accept-Language": "en-US" });
    expect(init.headers).not.toHaveProperty("Content-Type");
    expect((init.body as FormData).get("type")).toBe("image");
    expect(changes.at(-1)?.map((v) => [v.fileKey, v.isMain])).toEqual([
      ["k-front.png", true],
      ["k-side.png", false],
    ]);
    expect(within(list).getByRole("button", { name: "Main image" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(list).getByRole("button", { name: "Set as main" }));
    expect(changes.at(-1)?.map((v) => v.isMain)).toEqual([false, true]);

    // The finished progress bars disappear after a second.
    await waitFor(() => expect(screen.queryAllByRole("progressbar")).toHaveLength(0), { timeout: 2500 });
  });

  it("removes a failed upload and says why", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => envelope(null, false, "Unsupported file")),
    );
    await setup();
    await user.upload(screen.getByLabelText("Pictures"), png("rear.png"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Upload file failed: rear.png (Unsupported file)");
    expect(within(screen.getByRole("list", { name: "Uploaded files" })).queryByText("rear.png")).toBeNull();
    expect(changes).toEqual([]);
  });

  it("says how many files are allowed when more are chosen", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => envelope({ fileKey: "k", url: "/files/k", fileName: "a", size: 1, type: "image/png" })),
    );
    await setup();
    await user.upload(screen.getByLabelText("Pictures"), [png("1.png"), png("2.png"), png("3.png"), png("4.png")]);
    expect(screen.getByRole("alert")).toHaveTextContent("You can upload at most 3 files");
  });
});
