import type { TAnchorChain } from "@sextant/core";
import { getAddress, isAddress } from "viem";
import { hexToTron, tronToHex } from "./tron-address";

/**
 * Addresses are kept as lower-case 0x… hex inside the API for both chains (the TRC20 stand-in runs on an EVM);
 * at the edges an ERC20 address is shown checksummed (EIP-55) and a TRC20 one in TRON's base58 form.
 */
export function displayAddress(chain: TAnchorChain, hex: string): string {
  return chain === "TRC20" ? hexToTron(hex) : getAddress(hex);
}

/** The stored form of an address a user typed for `chain`, or undefined when it is not one. */
export function parseChainAddress(chain: TAnchorChain, address: string): `0x${string}` | undefined {
  const trimmed = address.trim();
  if (chain === "TRC20") return tronToHex(trimmed);
  if (!isAddress(trimmed, { strict: false })) return undefined;
  return trimmed.toLowerCase() as `0x${string}`;
}
