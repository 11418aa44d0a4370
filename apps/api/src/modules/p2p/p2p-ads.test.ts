import { P2P_MESSAGES, priceBandMessage, sellerMinimumMessage, ZAddAdResponse, ZAdPage } from "@sextant/core";
import type { Keypair } from "@stellar/stellar-sdk";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { p2pAds } from "../../db/schema";
import { adListCacheOf } from "./ad-list-cache";
import { type P2pWorld, SELL_XLM_IN_INDIA as sellXlm, startP2pWorld } from "./test/p2p-world";

describe.each(TEST_DRIVERS)("P2P ads: create ad rules against the ledger (%s)", (driver) => {
  let world: P2pWorld;
  let asha: Keypair;
  let olivia: Keypair;
  let harbour: Keypair;
  let weakBattery: Keypair;
  let applicant: Keypair;
  const tokens = new Map<Keypair, string>();
  let emit: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    world = await startP2pWorld(driver);
    // One at a time: the issuers pay each user, and their sequence numbers allow one transaction in flight.
    asha = await world.user({ LEVELG: "200" });
    // Exactly the battery: 100 LEVELG at 0.05 USD = 5 USD.
    olivia = await world.user({ LEVELG: "100", EURX: "0" });
    harbour = await world.user({ LEVELG: "200" });
    weakBattery = await world.user({ LEVELG: "99.9999999" });
    applicant = await world.user({ LEVELG: "200" });
    const db = world.app.database.db;
    await approveKycForTest(db, asha.publicKey(), { name: "Asha Rao", country: "IN" });
    await approveKycForTest(db, olivia.publicKey(), { name: "Olivia Bennett", country: "US" });
    await approveKycForTest(db, harbour.publicKey(), {
      kind: "company",
      name: "Harbour Lane Trading Ltd",
      country: "GB",
    });
    await approveKycForTest(db, weakBattery.publicKey(), { name: "Ravi Kumar", country: "IN" });
    for (const keypair of [asha, olivia, harbour, weakBattery, applicant])
      tokens.set(keypair, await world.token(keypair));
    emit = vi.spyOn(world.app.realtime, "emit");
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const post = (who: Keypair | undefined, type: "Buy" | "Sell", body: object) =>
    world.call(who ? tokens.get(who) : undefined, "POST", `/api/p2p/add${type}Ad`, body);
  const rejected = async (who: Keypair, type: "Buy" | "Sell", body: object) => {
    const response = await post(who, type, body);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    return response.json() as { code: string; message: string; details?: { fields: Record<string, string> } };
  };

  it("needs a signed-in, KYC-approved user", async () => {
    const visitor = await post(undefined, "Sell", sellXlm);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(P2P_MESSAGES.notLoggedIn);
    const notApproved = await post(applicant, "Sell", sellXlm);
    expect(notApproved.statusCode).toBe(403);
    expect(notApproved.json().message).toBe(P2P_MESSAGES.kycRequired);
  });

  it("creates a sell ad with the KYC holder name, emits newAd, and never touches the battery", async () => {
    const response = await post(asha, "Sell", sellXlm);
    expect(response.statusCode, response.body).toBe(200);
    const { ad, message, replayed } = ZAddAdResponse.parse(response.json());
    expect(message).toBe("Success");
    expect(replayed).toBe(false);
    expect(ad).toMatchObject({
      type: "sell",
      assetCode: "XLM",
      account: asha.publicKey(),
      status: "Active",
      available_amount: "500.0000000",
      total_amount: "500.0000000",
      minQty: "30.0000000",
      maxQty: "100.0000000",
      currency: "INR",
      unitPrice: "29.4000000",
      unitPriceMax: "31.7520000",
      priceSpread: "0.00",
      timeFrame: 15,
      location: "IN",
      payment_method_label: "Local Bank Transfer",
      bank_account_number: "001234567",
      bank_account_title: "Asha Rao",
      first_name: "Asha",
      last_name: "Rao",
      isCompanyKyc: false,
      listed: true,
      sellerUSDRate: "0.3500000",
    });
    expect(emit).toHaveBeenCalledWith(
      "newAd",
      expect.objectContaining({ adId: ad.id, type: "sell", assetCode: "XLM" }),
    );
    expect(await world.balance(asha.publicKey(), world.asset("LEVELG"))).toBe("200.0000000");
  });

  it.each([
    ["31.752", true],
    ["31.7520001", false],
    ["27.048", true],
    ["27.0479999", false],
  ])("price band edge %s → accepted %s", async (unitPrice, ok) => {
    const response = await post(asha, "Sell", { ...sellXlm, unitPrice });
    if (ok) {
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(priceBandMessage("27.05", "31.75"));
    expect(response.json().details.fields.unitPrice).toBe(priceBandMessage("27.05", "31.75"));
  });

  it("reads the battery from the ledger: just under 5 USD of LEVELG fails, exactly 5 USD passes", async () => {
    const weak = await rejected(weakBattery, "Sell", { ...sellXlm, bank_account_title: "Ravi Kumar" });
    expect(weak.message).toBe(P2P_MESSAGES.battery);
    const exact = await post(olivia, "Sell", {
      ...sellXlm,
      unitPrice: "0.35",
      location: "US",
      payment_method: "Payoneer",
      payoneer_email: "olivia@pay.example",
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().ad).toMatchObject({
      payment_method: "Payoneer",
      payoneer_email: "olivia@pay.example",
      currency: "USD",
    });
    expect(await world.balance(olivia.publicKey(), world.asset("LEVELG"))).toBe("100.0000000");
  });

  it("needs a trustline to the asset", async () => {
    const untrusted = await rejected(asha, "Buy", {
      assetCode: "EURX",
      unitPrice: "90.72",
      location: "IN",
      payment_method: "Local_Bank",
      bank_name: "HDFC",
    });
    expect(untrusted.message).toBe(P2P_MESSAGES.trustRequired);
  });

  it("checks a seller's balance on the ledger and the 10 USD minimum", async () => {
    // 10,000 XLM from friendbot less the reserve of the account and its LEVELG trustline: 9,998.5 spendable.
    expect((await rejected(asha, "Sell", { ...sellXlm, total_amount: "9998.5000001" })).message).toBe(
      P2P_MESSAGES.notEnoughBalance,
    );
    expect((await post(asha, "Sell", { ...sellXlm, total_amount: "9998.5" })).statusCode).toBe(200);
    const empty = await rejected(olivia, "Sell", {
      ...sellXlm,
      assetCode: "EURX",
      unitPrice: "1.08",
      location: "US",
      bank_account_title: "Olivia Bennett",
    });
    expect(empty.message).toBe(P2P_MESSAGES.notEnoughBalance);
    expect((await rejected(asha, "Sell", { ...sellXlm, minQty: "28.5714285" })).message).toBe(
      sellerMinimumMessage("XLM"),
    );
  });

  it("checks min, max and total, and the required fields of a detailed ad", async () => {
    const minAbove = await rejected(asha, "Sell", { ...sellXlm, minQty: "120" });
    expect(minAbove.details?.fields).toMatchObject({
      minQty: P2P_MESSAGES.minAboveMax,
      maxQty: P2P_MESSAGES.maxBelowMin,
    });
    expect((await rejected(asha, "Sell", { ...sellXlm, total_amount: "99" })).message).toBe(
      P2P_MESSAGES.totalBelowMax,
    );
    const missing = await rejected(asha, "Buy", { ...sellXlm, minQty: "", maxQty: undefined });
    expect(missing.details?.fields).toMatchObject({
      minQty: P2P_MESSAGES.fieldRequired,
      maxQty: P2P_MESSAGES.fieldRequired,
    });
  });

  it("checks bank details, e-mails and the holder name (no third-party accounts)", async () => {
    expect((await rejected(asha, "Sell", { ...sellXlm, bank_account_number: "" })).message).toBe(
      P2P_MESSAGES.bankAccountNumberRequired,
    );
    expect((await rejected(asha, "Buy", { ...sellXlm, bank_name: " " })).message).toBe(
      P2P_MESSAGES.bankNameRequired,
    );
    expect((await rejected(asha, "Sell", { ...sellXlm, bank_account_title: "Ravi Kumar" })).message).toBe(
      P2P_MESSAGES.thirdPartyAccount,
    );
    const company = await post(harbour, "Sell", {
      ...sellXlm,
      unitPrice: "0.2765",
      location: "GB",
      bank_account_title: "Harbour Lane Trading Ltd",
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().ad).toMatchObject({
      isCompanyKyc: true,
      companyName: "Harbour Lane Trading Ltd",
      first_name: "",
    });
    const skrill = {
      ...sellXlm,
      unitPrice: "0.35",
      location: "US",
      payment_method: "Skrill",
      bank_account_title: "Olivia Bennett",
    };
    expect((await rejected(olivia, "Sell", { ...skrill, skrill_email: "" })).message).toBe(
      P2P_MESSAGES.emailRequired,
    );
    expect((await rejected(olivia, "Sell", { ...skrill, skrill_email: "olivia@" })).message).toBe(
      P2P_MESSAGES.emailInvalid,
    );
  });

  it("offers Payoneer and Skrill in the US only, to users of the US", async () => {
    const inIndia = await rejected(asha, "Sell", {
      ...sellXlm,
      payment_method: "Payoneer",
      payoneer_email: "a@pay.example",
    });
    expect(inIndia.message).toBe(P2P_MESSAGES.countryNotSupported);
    const indianInUs = await rejected(asha, "Sell", {
      ...sellXlm,
      unitPrice: "0.35",
      location: "US",
      payment_method: "Skrill",
      skrill_email: "a@pay.example",
    });
    expect(indianInUs.message).toBe(P2P_MESSAGES.countryNotSupported);
    expect((await rejected(asha, "Sell", { ...sellXlm, location: "FR" })).message).toBe(
      P2P_MESSAGES.countryNotSupported,
    );
  });

  it("defaults the location to the user's country and the time frame to 15 minutes", async () => {
    const buy = await post(asha, "Buy", {
      assetCode: "XLM",
      unitPrice: "29",
      payment_method: "Local_Bank",
      bank_name: "HDFC",
    });
    expect(buy.statusCode, buy.body).toBe(200);
    expect(buy.json().ad).toMatchObject({
      type: "buy",
      location: "IN",
      currency: "INR",
      timeFrame: 15,
      // A basic ad: 10 USD worth (rounded up) to 50 USD worth at 0.35 USD.
      minQty: "28.5714286",
      maxQty: "142.8571428",
      bank_name: "HDFC",
      bank_account_number: "",
      bank_account_title: "Asha Rao",
    });
  });

  it("answers a repeated submission with the first ad and creates it once, also under a race", async () => {
    const body = { ...sellXlm, idempotency_key: "double-click-0001" };
    const first = await post(asha, "Sell", body);
    const second = await post(asha, "Sell", body);
    expect(second.json().ad.id).toBe(first.json().ad.id);
    expect(second.json().replayed).toBe(true);
    const raced = await Promise.all(
      [1, 2, 3].map(() => post(asha, "Sell", { ...sellXlm, idempotency_key: "race-0002" })),
    );
    expect(new Set(raced.map((r) => r.json().ad.id)).size).toBe(1);
    const [count] = await world.app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(p2pAds)
      .where(eq(p2pAds.idempotencyKey, "race-0002"));
    expect(count?.n).toBe(1);
  });

  it("lets only the owner pause and activate; lists keep or drop the ad as spec §4 says", async () => {
    const created = await post(asha, "Sell", { ...sellXlm, unitPrice: "27.5" });
    const id = created.json().ad.id as string;
    const publicList = async () =>
      ZAdPage.parse(
        (
          await world.call(undefined, "GET", "/api/p2p/getadsByAsset?asset_code=XLM&type=sell&location=IN")
        ).json(),
      );
    const listed = await publicList();
    // Sellers List: cheapest first; no one else's account number in a list.
    const prices = listed.ads.map((ad) => Number(ad.unitPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(listed.ads.find((ad) => ad.id === id)).toMatchObject({ listed: true, bank_account_number: null });

    const url = `/api/p2p/ChangeAdStatus?adId=${id}&status=Paused`;
    expect((await world.call(undefined, "GET", url)).json().message).toBe(P2P_MESSAGES.notLoggedIn);
    const stranger = await world.call(tokens.get(olivia), "GET", url);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(P2P_MESSAGES.notAdOwner);

    const paused = await world.call(tokens.get(asha), "GET", url);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().ad).toMatchObject({ type: "sell", status: "Paused", listed: false });
    expect(emit).toHaveBeenCalledWith("adStatusChanged", {
      adId: id,
      type: "sell",
      assetCode: "XLM",
      status: "Paused",
    });
    expect((await publicList()).ads.map((ad) => ad.id)).not.toContain(id);
    expect((await world.call(tokens.get(olivia), "GET", `/api/p2p/getAdById?id=${id}`)).statusCode).toBe(404);

    const mine = ZAdPage.parse(
      (
        await world.call(
          tokens.get(asha),
          "GET",
          `/api/p2p/getAdsByAssetAndAccountId?account=${asha.publicKey()}&asset_code=XLM`,
        )
      ).json(),
    );
    expect(mine.ads.find((ad) => ad.id === id)).toMatchObject({
      status: "Paused",
      bank_account_number: "001234567",
    });
    const theirs = ZAdPage.parse(
      (
        await world.call(undefined, "GET", `/api/p2p/getAdsByAssetAndAccountId?account=${asha.publicKey()}`)
      ).json(),
    );
    expect(theirs.ads.map((ad) => ad.id)).not.toContain(id);

    const active = await world.call(
      tokens.get(asha),
      "POST",
      `/api/p2p/ChangeAdStatus?adId=${id}&status=Active`,
    );
    expect(active.json().ad.status).toBe("Active");
    expect((await publicList()).ads.map((ad) => ad.id)).toContain(id);

    // A trade reserved all but 20 XLM (below the 30 minimum): the ad leaves the lists and cannot be activated.
    const db = world.app.database.db;
    await db
      .update(p2pAds)
      .set({ availableAmount: 200_000_000n })
      .where(eq(p2pAds.id, Number(id)));
    // Written behind the API's back (the trades will invalidate themselves): drop the list cache.
    adListCacheOf(db).invalidate();
    expect((await publicList()).ads.map((ad) => ad.id)).not.toContain(id);
    await world.call(tokens.get(asha), "GET", url);
    const blocked = await world.call(
      tokens.get(asha),
      "GET",
      `/api/p2p/ChangeAdStatus?adId=${id}&status=Active`,
    );
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(P2P_MESSAGES.notEnoughInAd);
    expect(
      (await world.call(tokens.get(asha), "GET", "/api/p2p/ChangeAdStatus?adId=999999&status=Paused"))
        .statusCode,
    ).toBe(404);
  });
});
