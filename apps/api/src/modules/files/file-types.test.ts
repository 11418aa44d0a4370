import { describe, expect, it } from "vitest";
import { IMAGE_AND_PDF_TYPES, IMAGE_TYPES, sniffUpload } from "./file-types";
import { gifBytes, pdfBytes, pngOfSize } from "./upload-fixtures";

describe("sniffUpload", () => {
  it.each([
    ["a.png", pngOfSize(100), IMAGE_AND_PDF_TYPES, "image/png"],
    ["photo", pngOfSize(100), IMAGE_TYPES, "image/png"],
    ["a.GIF", gifBytes(), IMAGE_TYPES, "image/gif"],
    ["doc.pdf", pdfBytes(), IMAGE_AND_PDF_TYPES, "application/pdf"],
  ] as const)("accepts %s", async (name, bytes, allowed, mimeType) => {
    expect(await sniffUpload(bytes, name, [...allowed])).toMatchObject({ ok: true, mimeType });
  });

  it.each([
    ["a PDF named .png", "a.png", pdfBytes(), IMAGE_AND_PDF_TYPES, /not what its name/],
    ["a PDF where only images go", "a.pdf", pdfBytes(), IMAGE_TYPES, /not accepted/],
    ["text named .png", "a.png", Buffer.from("hello, not an image"), IMAGE_AND_PDF_TYPES, /not accepted/],
    [
      "an executable named .jpg",
      "a.jpg",
      Buffer.concat([Buffer.from("7f454c46", "hex"), Buffer.alloc(60)]),
      IMAGE_TYPES,
      /not accepted/,
    ],
    ["a PNG named .exe", "a.exe", pngOfSize(64), IMAGE_TYPES, /not what its name/],
  ] as const)("refuses %s", async (_label, name, bytes, allowed, reason) => {
    const result = await sniffUpload(bytes, name, [...allowed]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
