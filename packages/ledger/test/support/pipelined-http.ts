import { connect } from "node:net";

export interface Response {
  status: number;
  body: string;
}

/** Sends every envelope down one keep-alive socket (HTTP/1.1 pipelining); resolves with statuses and bodies. */
export function pipelinedBodies(url: string, path: string, envelopes: string[]): Promise<Response[]> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const out: Response[] = [];
    if (envelopes.length === 0) return resolve(out);
    let buffer: Buffer = Buffer.alloc(0);
    const socket = connect(Number(port), hostname, () => {
      const parts = envelopes.map((envelope) => {
        const body = `tx=${encodeURIComponent(envelope)}`;
        return `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
      });
      socket.write(parts.join(""));
    });
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
      if (out.length === envelopes.length) {
        socket.end();
        resolve(out);
      }
    });
    socket.on("error", reject);
  });
}

/** Submits each account's envelopes in order on its own connection, accounts concurrently; throws on failure. */

/** As `pipelinedBodies`, keeping only the response statuses. */
export async function pipelined(url: string, path: string, envelopes: string[]): Promise<number[]> {
  return (await pipelinedBodies(url, path, envelopes)).map((response) => response.status);
}
