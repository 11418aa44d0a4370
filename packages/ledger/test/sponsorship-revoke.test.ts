import {
  Asset,
  Claimant,
  getLiquidityPoolId,
  Keypair,
  LiquidityPoolAsset,
  Operation,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { issueAsset, newAccount, newAccounts } from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { counts, operationsOf, runSponsored, sandwich, sponsorshipEffects } from "./support/sponsorship";
import { run, runFail } from "./support/tx";

const ledger = useLedger();

describe("revokeSponsorship", () => {
  it("removes a trustline's sponsorship: the owner takes the reserve (op_low_reserve if it cannot)", async () => {
    const t = ledger();
    const sponsor = await newAccount(t, "100");
    const owner = await newAccount(t, "1");
    const { asset } = await issueAsset(t, "RVK");
    await runSponsored(t, sponsor, owner, [Operation.changeTrust({ asset, source: owner.publicKey() })]);
    const revoke = Operation.revokeTrustlineSponsorship({ account: owner.publicKey(), asset });
    expect(await runFail(t, sponsor, [revoke])).toMatchObject(failedWith("op_low_reserve"));
    await run(t, sponsor, [
      Operation.payment({ destination: owner.publicKey(), asset: Asset.native(), amount: "1" }),
    ]);
    const response = await run(t, sponsor, [revoke]);
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 0 });
    expect(await counts(t, owner)).toEqual({ num_sponsoring: 0, num_sponsored: 0, subentry_count: 1 });
    const line = (await t.server.loadAccount(owner.publicKey())).balances[0];
    expect(line).not.toHaveProperty("sponsor");
    expect(await sponsorshipEffects(t, response.hash)).toEqual([
      {
        account: owner.publicKey(),
        type: "trustline_sponsorship_removed",
        asset: `RVK:${asset.getIssuer()}`,
        former_sponsor: sponsor.publicKey(),
      },
    ]);
    const [op] = await operationsOf(t, response.hash);
    expect(op).toMatchObject({
      type: "revoke_sponsorship",
      trustline_account_id: owner.publicKey(),
      trustline_asset: `RVK:${asset.getIssuer()}`,
    });
  });

  it("transfers a sponsorship to the sponsor's own sponsor (op_low_reserve if the new one cannot carry it)", async () => {
    const t = ledger();
    const [first, owner] = await newAccounts(t, 2, "100");
    const broke = await newAccount(t, "1");
    const rich = await newAccount(t, "100");
    await runSponsored(t, first, owner, [
      Operation.manageData({ name: "k", value: "v", source: owner.publicKey() }),
    ]);
    const revoke = Operation.revokeDataSponsorship({
      account: owner.publicKey(),
      name: "k",
      source: first.publicKey(),
    });
    const toBroke = sandwich(broke, first, [revoke]);
    expect((await runFail(t, first, toBroke, { signers: [first, broke] })).operations).toEqual([
      "op_success",
      "op_low_reserve",
      "op_success",
    ]);
    const response = await run(t, first, sandwich(rich, first, [revoke]), { signers: [first, rich] });
    expect(await counts(t, first)).toMatchObject({ num_sponsoring: 0 });
    expect(await counts(t, rich)).toMatchObject({ num_sponsoring: 1 });
    expect(await counts(t, owner)).toMatchObject({ num_sponsored: 1, subentry_count: 1 });
    expect(await sponsorshipEffects(t, response.hash)).toEqual([
      {
        account: owner.publicKey(),
        type: "data_sponsorship_updated",
        data_name: "k",
        former_sponsor: first.publicKey(),
        new_sponsor: rich.publicKey(),
      },
    ]);
    const ops = await operationsOf(t, response.hash);
    expect(ops[1]).toMatchObject({
      type: "revoke_sponsorship",
      data_account_id: owner.publicKey(),
      data_name: "k",
    });
  });

  it("the owner of an unsponsored entry hands it to a sponsor; a no-op outside a sandwich", async () => {
    const t = ledger();
    const [owner, sponsor] = await newAccounts(t, 2, "100");
    const key = Keypair.random().publicKey();
    await run(t, owner, [Operation.setOptions({ signer: { ed25519PublicKey: key, weight: 1 } })]);
    const revoke = Operation.revokeSignerSponsorship({
      account: owner.publicKey(),
      signer: { ed25519PublicKey: key },
      source: owner.publicKey(),
    });
    await run(t, owner, [revoke]);
    expect(await counts(t, owner)).toMatchObject({ num_sponsored: 0 });
    const response = await run(t, owner, sandwich(sponsor, owner, [revoke]), { signers: [owner, sponsor] });
    expect(await counts(t, owner)).toMatchObject({ num_sponsored: 1, subentry_count: 1 });
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 1 });
    expect(await sponsorshipEffects(t, response.hash)).toEqual([
      {
        account: owner.publicKey(),
        type: "signer_sponsorship_created",
        signer: key,
        sponsor: sponsor.publicKey(),
      },
    ]);
    const ops = await operationsOf(t, response.hash);
    expect(ops[1]).toMatchObject({ signer_account_id: owner.publicKey(), signer_key: key });
    expect(ops[1]).not.toHaveProperty("sponsor");
  });

  it("an account entry: removing its sponsor needs the account to hold its own 1 XLM", async () => {
    const t = ledger();
    const sponsor = await newAccount(t, "100");
    const created = Keypair.random();
    await runSponsored(t, sponsor, created, [
      Operation.createAccount({ destination: created.publicKey(), startingBalance: "0" }),
    ]);
    const revoke = Operation.revokeAccountSponsorship({ account: created.publicKey() });
    expect(await runFail(t, sponsor, [revoke])).toMatchObject(failedWith("op_low_reserve"));
    await run(t, sponsor, [
      Operation.payment({ destination: created.publicKey(), asset: Asset.native(), amount: "1" }),
    ]);
    const response = await run(t, sponsor, [revoke]);
    expect(await counts(t, created)).toEqual({ num_sponsoring: 0, num_sponsored: 0, subentry_count: 0 });
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 0 });
    const [op] = await operationsOf(t, response.hash);
    expect(op).toMatchObject({ type: "revoke_sponsorship", account_id: created.publicKey() });
    expect((await sponsorshipEffects(t, response.hash)).map((e) => e.type)).toEqual([
      "account_sponsorship_removed",
    ]);
  });

  it("op_not_sponsor: neither the owner of a sponsored entry nor a stranger to an unsponsored one", async () => {
    const t = ledger();
    const [sponsor, owner, stranger] = await newAccounts(t, 3, "100");
    await runSponsored(t, sponsor, owner, [
      Operation.manageData({ name: "s", value: "1", source: owner.publicKey() }),
    ]);
    await run(t, owner, [Operation.manageData({ name: "u", value: "1" })]);
    const revoke = (name: string) => Operation.revokeDataSponsorship({ account: owner.publicKey(), name });
    expect(await runFail(t, owner, [revoke("s")])).toMatchObject(failedWith("op_not_sponsor"));
    expect(await runFail(t, stranger, [revoke("s")])).toMatchObject(failedWith("op_not_sponsor"));
    expect(await runFail(t, stranger, [revoke("u")])).toMatchObject(failedWith("op_not_sponsor"));
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 1 });
  });

  it("op_does_not_exist for missing entries and signers", async () => {
    const t = ledger();
    const [account, other] = await newAccounts(t, 2, "10");
    const asset = new Asset("NONE", other.publicKey());
    const missing = [
      Operation.revokeTrustlineSponsorship({ account: account.publicKey(), asset }),
      Operation.revokeDataSponsorship({ account: account.publicKey(), name: "absent" }),
      Operation.revokeOfferSponsorship({ seller: account.publicKey(), offerId: "12345" }),
      Operation.revokeAccountSponsorship({ account: Keypair.random().publicKey() }),
      Operation.revokeSignerSponsorship({
        account: account.publicKey(),
        signer: { ed25519PublicKey: other.publicKey() },
      }),
      Operation.revokeClaimableBalanceSponsorship({ balanceId: `00000000${"ab".repeat(32)}` }),
    ];
    for (const op of missing)
      expect(await runFail(t, account, [op])).toMatchObject(failedWith("op_does_not_exist"));
  });

  it("op_malformed for keys that can never be sponsored (own-asset trustline, liquidity pool)", async () => {
    const t = ledger();
    const [account, issuer] = await newAccounts(t, 2, "10");
    const own = new Asset("SELF", account.publicKey());
    const selfLine = Operation.revokeTrustlineSponsorship({ account: account.publicKey(), asset: own });
    expect(await runFail(t, account, [selfLine])).toMatchObject(failedWith("op_malformed"));
    const pool = new LiquidityPoolAsset(Asset.native(), new Asset("POOL", issuer.publicKey()), 30);
    const poolId = Buffer.from(
      getLiquidityPoolId("constant_product", pool.getLiquidityPoolParameters()),
    ).toString("hex");
    const poolKey = Operation.revokeLiquidityPoolSponsorship({ liquidityPoolId: poolId });
    expect(await runFail(t, account, [poolKey])).toMatchObject(failedWith("op_malformed"));
  });

  it("a claimable balance's sponsorship is only transferable (op_only_transferable), then moves", async () => {
    const t = ledger();
    const [creator, claimant, next] = await newAccounts(t, 3, "100");
    const created = await run(t, creator, [
      Operation.createClaimableBalance({
        asset: Asset.native(),
        amount: "5",
        claimants: [new Claimant(claimant.publicKey())],
      }),
    ]);
    const balanceId = (await t.server.claimableBalances().sponsor(creator.publicKey()).call()).records[0]?.id;
    expect(balanceId).toBeDefined();
    const revoke = Operation.revokeClaimableBalanceSponsorship({ balanceId: String(balanceId) });
    expect(await runFail(t, creator, [revoke])).toMatchObject(failedWith("op_only_transferable"));
    expect(await runFail(t, claimant, [revoke])).toMatchObject(failedWith("op_not_sponsor"));
    const moved = await run(t, creator, sandwich(next, creator, [revoke]), { signers: [creator, next] });
    expect(await counts(t, creator)).toMatchObject({ num_sponsoring: 0 });
    expect(await counts(t, next)).toMatchObject({ num_sponsoring: 1 });
    expect(await sponsorshipEffects(t, moved.hash)).toEqual([
      {
        account: creator.publicKey(),
        type: "claimable_balance_sponsorship_updated",
        balance_id: balanceId,
        former_sponsor: creator.publicKey(),
        new_sponsor: next.publicKey(),
      },
    ]);
    const ops = await operationsOf(t, moved.hash);
    expect(ops[1]).toMatchObject({ claimable_balance_id: balanceId });
    expect(created.successful).toBe(true);
  });
});
