import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readImageUpload } from "./editor.server";
import { uploadCode as code } from "../../../tests/support/refusals";

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } })
      .png()
      .toBuffer(),
  );

function multipart(fields: Record<string, string | Blob>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Request("http://app.test/api/landings/x/saveImages", {
    method: "POST",
    body: form,
    headers,
  });
}

describe("readImageUpload", () => {
  it("reads image + imageType", async () => {
    const bytes = await png();
    const got = await readImageUpload(
      multipart({ imageType: "card_2", image: new File([bytes], "a.png", { type: "image/png" }) }),
    );
    expect(got.imageType).toBe("card_2");
    expect(got.bytes).toEqual(bytes);
  });

  it("accepts the SPEC's named fields", async () => {
    const file = new File([await png()], "a.jpg");
    expect((await readImageUpload(multipart({ projectLogo: file }))).imageType).toBe("logo");
    expect((await readImageUpload(multipart({ projectBackground: file }))).imageType).toBe(
      "background",
    );
    expect((await readImageUpload(multipart({ "cards[4][file]": file }))).imageType).toBe("card_4");
    expect((await readImageUpload(multipart({ videoFile: file }))).imageType).toBe("video");
  });

  it("refuses unknown types, missing files, and bodies over the cap", async () => {
    const file = new File([await png()], "a.png");
    expect(await code(readImageUpload(multipart({ imageType: "avatar", image: file })))).toBe(
      "uploadBadImageType",
    );
    expect(await code(readImageUpload(multipart({ imageType: "logo" })))).toBe("uploadNoFile");
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "big.png");
    expect(await code(readImageUpload(multipart({ imageType: "logo", image: big })))).toBe(
      "uploadTooLarge",
    );
    const declared = new Request("http://app.test/x", {
      method: "POST",
      headers: {
        "content-length": String(50 * 1024 * 1024),
        "content-type": "multipart/form-data; boundary=x",
      },
    });
    expect(await code(readImageUpload(declared))).toBe("uploadTooLarge");
  });
});
