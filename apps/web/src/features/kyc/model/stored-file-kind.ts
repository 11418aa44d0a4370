const WORD_TYPES = new Set([
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

/**
 * How a stored file is shown, from the type the server sent it with: images inline, everything else (PDF, Word) as
 * a download with a label and the stored name's extension.
 */
export function storedFileKind(
  type: string,
  filename: string,
): { inline: boolean; label: string; extension: string } {
  const dot = filename.lastIndexOf(".");
  const extension = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : "";
  if (type.startsWith("image/")) return { inline: true, label: "image", extension };
  if (WORD_TYPES.has(type)) return { inline: false, label: "Word document", extension };
  if (type === "application/pdf") return { inline: false, label: "PDF", extension };
  return { inline: false, label: "file", extension };
}
