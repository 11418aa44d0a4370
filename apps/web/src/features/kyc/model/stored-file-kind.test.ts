import { describe, expect, it } from "vitest";
import { storedFileKind } from "./stored-file-kind";

describe("storedFileKind", () => {
  it.each([
    ["image/png", "a.png", { inline: true, label: "image", extension: "png" }],
    ["image/jpeg", "a.jpg", { inline: true, label: "image", extension: "jpg" }],
    ["application/pdf", "a.pdf", { inline: false, label: "PDF", extension: "pdf" }],
    ["application/msword", "a.doc", { inline: false, label: "Word document", extension: "doc" }],
    [
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "a.DOCX",
      { inline: false, label: "Word document", extension: "docx" },
    ],
    ["application/octet-stream", "a", { inline: false, label: "file", extension: "" }],
  ])("%s %s", (type, name, kind) => {
    expect(storedFileKind(type, name)).toEqual(kind);
  });
});
