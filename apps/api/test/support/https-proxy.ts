import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface SelfSignedCertificate {
  /** The certificate file (PEM): what NODE_EXTRA_CA_CERTS points a client process at. */
  certFile: string;
  cert: Buffer;
  key: Buffer;
  remove(): void;
}

/**
 * A throw-away certificate for `localhost` and 127.0.0.1, valid for a day, made with the system's openssl. Clients
 * trust it only when told to (NODE_EXTRA_CA_CERTS), as a wallet on a developer's machine would.
 */
export function makeSelfSignedCertificate(): SelfSignedCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), "sextant-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return {
    certFile,
    cert: readFileSync(certFile),
    key: readFileSync(keyFile),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface HttpsProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * TLS in front of a plain-http server on loopback, as a TLS-terminating proxy does in a deployment: every request
 * is passed on with its method, path and headers plus `X-Forwarded-Proto: https`, and the answer streamed back
 * (event streams included). `port` 0 picks a free one: the proxy can start first, so a server can be told its own
 * https origin (its home domain) before it starts.
 */
export function startHttpsProxy(options: {
  /** The plain-http origin, or a function answering it (for a server started after the proxy). */
  target: string | (() => string);
  certificate: SelfSignedCertificate;
  port?: number;
}): Promise<HttpsProxy> {
  const server = https.createServer(
    { cert: options.certificate.cert, key: options.certificate.key },
    (request, response) => {
      const target = new URL(typeof options.target === "string" ? options.target : options.target());
      const upstream = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, "x-forwarded-proto": "https" },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
