import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { ErrorCode } from "@sextant/core";
import { AppError } from "../../errors";

/** Addresses a webhook may never reach off the standalone network: loopback, private, link-local, CGNAT, ULA… */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], "ipv4");
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Refuses a webhook URL that could make the server call into its own network (SSRF). On the standalone network
 * (a development machine, where the demo receiver is this very server) every http(s) URL is allowed; elsewhere the
 * URL must be https and every address its host resolves to must be public. Checked when the endpoint is saved and
 * again before each delivery (a name can be re-pointed); redirects are never followed.
 */
export async function assertDeliverableUrl(raw: string, standalone: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError(ErrorCode.ValidationFailed, "The webhook URL is not a valid URL.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new AppError(ErrorCode.ValidationFailed, "Webhook URLs start with http(s)://");
  }
  if (url.username || url.password) {
    throw new AppError(ErrorCode.ValidationFailed, "Webhook URLs must not carry a user name or password.");
  }
  if (standalone) return url;
  if (url.protocol !== "https:")
    throw new AppError(ErrorCode.ValidationFailed, "Webhook URLs must use https.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new AppError(ErrorCode.ValidationFailed, "The webhook host name does not resolve.");
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new AppError(ErrorCode.ValidationFailed, "Webhook URLs must point to a public address.");
  }
  return url;
}
