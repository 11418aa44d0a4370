/**
 * Disputes of P2P trades (docs/disputes.md), pure: the case's own little machine, the evidence window and the
 * default ruling the platform applies when the window closes. The trade's status stays with the trade machine
 * (RESOLVE_FOR_BUYER / RESOLVE_FOR_SELLER); a case only records how the dispute was decided and whether its
 * money moved.
 */

/** Both sides have this long, from the opening, to put their evidence in the trade's chat. */
export const DISPUTE_EVIDENCE_MS = 48 * 60 * 60_000;

export const DISPUTE_CASE_STATUSES = ["open", "escalated", "ruled"] as const;
/** open: the window runs; escalated: the window closed without a default, an admin must rule; ruled: decided. */
export type TDisputeCaseStatus = (typeof DISPUTE_CASE_STATUSES)[number];

export const DISPUTE_CASE_EVENTS = ["ADMIN_RULES", "DEFAULT_RULES", "ESCALATE", "SELLER_CONCEDES"] as const;
/** ADMIN_RULES: the desk's ruling; DEFAULT_RULES / ESCALATE: the deadline job; SELLER_CONCEDES: the chat's shortcut. */
export type TDisputeCaseEvent = (typeof DISPUTE_CASE_EVENTS)[number];

/** How a ruled case was decided. */
export type TDisputeRuledBy = "admin" | "default" | "conceded";

export type TDisputeCaseTransition =
  | { ok: true; from: TDisputeCaseStatus; next: TDisputeCaseStatus; ruledBy: TDisputeRuledBy | null }
  | { ok: false; message: string };

export const DISPUTE_MESSAGES = {
  alreadyRuled: "This dispute is already ruled.",
  notDue: "The evidence window of this dispute is still open.",
  notFound: "Dispute not found.",
  winnerRequired: "Choose who wins: the buyer or the seller.",
  noteRequired: "Write a note for the ruling.",
  notAwaitingSignature: "This trade has no release waiting for your signature.",
  ruledForBuyer: "The dispute is ruled for the buyer: the crypto is released.",
  ruledForSeller: "The dispute is ruled for the seller: the crypto goes back.",
  awaitingBuyerSignature: "The dispute is ruled for the buyer: the release waits for the buyer's signature.",
  noteSaved: "The note is saved.",
} as const;

/** The case's transitions: a case is ruled once, by an admin at any time or by the deadline job once due. */
export function transitionDisputeCase(
  status: TDisputeCaseStatus,
  event: TDisputeCaseEvent,
  facts: { now: number; evidenceDeadline: number },
): TDisputeCaseTransition {
  if (status === "ruled") return { ok: false, message: DISPUTE_MESSAGES.alreadyRuled };
  switch (event) {
    case "ADMIN_RULES":
      return { ok: true, from: status, next: "ruled", ruledBy: "admin" };
    case "SELLER_CONCEDES":
      return { ok: true, from: status, next: "ruled", ruledBy: "conceded" };
    case "DEFAULT_RULES":
    case "ESCALATE":
      // Only the deadline job decides by default, once, on an open case whose window has closed.
      if (status !== "open") return { ok: false, message: DISPUTE_MESSAGES.alreadyRuled };
      if (facts.now < facts.evidenceDeadline) return { ok: false, message: DISPUTE_MESSAGES.notDue };
      return event === "ESCALATE"
        ? { ok: true, from: status, next: "escalated", ruledBy: null }
        : { ok: true, from: status, next: "ruled", ruledBy: "default" };
  }
}

/** What the deadline job knows when the window closes. */
export interface TDisputeEvidenceFacts {
  /** The buyer said 'I have paid' (the trade has a paid time, and the buyer's release signature). */
  buyerSaidPaid: boolean;
  /** Each side wrote in the trade's chat (text or a file) after the dispute opened. */
  buyerAnswered: boolean;
  sellerAnswered: boolean;
}

export type TDefaultRuling =
  | { kind: "rule"; winner: "buyer" | "seller"; reason: string }
  | { kind: "escalate"; reason: string };

/**
 * The default ruling when the evidence window closes (docs/disputes.md):
 * 1. one side answered and the other stayed silent for the whole window: the side that answered wins;
 * 2. both answered: an admin reads the evidence (escalate);
 * 3. neither answered: the ledger's facts decide — a buyer who never said 'I have paid' loses (refund); a
 *    buyer who said paid against a seller who says not received is word against word: escalate.
 */
export function defaultDisputeRuling(facts: TDisputeEvidenceFacts): TDefaultRuling {
  if (facts.buyerAnswered && !facts.sellerAnswered)
    return { kind: "rule", winner: "buyer", reason: "Only the buyer gave evidence within the window." };
  if (facts.sellerAnswered && !facts.buyerAnswered)
    return { kind: "rule", winner: "seller", reason: "Only the seller gave evidence within the window." };
  if (facts.buyerAnswered && facts.sellerAnswered)
    return { kind: "escalate", reason: "Both sides gave evidence: an admin decides." };
  if (!facts.buyerSaidPaid)
    return {
      kind: "rule",
      winner: "seller",
      reason: "Nobody gave evidence and the buyer never said 'I have paid'.",
    };
  return {
    kind: "escalate",
    reason: "Nobody gave evidence; the buyer said paid and the seller said not received: an admin decides.",
  };
}

/** The evidence deadline of a case opened at `openedAt` (epoch ms). */
export function disputeEvidenceDeadline(openedAt: number): number {
  return openedAt + DISPUTE_EVIDENCE_MS;
}
