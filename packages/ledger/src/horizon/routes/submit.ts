import { xdr } from "@stellar/stellar-sdk";
import { finalOutcome, type SubmitOutcome } from "../../node/ledger-node";
import { decodeEnvelope } from "../../tx/decode";
import { badSeqResult } from "../../tx/fee-bump";
import { encodeResult, resultCodes } from "../../tx/results";
import { validateTransaction } from "../../tx/validate";
import type { HorizonApp } from "../app";
import { type RequestContext, type Router, readBody, sendJson } from "../http";
import { sendProblem } from "../problem";
import { renderTx } from "../resources/history";

/**
 * The first line of the part whose header line ends in `name="<name>"`, in a multipart/form-data body. One
 * pass over the lines: a body of many such header lines costs no more than any other body of its size.
 */
export function multipartField(body: string, name: string): string | undefined {
  const lines = body.split("\n");
  const marker = `name="${name}"`;
  const start = lines.findIndex((line) => line.replace(/\r$/, "").endsWith(marker));
  if (start === -1) return undefined;
  // The part's headers end at the first blank line; its value is the line after it.
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i]?.replace(/\r$/, "") === "") return lines[i + 1]?.replace(/\r$/, "").trim() || undefined;
  }
  return undefined;
}

/** The `tx` form field; `undefined` when missing, `"unsupported"` for media types Horizon answers with 415. */
async function envelopeFrom(ctx: RequestContext): Promise<string | undefined | "unsupported"> {
  const type = (ctx.req.headers["content-type"] ?? "application/x-www-form-urlencoded").toLowerCase();
  const body = await readBody(ctx.req);
  if (type.startsWith("multipart/form-data")) return multipartField(body, "tx");
  if (!type.startsWith("application/x-www-form-urlencoded")) return "unsupported";
  return new URLSearchParams(body).get("tx") ?? ctx.query.get("tx") ?? undefined;
}

/** Answers a submission the way Horizon does: 200 with the transaction, or 400 with result codes. */
export function answerSubmission(ctx: RequestContext, app: HorizonApp, outcome: SubmitOutcome) {
  if (outcome.status === "malformed") {
    return sendProblem(ctx, 400, "transaction_malformed", { envelope_xdr: outcome.envelopeXdr });
  }
  if (outcome.status === "rejected") {
    return sendProblem(ctx, 400, "transaction_failed", {
      envelope_xdr: outcome.envelopeXdr,
      result_xdr: outcome.resultXdr,
      result_codes: outcome.codes,
    });
  }
  const tx = app.node.history.txs[outcome.txPos];
  if (!tx) return sendProblem(ctx, 500, "server_error");
  if (tx.success) return sendJson(ctx, 200, renderTx(tx, ctx.base));
  const resultXdr = String(tx.json.result_xdr);
  sendProblem(ctx, 400, "transaction_failed", {
    envelope_xdr: String(tx.json.envelope_xdr),
    result_xdr: resultXdr,
    result_codes: resultCodes(xdr.TransactionResult.schema.decode(Buffer.from(resultXdr, "base64"))),
  });
}

export function registerSubmitRoutes(router: Router, app: HorizonApp): void {
  router.add("POST", "/transactions", async (ctx) => {
    const envelope = await envelopeFrom(ctx);
    if (envelope === "unsupported") return sendProblem(ctx, 415, "unsupported_media_type", undefined, "");
    if (!envelope) return sendProblem(ctx, 400, "transaction_malformed", { envelope_xdr: "" });
    const { accepted } = await app.submissions.submit(envelope);
    answerSubmission(ctx, app, await finalOutcome(accepted));
  });
  router.add("POST", "/transactions_async", async (ctx) => {
    const envelope = await envelopeFrom(ctx);
    if (envelope === "unsupported") return sendProblem(ctx, 415, "unsupported_media_type", undefined, "");
    if (!envelope) return sendProblem(ctx, 400, "transaction_malformed", { envelope_xdr: "" });
    const { accepted: outcome, hash = "" } = await app.submissions.submit(envelope);
    if (outcome.status === "malformed") {
      return sendProblem(ctx, 400, "transaction_malformed", { envelope_xdr: envelope });
    }
    if (outcome.status === "rejected") {
      return sendJson(ctx, 400, {
        tx_status: "ERROR",
        error_result_xdr: outcome.resultXdr,
        hash,
      });
    }
    if (outcome.status === "applied") {
      // Core no longer holds an applied transaction: it checks it again, and its sequence number is used up.
      return sendJson(ctx, 400, {
        tx_status: "ERROR",
        error_result_xdr: resubmissionError(envelope, app),
        hash,
      });
    }
    if (outcome.duplicate) return sendJson(ctx, 409, { hash, tx_status: "DUPLICATE" });
    sendJson(ctx, 201, { hash, tx_status: "PENDING" });
  });
}

/** Core's answer to an envelope already applied: its check against the current state (`tx_bad_seq`). */
function resubmissionError(envelope: string, app: HorizonApp): string {
  const node = app.node;
  const parsed = decodeEnvelope(envelope, app.passphrase);
  const validation = validateTransaction(parsed, {
    state: node.state,
    ledgerSeq: node.header.ledgerSeq + 1,
    closeTime: node.nextCloseTime(),
    baseFee: node.header.baseFee,
    baseReserve: node.header.baseReserve,
  });
  const result = validation.ok ? badSeqResult(parsed) : validation.result;
  return encodeResult(result);
}
