/** Test bytes: real file signatures padded to an exact size, and a multipart/form-data body builder. */

const PNG_HEAD = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

/** A PNG header (signature and IHDR) padded with zeros to `size` bytes. */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length)]);
}

export function pdfBytes(): Buffer {
  return Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
}

export function gifBytes(): Buffer {
  return Buffer.concat([Buffer.from("GIF89a"), Buffer.from("0100010000000021f904", "hex"), Buffer.alloc(32)]);
}

export interface Part {
  field: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body and its content type. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----sextant-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.filename ? `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n` : "";
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      part.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
