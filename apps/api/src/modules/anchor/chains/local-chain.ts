import { readFileSync } from "node:fs";
import path from "node:path";
import type { TAnchorChain } from "@sextant/core";
import { type Address, encodeDeployData, encodeFunctionData, type Hex, type LocalAccount, toHex } from "viem";
import { ERC20_ABI, type EvmChain } from "./evm-chain";

interface Artifact {
  abi: unknown[];
  bytecode: Hex;
}

let artifact: Artifact | undefined;

/** The committed artifact of chain/contracts/DemoToken.sol (compiled by chain/compile.mjs). */
export function demoTokenArtifact(): Artifact {
  artifact ??= JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, "../../../../../../chain/artifacts/DemoToken.json"),
      "utf8",
    ),
  ) as Artifact;
  return artifact;
}

/** Ether the local chain's development RPC gives each of our wallets for gas. */
const GAS_FUNDS = 10n ** 21n;

/**
 * Gives `addresses` gas money on the standalone network's local chain (Hardhat's `hardhat_setBalance`). Only ever
 * called on the standalone network, where the chain is ours.
 */
export async function fundOnLocalChain(evm: EvmChain, addresses: Address[]): Promise<void> {
  for (const address of addresses) {
    const balance = await evm.nativeBalance(address);
    if (balance >= GAS_FUNDS / 10n) continue;
    await evm.client.request({
      method: "hardhat_setBalance" as never,
      params: [address, toHex(GAS_FUNDS)] as never,
    });
  }
}

/**
 * Deploys the demo token for `chain` on the local chain from the demo wallet (the token's minter), mints a supply
 * to the demo wallet (the outside world's money) and a float to the hot wallet (so the first payouts do not wait
 * for a sweep). Answers the contract address.
 */
export async function deployDemoToken(
  evm: EvmChain,
  options: { chain: TAnchorChain; code: string; decimals: number; minter: LocalAccount; hotWallet: Address },
): Promise<Address> {
  const { abi, bytecode } = demoTokenArtifact();
  const name = `${options.code} (${options.chain} stand-in)`;
  const data = encodeDeployData({ abi, bytecode, args: [name, options.code, options.decimals] });
  const deployed = await evm.sendAndWait(options.minter, { data });
  const contract = deployed.contractAddress;
  if (!contract) throw new Error("The token deployment created no contract");
  const unit = 10n ** BigInt(options.decimals);
  for (const [to, amount] of [
    [options.minter.address, 1_000_000_000n * unit],
    [options.hotWallet, 1_000_000n * unit],
  ] as const) {
    const mint = encodeFunctionData({ abi: ERC20_ABI, functionName: "mint", args: [to, amount] });
    await evm.sendAndWait(options.minter, { to: contract, data: mint });
  }
  return contract.toLowerCase() as Address;
}
