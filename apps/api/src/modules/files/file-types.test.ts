import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPES, IMAGE_AND_PDF_TYPES, IMAGE_TYPES, sniffUpload } from "./file-types";
import {
  cfbBytes,
  docxBytes,
  executableBytes,
  gifBytes,
  pdfBytes,
  pngOfSize,
  zipBytes,
} from "./upload-fixtures";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const DOCUMENT_MESSAGE = "This file type is not accepted; upload one of: pdf, jpg, jpeg, png, doc, docx.";

describe("sniffUpload", () => {
  it.each([
    ["a.png", pngOfSize(100), IMAGE_AND_PDF_TYPES, "image/png", "png"],
    ["photo", pngOfSize(100), IMAGE_TYPES, "image/png", "png"],
    ["a.GIF", gifBytes(), IMAGE_TYPES, "image/gif", "gif"],
    ["doc.pdf", pdfBytes(), IMAGE_AND_PDF_TYPES, "application/pdf", "pdf"],
    ["letter.docx", docxBytes(), DOCUMENT_TYPES, DOCX, "docx"],
    ["LETTER.DOCX", docxBytes(), DOCUMENT_TYPES, DOCX, "docx"],
    ["letter.doc", cfbBytes(), DOCUMENT_TYPES, "application/msword", "doc"],
    ["scan.pdf", pdfBytes(), DOCUMENT_TYPES, "application/pdf", "pdf"],
  ] as const)("accepts %s", async (name, bytes, allowed, mimeType, extension) => {
    expect(await sniffUpload(bytes, name, [...allowed])).toEqual({ ok: true, mimeType, extension });
  });

  it.each([
    ["a PDF named .png", "a.png", pdfBytes(), IMAGE_AND_PDF_TYPES, /not what its name/],
    ["a PDF where only images go", "a.pdf", pdfBytes(), IMAGE_TYPES, /not accepted/],
    ["text named .png", "a.png", Buffer.from("hello, not an image"), IMAGE_AND_PDF_TYPES, /not accepted/],
    ["an executable named .jpg", "a.jpg", executableBytes(), IMAGE_TYPES, /not accepted/],
    ["a PNG named .exe", "a.exe", pngOfSize(64), IMAGE_TYPES, /not what its name/],
    ["a Word file where only images go", "a.docx", docxBytes(), IMAGE_TYPES, /not accepted/],
    ["a GIF as a document", "a.gif", gifBytes(), DOCUMENT_TYPES, DOCUMENT_MESSAGE],
    ["an executable named .docx", "a.docx", executableBytes(), DOCUMENT_TYPES, DOCUMENT_MESSAGE],
    ["an executable named .doc", "a.doc", executableBytes(), DOCUMENT_TYPES, DOCUMENT_MESSAGE],
    [
      "a plain zip named .docx",
      "a.docx",
      zipBytes({ "readme.txt": "hello" }),
      DOCUMENT_TYPES,
      DOCUMENT_MESSAGE,
    ],
    ["a compound file not named .doc", "a.xls", cfbBytes(), DOCUMENT_TYPES, DOCUMENT_MESSAGE],
    ["a compound file without a name", "document", cfbBytes(), DOCUMENT_TYPES, DOCUMENT_MESSAGE],
    // An installer (.msi) is a compound file too, but holds no WordDocument stream.
    [
      "an installer named .doc",
      "setup.doc",
      cfbBytes("SummaryInformation"),
      DOCUMENT_TYPES,
      DOCUMENT_MESSAGE,
    ],
    ["a .docx named .doc", "a.doc", docxBytes(), DOCUMENT_TYPES, /not what its name \(\.doc\)/],
    ["a .docx named .pdf", "a.pdf", docxBytes(), DOCUMENT_TYPES, /not what its name \(\.pdf\)/],
  ] as const)("refuses %s", async (_label, name, bytes, allowed, reason) => {
    const result = await sniffUpload(bytes, name, [...allowed]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
