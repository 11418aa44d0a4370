import { Account, Keypair, Operation, TimeoutInfinite, TransactionBuilder } from "@stellar/stellar-sdk";
import { FRIENDBOT_AMOUNT } from "../../constants";
import { finalOutcome } from "../../node/ledger-node";
import { formatAmount } from "../../util/amount";
import { isValidAccount } from "../../util/keys";
import type { HorizonApp } from "../app";
import { clientOf, type RequestContext, type Router } from "../http";
import { ClientBuckets } from "../limits";
import { badRequest, sendProblem } from "../problem";
import { answerSubmission } from "./submit";

/**
 * Funds `addr` with 10,000 XLM from the root account through an ordinary signed transaction. Each client
 * (remote address) may fund `friendbotBurst` accounts at once and `friendbotPerMinute` more per minute; past
 * that it gets 429 with `Retry-After`.
 */
async function fund(ctx: RequestContext, app: HorizonApp, buckets: ClientBuckets): Promise<void> {
  const addr = ctx.query.get("addr") ?? "";
  if (!isValidAccount(addr)) return badRequest(ctx, "addr", "base32 decode failed: illegal base32 data");
  if (app.node.state.getAccount(addr)) return alreadyFunded(ctx);
  const client = clientOf(ctx.req);
  if (!buckets.take(client)) {
    ctx.res.setHeader("Retry-After", String(buckets.retryAfterSeconds(client)));
    return sendProblem(
      ctx,
      429,
      "rate_limit_exceeded",
      undefined,
      "Too many accounts funded from this address: try again later.",
    );
  }
  // Built when its turn comes, from the root account's sequence at that moment: friendbot calls that arrive
  // together each take the next sequence number.
  const accepted = await app.submissions.run(() => {
    const root = Keypair.master(app.passphrase);
    const rootAccount = app.node.state.getAccount(root.publicKey());
    if (!rootAccount) return undefined;
    if (app.node.state.getAccount(addr)) return "funded" as const;
    const tx = new TransactionBuilder(new Account(root.publicKey(), rootAccount.seqNum.toString()), {
      fee: "100",
      networkPassphrase: app.passphrase,
    })
      .addOperation(
        Operation.createAccount({ destination: addr, startingBalance: formatAmount(FRIENDBOT_AMOUNT) }),
      )
      .setTimeout(TimeoutInfinite)
      .build();
    tx.sign(root);
    return app.node.accept(tx.toXdr());
  });
  if (!accepted) return sendProblem(ctx, 500, "server_error");
  if (accepted === "funded") return alreadyFunded(ctx);
  answerSubmission(ctx, app, await finalOutcome(accepted));
}

function alreadyFunded(ctx: RequestContext): void {
  sendProblem(ctx, 400, "bad_request", undefined, "account already funded to starting balance");
}

export function registerFriendbotRoutes(router: Router, app: HorizonApp): void {
  const buckets = new ClientBuckets(app.limits.friendbotBurst, app.limits.friendbotPerMinute);
  router.add("GET", "/friendbot", (ctx) => fund(ctx, app, buckets));
  router.add("POST", "/friendbot", (ctx) => fund(ctx, app, buckets));
}
