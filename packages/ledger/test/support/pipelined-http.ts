import { connect } from "node:net";

export interface Response {
  status: number;
  body: string;
}

/**
 * Writes every raw HTTP/1.1 request down one keep-alive socket at once (pipelining: all are sent before the
 * first answer is read) and resolves with the answers' statuses and bodies, in order.
 */
export function pipelinedRequests(url: string, requests: string[]): Promise<Response[]> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const out: Response[] = [];
    if (requests.length === 0) return resolve(out);
    let buffer: Buffer = Buffer.alloc(0);
    const socket = connect(Number(port), hostname, () => socket.write(requests.join("")));
    socket.on("data", (chunk: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      for (;;) {
        const headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0) break;
        const head = buffer.subarray(0, headerEnd).toString("latin1");
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < headerEnd + 4 + length) break;
        out.push({
          status: Number(head.slice(9, 12)),
          body: buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString("utf8"),
        });
        buffer = buffer.subarray(headerEnd + 4 + length);
      }
      if (out.length === requests.length) {
        socket.end();
        resolve(out);
      }
    });
    socket.on("error", reject);
  });
}

/** A raw `POST` with a body of the given media type. */
export function rawPost(
  url: string,
  path: string,
  type: string,
  body: string,
  headers: string[] = [],
): string {
  const { host } = new URL(url);
  const extra = headers.map((line) => `${line}\r\n`).join("");
  return `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${type}\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** Submits every envelope down one socket, pipelined (see `pipelinedRequests`). */
export function pipelinedBodies(url: string, path: string, envelopes: string[]): Promise<Response[]> {
  const form = "application/x-www-form-urlencoded";
  return pipelinedRequests(
    url,
    envelopes.map((envelope) => rawPost(url, path, form, `tx=${encodeURIComponent(envelope)}`)),
  );
}

/** As `pipelinedBodies`, keeping only the response statuses. */
export async function pipelined(url: string, path: string, envelopes: string[]): Promise<number[]> {
  return (await pipelinedBodies(url, path, envelopes)).map((response) => response.status);
}
