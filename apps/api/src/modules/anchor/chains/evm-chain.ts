import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  parseAbiItem,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from "viem";

export const ERC20_ABI = parseAbi([
  "function balanceOf(address owner) view returns (uint256)",
  "function transfer(address to, uint256 value) returns (bool)",
  "function decimals() view returns (uint8)",
  "function mint(address to, uint256 value)",
]);
const TRANSFER_EVENT = parseAbiItem(
  "event Transfer(address indexed from, address indexed to, uint256 value)",
);

/** A confirmed or pending token transfer seen on the chain. */
export interface ChainTransfer {
  token: Address;
  from: Address;
  to: Address;
  value: bigint;
  transactionHash: Hex;
  logIndex: number;
  blockNumber: bigint;
}

/** A transaction signed by us, not necessarily broadcast yet. */
export interface SignedTransaction {
  raw: Hex;
  hash: Hex;
  nonce: number;
}

/** How the chain answers about one of our transactions. */
export type TransactionState =
  | { state: "unknown" }
  | { state: "pending" }
  | { state: "mined"; success: boolean; blockNumber: bigint; confirmations: number };

/** Blocks per getLogs call: small enough for public RPC providers' limits. */
const LOG_RANGE = 2_000n;

/**
 * One EVM chain through viem: reading the head, token transfers over block ranges (the source of truth, from a
 * persisted cursor; never a subscription), balances, and transactions we sign locally and broadcast separately,
 * so a payout's signed bytes and hash are stored before they reach the chain.
 */
export class EvmChain {
  readonly client: PublicClient;

  constructor(readonly rpcUrl: string) {
    this.client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) });
  }

  async chainId(): Promise<number> {
    return this.client.getChainId();
  }

  /** The head block number; never cached (viem caches it by default, which would stall confirmations). */
  async head(): Promise<bigint> {
    return this.client.getBlockNumber({ cacheTime: 0 });
  }

  async blockHash(blockNumber: bigint): Promise<Hex | undefined> {
    try {
      return (await this.client.getBlock({ blockNumber })).hash ?? undefined;
    } catch {
      return undefined;
    }
  }

  /** Transfers of `tokens` to any of `recipients` in blocks from..to (inclusive), in chain order. */
  async transfersTo(
    tokens: Address[],
    recipients: Address[],
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<ChainTransfer[]> {
    if (tokens.length === 0 || recipients.length === 0 || fromBlock > toBlock) return [];
    const wanted = new Set(recipients.map((address) => address.toLowerCase()));
    const found: ChainTransfer[] = [];
    for (let start = fromBlock; start <= toBlock; start += LOG_RANGE) {
      const end = start + LOG_RANGE - 1n < toBlock ? start + LOG_RANGE - 1n : toBlock;
      const logs = await this.client.getLogs({
        address: tokens,
        event: TRANSFER_EVENT,
        // A long address list goes in the filter only when short; otherwise it is filtered here.
        args: recipients.length <= 100 ? { to: recipients } : undefined,
        fromBlock: start,
        toBlock: end,
      });
      for (const log of logs) {
        const { from, to, value } = log.args;
        if (!from || !to || value === undefined || log.transactionHash === null) continue;
        if (!wanted.has(to.toLowerCase())) continue;
        found.push({
          token: log.address.toLowerCase() as Address,
          from: from.toLowerCase() as Address,
          to: to.toLowerCase() as Address,
          value,
          transactionHash: log.transactionHash,
          logIndex: log.logIndex ?? 0,
          blockNumber: log.blockNumber ?? start,
        });
      }
    }
    return found;
  }

  async tokenBalance(token: Address, owner: Address): Promise<bigint> {
    return this.client.readContract({
      address: token,
      abi: ERC20_ABI,
      functionName: "balanceOf",
      args: [owner],
    });
  }

  async nativeBalance(owner: Address): Promise<bigint> {
    return this.client.getBalance({ address: owner });
  }

  /** Signs a token transfer (not broadcast). `nonce` defaults to the account's next pending nonce. */
  async signTokenTransfer(
    account: LocalAccount,
    token: Address,
    to: Address,
    value: bigint,
    nonce?: number,
  ): Promise<SignedTransaction> {
    const data = encodeFunctionData({ abi: ERC20_ABI, functionName: "transfer", args: [to, value] });
    return this.sign(account, { to: token, data, nonce });
  }

  /** Signs a transaction (not broadcast): legacy gas pricing, gas estimated with 20 % headroom. */
  async sign(
    account: LocalAccount,
    request: { to?: Address; data?: Hex; value?: bigint; nonce?: number; gas?: bigint },
  ): Promise<SignedTransaction> {
    const [chainId, gasPrice, nonce] = await Promise.all([
      this.chainId(),
      this.client.getGasPrice(),
      request.nonce ?? this.client.getTransactionCount({ address: account.address, blockTag: "pending" }),
    ]);
    const gas =
      request.gas ??
      ((await this.client.estimateGas({
        account: account.address,
        to: request.to,
        data: request.data,
        value: request.value,
      })) *
        12n) /
        10n;
    const raw = await account.signTransaction({
      chainId,
      type: "legacy",
      to: request.to ?? null,
      data: request.data,
      value: request.value ?? 0n,
      nonce,
      gas,
      gasPrice: (gasPrice * 12n) / 10n,
    });
    return { raw, hash: keccak256(raw), nonce };
  }

  /** Broadcasts signed bytes; a chain that already has them (same hash) is not an error. */
  async broadcast(raw: Hex): Promise<Hex> {
    const hash = keccak256(raw);
    try {
      return await this.client.sendRawTransaction({ serializedTransaction: raw });
    } catch (error) {
      const state = await this.transactionState(hash);
      if (state.state !== "unknown") return hash;
      throw error;
    }
  }

  async transactionState(hash: Hex): Promise<TransactionState> {
    try {
      const receipt = await this.client.getTransactionReceipt({ hash });
      const head = await this.head();
      return {
        state: "mined",
        success: receipt.status === "success",
        blockNumber: receipt.blockNumber,
        confirmations: Number(head - receipt.blockNumber + 1n),
      };
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    try {
      await this.client.getTransaction({ hash });
      return { state: "pending" };
    } catch (error) {
      if (error instanceof TransactionNotFoundError) return { state: "unknown" };
      throw error;
    }
  }

  /** Signs and broadcasts, then waits for the receipt (local chain setup and the demo wallet only). */
  async sendAndWait(
    account: LocalAccount,
    request: { to?: Address; data?: Hex; value?: bigint },
  ): Promise<{ hash: Hex; contractAddress: Address | null }> {
    const signed = await this.sign(account, request);
    await this.broadcast(signed.raw);
    const receipt = await this.client.waitForTransactionReceipt({ hash: signed.hash, pollingInterval: 50 });
    if (receipt.status !== "success") throw new Error(`Transaction ${signed.hash} reverted`);
    return { hash: signed.hash, contractAddress: receipt.contractAddress ?? null };
  }
}
