import { describe, expect, it } from "vitest";
import { KYC_UPLOAD_MAX_BYTES } from "./kyc-limits";
import { kycUploadAccept, kycUploadError, kycUploadTypeMessage } from "./kyc-uploads";

const MB = KYC_UPLOAD_MAX_BYTES;

describe("kycUploadError", () => {
  it.each([
    ["id.pdf", 100, "document", null],
    ["scan.JPG", 100, "document", null],
    ["scan.jpeg", MB, "document", null],
    ["scan.png", 100, "document", null],
    ["letter.doc", 100, "document", null],
    ["letter.docx", 100, "document", null],
    [
      "scan.gif",
      100,
      "document",
      "This file type is not accepted; upload one of: pdf, jpg, jpeg, png, doc, docx.",
    ],
    [
      "setup.exe",
      100,
      "document",
      "This file type is not accepted; upload one of: pdf, jpg, jpeg, png, doc, docx.",
    ],
    [
      "archive.zip",
      100,
      "document",
      "This file type is not accepted; upload one of: pdf, jpg, jpeg, png, doc, docx.",
    ],
    [
      "noextension",
      100,
      "document",
      "This file type is not accepted; upload one of: pdf, jpg, jpeg, png, doc, docx.",
    ],
    ["big.pdf", MB + 1, "document", "File size can't be more than 1 MB"],
    ["me.gif", 100, "photo", null],
    ["me.jpeg", 100, "photo", null],
    ["me.pdf", 100, "photo", "This file type is not accepted; upload one of: png, gif, jpg, jpeg."],
    ["me.png", MB + 1, "photo", "Image can't be greater than 1MB"],
    ["me.docx", 100, "selfie", "This file type is not accepted; upload one of: png, jpg, jpeg, gif."],
    ["me.png", MB + 1, "selfie", "Image can't be greater than 1MB"],
  ] as const)("%s of %i bytes as %s → %s", (name, size, kind, message) => {
    expect(kycUploadError({ name, size }, kind)).toBe(message);
  });

  it("offers the same names in the picker", () => {
    expect(kycUploadAccept("document")).toBe(".pdf,.jpg,.jpeg,.png,.doc,.docx");
    expect(kycUploadTypeMessage("photo")).toContain("png, gif, jpg, jpeg");
  });
});
