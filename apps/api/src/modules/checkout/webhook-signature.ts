import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseSignatureHeader, WEBHOOK_TOLERANCE_S } from "@sextant/core";

/** A new endpoint secret: `whsec_` and 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed with the body (no replays). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** What a receiver does: recompute the HMAC over the raw body and compare in constant time, within the tolerance. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.timestamp) > WEBHOOK_TOLERANCE_S) return false;
  const expected = Buffer.from(
    createHmac("sha256", secret).update(`${parsed.timestamp}.${body}`).digest("hex"),
    "utf8",
  );
  return parsed.signatures.some((candidate) => {
    const given = Buffer.from(candidate, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
