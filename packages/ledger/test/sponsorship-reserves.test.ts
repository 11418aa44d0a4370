import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { issueAsset, newAccount, newAccounts } from "./support/accounts";
import { getJson, records } from "./support/http";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, XLM } from "./support/result";
import { counts, runSponsored, spendable, sponsorshipEffects } from "./support/sponsorship";
import { run, runFail } from "./support/tx";

const ledger = useLedger();
const signerKey = Keypair.random().publicKey();

describe("reserves carried by a sponsor", () => {
  it("trustline, data entry and signer of an account holding only its own 1 XLM", async () => {
    const t = ledger();
    const [sponsor, holder] = await newAccounts(t, 2, "100");
    const poor = await newAccount(t, "1");
    const { asset } = await issueAsset(t, "SPN");
    // the holder alone cannot add a subentry (denial), the sponsor lets it
    const trust = Operation.changeTrust({ asset, source: poor.publicKey() });
    expect(await runFail(t, holder, [trust], { signers: [holder, poor] })).toMatchObject(
      failedWith("op_low_reserve"),
    );
    const before = await spendable(t, sponsor);
    const { hash } = await runSponsored(t, sponsor, poor, [
      trust,
      Operation.manageData({ name: "memo", value: "sponsored", source: poor.publicKey() }),
      Operation.setOptions({ signer: { ed25519PublicKey: signerKey, weight: 1 }, source: poor.publicKey() }),
    ]);
    expect(await counts(t, poor)).toEqual({ num_sponsoring: 0, num_sponsored: 3, subentry_count: 3 });
    expect(await counts(t, sponsor)).toEqual({ num_sponsoring: 3, num_sponsored: 0, subentry_count: 0 });
    expect(await spendable(t, sponsor)).toBe(before - 5n * BASE_FEE - 3n * (XLM / 2n));
    expect(await spendable(t, poor)).toBe(0n);

    const record = await t.server.loadAccount(poor.publicKey());
    const line = record.balances.find((b) => b.asset_type === "credit_alphanum4");
    expect(line?.sponsor).toBe(sponsor.publicKey());
    expect(record.balances.find((b) => b.asset_type === "native")).not.toHaveProperty("sponsor");
    expect(record.signers.find((s) => s.key === signerKey)).toMatchObject({ sponsor: sponsor.publicKey() });
    expect(record.signers.find((s) => s.key === poor.publicKey())).not.toHaveProperty("sponsor");
    const data = await getJson(t, `/accounts/${poor.publicKey()}/data/memo`);
    expect(data.body).toEqual({
      value: Buffer.from("sponsored").toString("base64"),
      sponsor: sponsor.publicKey(),
    });

    expect(await sponsorshipEffects(t, hash)).toEqual([
      {
        account: poor.publicKey(),
        type: "trustline_sponsorship_created",
        asset: `SPN:${asset.getIssuer()}`,
        sponsor: sponsor.publicKey(),
      },
      {
        account: poor.publicKey(),
        type: "data_sponsorship_created",
        data_name: "memo",
        sponsor: sponsor.publicKey(),
      },
      {
        account: poor.publicKey(),
        type: "signer_sponsorship_created",
        signer: signerKey,
        sponsor: sponsor.publicKey(),
      },
    ]);
    const sponsored = await t.server.accounts().sponsor(sponsor.publicKey()).call();
    expect(sponsored.records.map((a) => a.id)).toEqual([poor.publicKey()]);
    expect((await t.server.accounts().sponsor(poor.publicKey()).call()).records).toEqual([]);
  });

  it("removing sponsored entries gives the sponsor its reserves back", async () => {
    const t = ledger();
    const [sponsor, owner] = await newAccounts(t, 2, "100");
    const { asset } = await issueAsset(t, "RLS");
    await runSponsored(t, sponsor, owner, [
      Operation.changeTrust({ asset, source: owner.publicKey() }),
      Operation.manageData({ name: "d", value: "1", source: owner.publicKey() }),
      Operation.setOptions({ signer: { ed25519PublicKey: signerKey, weight: 1 }, source: owner.publicKey() }),
    ]);
    const response = await run(t, owner, [
      Operation.changeTrust({ asset, limit: "0" }),
      Operation.manageData({ name: "d", value: null }),
      Operation.setOptions({ signer: { ed25519PublicKey: signerKey, weight: 0 } }),
    ]);
    expect(await counts(t, sponsor)).toEqual({ num_sponsoring: 0, num_sponsored: 0, subentry_count: 0 });
    expect(await counts(t, owner)).toEqual({ num_sponsoring: 0, num_sponsored: 0, subentry_count: 0 });
    expect((await sponsorshipEffects(t, response.hash)).map((e) => [e.type, e.former_sponsor])).toEqual([
      ["trustline_sponsorship_removed", sponsor.publicKey()],
      ["data_sponsorship_removed", sponsor.publicKey()],
      ["signer_sponsorship_removed", sponsor.publicKey()],
    ]);
  });

  it("offers: sponsor on the offer record, /offers?sponsor=, released when the offer is taken", async () => {
    const t = ledger();
    const [sponsor, seller, buyer] = await newAccounts(t, 3, "100");
    const { issuer, asset } = await issueAsset(t, "OFR", [seller, buyer], "50");
    await runSponsored(t, sponsor, seller, [
      Operation.manageSellOffer({
        selling: asset,
        buying: Asset.native(),
        amount: "10",
        price: "1",
        source: seller.publicKey(),
      }),
    ]);
    expect(await counts(t, seller)).toMatchObject({ num_sponsored: 1, subentry_count: 2 });
    const offers = await getJson(t, `/offers?sponsor=${sponsor.publicKey()}`);
    const [offer] = records(offers.body);
    expect(offer).toMatchObject({ seller: seller.publicKey(), sponsor: sponsor.publicKey() });
    expect(records((await getJson(t, `/offers?sponsor=${issuer.publicKey()}`)).body)).toEqual([]);
    const sponsoredAccounts = await t.server.accounts().sponsor(sponsor.publicKey()).call();
    expect(sponsoredAccounts.records.map((a) => a.id)).toEqual([seller.publicKey()]);
    // the buyer takes the whole offer: the seller's offer is gone and so is the sponsor's reserve for it
    await run(t, buyer, [
      Operation.manageBuyOffer({ selling: Asset.native(), buying: asset, buyAmount: "10", price: "1" }),
    ]);
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 0 });
    expect(await counts(t, seller)).toMatchObject({ num_sponsored: 0, subentry_count: 1 });
  });

  it("merge: op_is_sponsor while sponsoring; a sponsored account's merge releases its sponsor", async () => {
    const t = ledger();
    const [sponsor, sink] = await newAccounts(t, 2, "100");
    const created = Keypair.random();
    await runSponsored(t, sponsor, created, [
      Operation.createAccount({ destination: created.publicKey(), startingBalance: "5" }),
    ]);
    const mergeSponsor = Operation.accountMerge({ destination: sink.publicKey() });
    expect(await runFail(t, sponsor, [mergeSponsor])).toMatchObject(failedWith("op_is_sponsor"));
    const merged = await run(t, created, [Operation.accountMerge({ destination: sink.publicKey() })]);
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 0 });
    expect(await sponsorshipEffects(t, merged.hash)).toEqual([
      {
        account: created.publicKey(),
        type: "account_sponsorship_removed",
        former_sponsor: sponsor.publicKey(),
      },
    ]);
    await run(t, sponsor, [mergeSponsor]);
    await expect(t.server.loadAccount(sponsor.publicKey())).rejects.toThrow();
  });

  it("op_is_sponsor when the merging account is the sponsor of an open sandwich", async () => {
    const t = ledger();
    const [sponsor, sponsored, sink] = await newAccounts(t, 3, "10");
    const ops = [
      Operation.beginSponsoringFutureReserves({ sponsoredId: sponsored.publicKey() }),
      Operation.accountMerge({ destination: sink.publicKey() }),
      Operation.endSponsoringFutureReserves({ source: sponsored.publicKey() }),
    ];
    const codes = await runFail(t, sponsor, ops, { signers: [sponsor, sponsored] });
    expect(codes.operations).toEqual(["op_success", "op_is_sponsor", "op_success"]);
  });
});
