import { Asset, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { issueAsset, newAccount, newAccounts } from "./support/accounts";
import { getJson, records } from "./support/http";
import { failedWith, useLedger } from "./support/ledger";
import { pair } from "./support/pools";
import { counts, operationsOf, runSponsored, sandwich, sponsorshipEffects } from "./support/sponsorship";
import { run, runFail } from "./support/tx";

const ledger = useLedger();

describe("sponsorship of offers and pool shares", () => {
  it("an offer's sponsorship is revoked by its sponsor and then handed to another", async () => {
    const t = ledger();
    const [sponsor, seller, next] = await newAccounts(t, 3, "100");
    const { asset } = await issueAsset(t, "OFS", [seller], "20");
    await runSponsored(t, sponsor, seller, [
      Operation.manageSellOffer({
        selling: asset,
        buying: Asset.native(),
        amount: "5",
        price: "2",
        source: seller.publicKey(),
      }),
    ]);
    const [offer] = records((await getJson(t, `/accounts/${seller.publicKey()}/offers`)).body);
    const offerId = String(offer?.id);
    const revoke = Operation.revokeOfferSponsorship({
      seller: seller.publicKey(),
      offerId,
      source: sponsor.publicKey(),
    });
    expect(
      await runFail(t, seller, [Operation.revokeOfferSponsorship({ seller: seller.publicKey(), offerId })]),
    ).toMatchObject(failedWith("op_not_sponsor"));
    const removed = await run(t, sponsor, [revoke]);
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 0 });
    expect(await counts(t, seller)).toMatchObject({ num_sponsored: 0, subentry_count: 2 });
    expect((await getJson(t, `/offers/${offerId}`)).body).not.toHaveProperty("sponsor");
    // Horizon has no offer sponsorship effects
    expect(await sponsorshipEffects(t, removed.hash)).toEqual([]);
    expect((await operationsOf(t, removed.hash))[0]).toMatchObject({
      type: "revoke_sponsorship",
      offer_id: offerId,
    });
    const revokeBySeller = Operation.revokeOfferSponsorship({
      seller: seller.publicKey(),
      offerId,
      source: seller.publicKey(),
    });
    await run(t, seller, sandwich(next, seller, [revokeBySeller]), { signers: [seller, next] });
    expect((await getJson(t, `/offers/${offerId}`)).body).toMatchObject({ sponsor: next.publicKey() });
    expect(await counts(t, next)).toMatchObject({ num_sponsoring: 1 });
  });

  it("a pool-share trustline costs its sponsor two reserves; removing it releases them", async () => {
    const t = ledger();
    const sponsor = await newAccount(t, "100");
    const { holder, share, id } = await pair(t, "10");
    const { hash } = await runSponsored(t, sponsor, holder, [
      Operation.changeTrust({ asset: share, source: holder.publicKey() }),
    ]);
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 2 });
    expect(await counts(t, holder)).toMatchObject({ num_sponsored: 2, subentry_count: 4 });
    const line = (await t.server.loadAccount(holder.publicKey())).balances.find(
      (b) => b.asset_type === "liquidity_pool_shares",
    );
    expect(line).toMatchObject({ liquidity_pool_id: id, sponsor: sponsor.publicKey() });
    expect(await sponsorshipEffects(t, hash)).toEqual([
      {
        account: holder.publicKey(),
        type: "trustline_sponsorship_created",
        asset_type: "liquidity_pool",
        liquidity_pool_id: id,
        sponsor: sponsor.publicKey(),
      },
    ]);
    await run(t, holder, [Operation.changeTrust({ asset: share, limit: "0" })]);
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 0 });
    expect(await counts(t, holder)).toMatchObject({ num_sponsored: 0, subentry_count: 2 });
  });

  it("/accounts?sponsor= answers 400 for an invalid account id", async () => {
    const t = ledger();
    const bad = await getJson(t, "/accounts?sponsor=GNOTANACCOUNT");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ extras: { invalid_field: "sponsor" } });
  });
});
