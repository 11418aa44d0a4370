import {
  type Asset,
  FeeBumpTransaction,
  type LiquidityPoolAsset,
  Networks,
  type Transaction,
  TransactionBuilder,
} from "@stellar/stellar-sdk";

/**
 * What a transaction does, in plain words, for the review step before every signature. Pure: the XDR, the
 * network passphrase and the operator's fee accounts in, sentences out. Loaded with the Stellar SDK (lazily).
 */
export interface TReviewOperation {
  /** e.g. 'Payment', 'Operator fee', 'Sell offer', 'Trustline'. */
  title: string;
  /** One sentence per line: amounts, assets, accounts. */
  details: string[];
  /** The operation pays one of the operator's fee accounts. */
  operatorFee: boolean;
}

export interface TTransactionReview {
  network: string;
  /** The most the network may charge, e.g. '0.00001 XLM'. */
  networkFee: string;
  memo: string | null;
  source: string;
  operations: TReviewOperation[];
}

type TOperation = Transaction["operations"][number];

const STROOPS_PER_XLM = 10_000_000n;
/** A new trustline (or offer, or other sub-entry) locks this much XLM of the account's balance. */
export const SUBENTRY_RESERVE_XLM = "0.5";

/** '25.0000000' → '25', '0.1000000' → '0.1'. */
export function trimAmount(amount: string): string {
  if (!amount.includes(".")) return amount;
  return amount.replace(/0+$/, "").replace(/\.$/, "");
}

export function stroopsToXlm(stroops: string): string {
  const value = BigInt(stroops);
  const whole = value / STROOPS_PER_XLM;
  const fraction = (value % STROOPS_PER_XLM).toString().padStart(7, "0");
  return trimAmount(`${whole}.${fraction}`);
}

export function networkName(passphrase: string): string {
  switch (passphrase) {
    case Networks.PUBLIC:
      return "Stellar public network";
    case Networks.TESTNET:
      return "Stellar test network";
    case Networks.STANDALONE:
      return "Standalone network";
    default:
      return passphrase;
  }
}

function assetName(asset: Asset | LiquidityPoolAsset): string {
  if ("assetA" in asset)
    return `the ${assetName(asset.assetA)}/${assetName(asset.assetB)} liquidity pool share`;
  if (asset.isNative()) return "XLM";
  return `${asset.getCode()} (issuer ${asset.getIssuer()})`;
}

