import bs58check from "bs58check";

/** TRON's address prefix byte: a TRON address is base58check of 0x41 followed by the 20-byte EVM-style address. */
const TRON_PREFIX = 0x41;

/** The TRON form (T…, 34 characters) of a 20-byte address given as 0x… hex. */
export function hexToTron(hex: string): string {
  const body = Buffer.from(hex.replace(/^0x/, ""), "hex");
  if (body.length !== 20) throw new Error("An address is 20 bytes");
  return bs58check.encode(Buffer.concat([Buffer.from([TRON_PREFIX]), body]));
}

/** The 0x… hex (lower case) of a TRON address; undefined when it is not a checksum-valid TRON address. */
export function tronToHex(address: string): `0x${string}` | undefined {
  try {
    const bytes = bs58check.decode(address);
    if (bytes.length !== 21 || bytes[0] !== TRON_PREFIX) return undefined;
    return `0x${Buffer.from(bytes.subarray(1)).toString("hex")}`;
  } catch {
    return undefined;
  }
}
