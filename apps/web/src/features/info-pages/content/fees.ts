import { NETWORK_FEE_LEVELS } from "@sextant/core";

/** How a fee is made up; the amounts themselves are set by the operator per asset. */
export type TFeeBasis = "Network fee" | "Fixed + percent" | "Service + blockchain fee";

export type TFeeScheduleEntry = {
  id: string;
  name: string;
  basis: TFeeBasis;
  appliesTo: string;
  details: string;
};

/** Stellar base fee per operation, in stroops (1 stroop = 0.0000001 XLM), by network fee level. */
const NETWORK_FEE_STROOPS: Record<(typeof NETWORK_FEE_LEVELS)[number]["key"], number> = {
  fee_min: 100,
  fee_avg: 500,
  fee_max: 1000,
};

/** The levels with their usual fee; the Fees page shows the ledger's live figures once they are loaded. */
export const NETWORK_FEE_OPTIONS = NETWORK_FEE_LEVELS.map((level) => ({
  key: level.key,
  label: level.label,
  stroops: NETWORK_FEE_STROOPS[level.key],
}));

export const FEE_SCHEDULE: readonly TFeeScheduleEntry[] = [
  {
    id: "network",
    name: "Network fee",
    basis: "Network fee",
    appliesTo: "Every transaction submitted to the Stellar network",
    details:
      "Paid to the Stellar network, not to Sextant. Choose Low, Medium or High in your settings; a higher fee helps a transaction through when the network is busy.",
  },
  {
    id: "swap",
    name: "Swap fee",
    basis: "Fixed + percent",
    appliesTo: "Each swap between two assets",
    details: "A fixed part plus a percentage of the amount you swap.",
  },
  {
    id: "send",
    name: "Send fee",
    basis: "Fixed + percent",
    appliesTo: "Each payment you send",
    details:
      "A fixed part plus a percentage of the amount, deducted from the amount sent. The recipient gets the amount minus the fee, shown as 'Recipient Will Get'.",
  },
  {
    id: "exchange-seller",
    name: "Exchange seller fee",
    basis: "Fixed + percent",
    appliesTo: "Each order placed on the exchange",
    details: "A fixed part plus a percentage of the amount of the asset you give up in the order.",
  },
  {
    id: "p2p",
    name: "P2P trading fee",
    basis: "Fixed + percent",
    appliesTo: "Each peer-to-peer trade",
    details: "Paid by the seller. It covers the escrow service that holds the crypto until the trade ends.",
  },
  {
    id: "deposit",
    name: "Deposit fee",
    basis: "Fixed + percent",
    appliesTo: "Deposits of anchored assets over TRC20 or ERC20",
    details:
      "A fixed part plus a percentage of the deposited amount. The minimum deposit is shown on the Deposit tab.",
  },
  {
    id: "withdrawal",
    name: "Withdrawal fee",
    basis: "Service + blockchain fee",
    appliesTo: "Withdrawals of anchored assets to an external address",
    details:
      "A service fee plus the blockchain fee of the destination network. The confirmation step shows the fee and the total.",
  },
];

export const FEE_SCHEDULE_NOTE =
  "The fixed amounts and percentages are set by the operator and may differ by asset: the table above lists today's. The exact fee is always shown before you confirm each transaction.";
