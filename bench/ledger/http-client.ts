import { Agent, request } from "node:http";

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

/** POSTs a form-encoded envelope; resolves with the status code. */
export function post(url: string, path: string, envelope: string): Promise<number> {
  const body = `tx=${encodeURIComponent(envelope)}`;
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export async function getJson(url: string): Promise<Record<string, unknown>> {
  const res = await fetch(url);
  return (await res.json()) as Record<string, unknown>;
}