function amountOf(amount: string, asset: Asset): string {
  return `${trimAmount(amount)} ${assetName(asset)}`;
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function describeSetOptions(op: Extract<TOperation, { type: "setOptions" }>): string[] {
  const lines: string[] = [];
  if (op.homeDomain !== undefined)
    lines.push(
      op.homeDomain === "" ? "Clears the home domain." : `Sets the home domain to ${op.homeDomain}.`,
    );
  if (op.inflationDest) lines.push(`Sets the inflation destination to ${op.inflationDest}.`);
  if (op.setFlags) lines.push(`Sets account flags ${op.setFlags}.`);
  if (op.clearFlags) lines.push(`Clears account flags ${op.clearFlags}.`);
  if (op.masterWeight !== undefined) lines.push(`Sets the master key weight to ${op.masterWeight}.`);
  if (op.lowThreshold !== undefined) lines.push(`Sets the low threshold to ${op.lowThreshold}.`);
  if (op.medThreshold !== undefined) lines.push(`Sets the medium threshold to ${op.medThreshold}.`);
  if (op.highThreshold !== undefined) lines.push(`Sets the high threshold to ${op.highThreshold}.`);
  if (op.signer) {
    const signer = op.signer as { ed25519PublicKey?: string; preAuthTx?: Uint8Array; weight?: number };
    const who =
      signer.ed25519PublicKey ??
      (signer.preAuthTx ? `pre-authorising transaction ${hex(signer.preAuthTx)}` : "a signer");
    lines.push(
      signer.weight === 0
        ? `Removes the signer ${who}.`
        : `Adds the signer ${who} with weight ${signer.weight}.`,
    );
  }
  return lines.length > 0 ? lines : ["Changes nothing."];
}

/**
 * An operation, with the account it acts on when that is not the transaction's source (an escrow funding, for
 * one, configures the escrow account and pays it in one transaction).
 */
function describeOperation(
  op: TOperation,
  feeAccounts: ReadonlySet<string>,
  txSource: string,
): TReviewOperation {
  const described = describeOwnOperation(op, feeAccounts, op.source !== undefined && op.source !== txSource);
  if (op.source === undefined || op.source === txSource) return described;
  return { ...described, details: [...described.details, `On the account ${op.source}`] };
}

function describeOwnOperation(
  op: TOperation,
  feeAccounts: ReadonlySet<string>,
  otherAccount: boolean,
): TReviewOperation {
  const plain = (title: string, details: string[]): TReviewOperation => ({
    title,
    details,
    operatorFee: false,
  });
  switch (op.type) {
    case "payment": {
      const operatorFee = feeAccounts.has(op.destination);
      return {
        title: operatorFee ? "Operator fee" : "Payment",
        details: [
          `Sends ${amountOf(op.amount, op.asset)}`,
          operatorFee ? `To the operator's fee account ${op.destination}` : `To ${op.destination}`,
        ],
        operatorFee,
      };
    }
    case "createAccount":
      return plain("Create account", [
        `Creates the account ${op.destination}`,
        `With a starting balance of ${trimAmount(op.startingBalance)} XLM`,
      ]);
    case "pathPaymentStrictSend":
      return plain("Swap (path payment)", [
        `Sends exactly ${amountOf(op.sendAmount, op.sendAsset)}`,
        `Receives at least ${amountOf(op.destMin, op.destAsset)} (the minimum)`,
        `To ${op.destination}`,
      ]);
    case "pathPaymentStrictReceive":
      return plain("Swap (path payment)", [
        `Receives exactly ${amountOf(op.destAmount, op.destAsset)}`,
        `Sends at most ${amountOf(op.sendMax, op.sendAsset)} (the maximum)`,
        `To ${op.destination}`,
      ]);
    case "manageSellOffer":
    case "createPassiveSellOffer": {
      const offerId = "offerId" in op ? String(op.offerId) : "0";
      if (op.amount === "0" || Number(op.amount) === 0)
        return plain("Cancel offer", [
          `Cancels offer ${offerId} (sell ${assetName(op.selling)} for ${assetName(op.buying)})`,
        ]);
      return plain(op.type === "createPassiveSellOffer" ? "Passive sell offer" : "Sell offer", [
        `Sells ${amountOf(op.amount, op.selling)}`,
        `Buys ${assetName(op.buying)}`,
        `Price: ${trimAmount(op.price)} ${assetName(op.buying)} per ${assetName(op.selling)}`,
        ...(offerId !== "0" ? [`Changes offer ${offerId}`] : []),
      ]);
    }
    case "manageBuyOffer": {
      const offerId = String(op.offerId);
      if (Number(op.buyAmount) === 0)
        return plain("Cancel offer", [
          `Cancels offer ${offerId} (buy ${assetName(op.buying)} with ${assetName(op.selling)})`,
        ]);
      return plain("Buy offer", [
        `Buys ${amountOf(op.buyAmount, op.buying)}`,
        `Sells ${assetName(op.selling)}`,
        `Price: ${trimAmount(op.price)} ${assetName(op.selling)} per ${assetName(op.buying)}`,
        ...(offerId !== "0" ? [`Changes offer ${offerId}`] : []),
      ]);
    }
    case "changeTrust":
      if (Number(op.limit) === 0)
        return plain("Remove trustline", [
          `Removes the trustline to ${assetName(op.line)}`,
          `Frees ${SUBENTRY_RESERVE_XLM} XLM of reserve`,
        ]);
      return plain("Trustline", [
        `Trusts ${assetName(op.line)}${op.limit === "922337203685.4775807" ? "" : ` up to ${trimAmount(op.limit)}`}`,
        otherAccount
          ? `Its ${SUBENTRY_RESERVE_XLM} XLM reserve is that account's, or its sponsor's`
          : `Locks ${SUBENTRY_RESERVE_XLM} XLM of your balance as reserve while it exists`,
      ]);
    case "setOptions":
      return plain("Account settings", describeSetOptions(op));
    case "manageData":
      return plain(
        "Account data",
        op.value === undefined || op.value === null
          ? [`Removes the data entry ${op.name}`]
          : [`Sets the data entry ${op.name}`],
      );
    case "accountMerge":
      return plain("Merge account", [`Closes this account and sends all its XLM to ${op.destination}`]);
    case "liquidityPoolDeposit":
      return plain("Pool deposit", [
        `Deposits at most ${trimAmount(op.maxAmountA)} and ${trimAmount(op.maxAmountB)} into pool ${op.liquidityPoolId}`,
      ]);
    case "liquidityPoolWithdraw":
      return plain("Pool withdrawal", [
        `Withdraws ${trimAmount(op.amount)} pool shares from pool ${op.liquidityPoolId}`,
        `Receives at least ${trimAmount(op.minAmountA)} and ${trimAmount(op.minAmountB)}`,
      ]);
    case "beginSponsoringFutureReserves":
      return plain("Sponsor reserves", [
        `Pays the reserves of the entries created next for ${op.sponsoredId}`,
      ]);
    case "endSponsoringFutureReserves":
      return plain("End sponsorship", ["Ends the reserve sponsorship begun above"]);
    case "bumpSequence":
      return plain("Bump sequence", [`Moves the account's sequence number to ${op.bumpTo}`]);
    default:
      return plain(op.type, ["An operation this screen cannot describe in detail."]);
  }
}

function memoText(tx: Transaction): string | null {
  const memo = tx.memo;
  switch (memo.type) {
    case "text":
      return typeof memo.value === "string" ? memo.value : new TextDecoder().decode(memo.value as Uint8Array);
    case "id":
      return `ID ${String(memo.value)}`;
    case "hash":
    case "return": {
      const bytes = memo.value as Uint8Array;
      return `${memo.type === "hash" ? "Hash" : "Return"} ${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
    }
    default:
      return null;
  }
}

/** Decodes `unsignedXdr` for the review; throws when it is not a transaction envelope of this network. */
export function describeTransaction(
  unsignedXdr: string,
  networkPassphrase: string,
  feeAccounts: readonly string[] = [],
): TTransactionReview {
  const envelope = TransactionBuilder.fromXDR(unsignedXdr, networkPassphrase);
  const tx = envelope instanceof FeeBumpTransaction ? envelope.innerTransaction : envelope;
  const accounts = new Set(feeAccounts.filter((account) => account.length > 0));
  return {
    network: networkName(networkPassphrase),
    networkFee: `${stroopsToXlm(envelope.fee)} XLM`,
    memo: memoText(tx),
    source: tx.source,
    operations: tx.operations.map((op) => describeOperation(op, accounts, tx.source)),
  };
}
