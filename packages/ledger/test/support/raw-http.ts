import { connect } from "node:net";

/** One HTTP/1.1 request written byte for byte, so targets and headers no client library would send can be sent. */
export interface RawRequest {
  method: string;
  /** The request target exactly as written on the request line. */
  target: string;
  /** Header lines in order; a `Host` header is added only when none is given. */
  headers?: Array<[string, string]>;
  body?: Buffer | string;
  /** Send the body with `Transfer-Encoding: chunked` instead of `Content-Length`. */
  chunked?: boolean;
  /** The local address to connect from (any 127.x.y.z on loopback), to be another client. */
  localAddress?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** The body; empty for an event stream, which is closed as soon as its headers arrive. */
  body: string;
  stream: boolean;
}

/**
 * Sends `request` to 127.0.0.1:`port` on a fresh connection (`Connection: close`) and reads the answer. A
 * `text/event-stream` answer is cut off after its headers. Rejects when the connection ends without an answer.
 */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress: request.localAddress });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      const response = parseResponse(Buffer.concat(chunks));
      if (response) {
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        resolve(response);
      } else if (error) {
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        reject(error);
      }
    };
    const timer = setTimeout(
      () => finish(new Error(`no answer within ${timeoutMs} ms to ${request.method} ${request.target}`)),
      timeoutMs,
    );
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.slice(0, text.indexOf("\r\n\r\n") + 1);
      if (head && /\r\ncontent-type: text\/event-stream/i.test(head)) finish();
    });
    socket.on("end", () => finish(new Error(`connection ended without an answer: ${request.target}`)));
    socket.on("close", () => finish(new Error(`connection closed without an answer: ${request.target}`)));
    // A server that answers before reading the whole body may reset the connection while it is sent.
    socket.on("error", (error) => finish(error));
    socket.on("connect", () => {
      const body = typeof request.body === "string" ? Buffer.from(request.body) : request.body;
      const headers = [...(request.headers ?? [])];
      if (!headers.some(([name]) => name.toLowerCase() === "host"))
        headers.unshift(["Host", `127.0.0.1:${port}`]);
      headers.push(["Connection", "close"]);
      if (body && request.chunked) headers.push(["Transfer-Encoding", "chunked"]);
      else if (body) headers.push(["Content-Length", String(body.length)]);
      const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join("")}\r\n`;
      socket.write(Buffer.from(head, "latin1"));
      if (body && request.chunked) {
        for (let at = 0; at < body.length; at += 65_536) {
          const part = body.subarray(at, at + 65_536);
          socket.write(`${part.length.toString(16)}\r\n`);
          socket.write(part);
          socket.write("\r\n");
        }
        socket.write("0\r\n\r\n");
      } else if (body) socket.write(body);
    });
  });
}

/** A complete response in `data`: headers, then the body by Content-Length or chunked framing (none for 204/304). */
function parseResponse(data: Buffer): RawResponse | undefined {
  const end = data.indexOf("\r\n\r\n");
  if (end === -1) return undefined;
  const lines = data.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1]);
  if (!status) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  if ((headers["content-type"] ?? "").startsWith("text/event-stream")) {
    return { status, headers, body: "", stream: true };
  }
  if (status === 204 || status === 304) return { status, headers, body: "", stream: false };
  const rest = data.subarray(end + 4);
  const length = headers["content-length"];
  if (length !== undefined) {
    if (rest.length < Number(length)) return undefined;
    return { status, headers, body: rest.subarray(0, Number(length)).toString("utf8"), stream: false };
  }
  if (headers["transfer-encoding"] === "chunked") {
    const body = dechunk(rest);
    return body === undefined ? undefined : { status, headers, body, stream: false };
  }
  return undefined;
}

function dechunk(data: Buffer): string | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd === -1) return undefined;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) return Buffer.concat(parts).toString("utf8");
    if (data.length < lineEnd + 2 + size) return undefined;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
