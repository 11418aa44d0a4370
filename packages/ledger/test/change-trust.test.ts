import { Asset, AuthRequiredFlag, Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { issueAsset, newAccount, newAccounts, snapshot } from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, decodeResult } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();

async function trustline(account: Keypair, asset: Asset) {
  const record = await ledger().server.loadAccount(account.publicKey());
  return {
    subentries: record.subentry_count,
    line: record.balances.find(
      (b) => b.asset_type !== "native" && "asset_code" in b && b.asset_code === asset.getCode(),
    ),
  };
}

describe("changeTrust", () => {
  it("creates a trustline with the maximum limit, authorized, as one subentry", async () => {
    const t = ledger();
    const holder = await newAccount(t, "100");
    const { asset } = await issueAsset(t, "USD");
    const response = await run(t, holder, [Operation.changeTrust({ asset })]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["changeTrustSuccess"]);
    const { subentries, line } = await trustline(holder, asset);
    expect(subentries).toBe(1);
    expect(line).toMatchObject({
      balance: "0.0000000",
      limit: "922337203685.4775807",
      buying_liabilities: "0.0000000",
      selling_liabilities: "0.0000000",
      last_modified_ledger: response.ledger,
      is_authorized: true,
      is_authorized_to_maintain_liabilities: true,
      asset_type: "credit_alphanum4",
      asset_code: "USD",
      asset_issuer: asset.getIssuer(),
    });
  });

  it("uses credit_alphanum12 for codes of 5 to 12 characters", async () => {
    const t = ledger();
    const holder = await newAccount(t, "100");
    const { asset } = await issueAsset(t, "LONGCODE");
    await run(t, holder, [Operation.changeTrust({ asset })]);
    expect((await trustline(holder, asset)).line?.asset_type).toBe("credit_alphanum12");
  });

  it("is not authorized when the issuer requires authorization", async () => {
    const t = ledger();
    const [holder, issuer] = await newAccounts(t, 2, "100");
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthRequiredFlag })]);
    const asset = new Asset("KYC", issuer.publicKey());
    await run(t, holder, [Operation.changeTrust({ asset })]);
    expect((await trustline(holder, asset)).line).toMatchObject({ is_authorized: false });
  });

  it("changes the limit and deletes the line with limit 0, releasing the subentry", async () => {
    const t = ledger();
    const holder = await newAccount(t, "100");
    const { asset } = await issueAsset(t, "USD", [holder]);
    await run(t, holder, [Operation.changeTrust({ asset, limit: "100.5" })]);
    expect((await trustline(holder, asset)).line).toMatchObject({ limit: "100.5000000" });
    await run(t, holder, [Operation.changeTrust({ asset, limit: "0" })]);
    expect(await trustline(holder, asset)).toEqual({ subentries: 0, line: undefined });
  });

  it("op_invalid_limit below the balance, for deleting a funded line, and for a new line with limit 0", async () => {
    const t = ledger();
    const holder = await newAccount(t, "100");
    const { asset } = await issueAsset(t, "USD", [holder], "10");
    expect(await runFail(t, holder, [Operation.changeTrust({ asset, limit: "9.9999999" })])).toEqual(
      failedWith("op_invalid_limit"),
    );
    expect(await runFail(t, holder, [Operation.changeTrust({ asset, limit: "0" })])).toEqual(
      failedWith("op_invalid_limit"),
    );
    await run(t, holder, [Operation.changeTrust({ asset, limit: "10" })]);
    const other = new Asset("NEW", asset.getIssuer());
    expect(await runFail(t, holder, [Operation.changeTrust({ asset: other, limit: "0" })])).toEqual(
      failedWith("op_invalid_limit"),
    );
    expect((await trustline(holder, asset)).line).toMatchObject({
      balance: "10.0000000",
      limit: "10.0000000",
    });
  });

  it("op_low_reserve unless the balance covers (2 + subentries + 1) × 0.5 XLM", async () => {
    const t = ledger();
    const { asset } = await issueAsset(t, "USD");
    const poor = await newAccount(t, "1.4999999");
    expect(await runFail(t, poor, [Operation.changeTrust({ asset })])).toEqual(failedWith("op_low_reserve"));
    const enough = await newAccount(t, "1.5000100");
    await run(t, enough, [Operation.changeTrust({ asset })]);
    expect((await trustline(enough, asset)).subentries).toBe(1);
    expect((await snapshot(t, enough)).balance).toBe(15_000_100n - BASE_FEE);
  });

  it("op_no_issuer when the issuer does not exist", async () => {
    const t = ledger();
    const holder = await newAccount(t, "100");
    const asset = new Asset("GHOST", Keypair.random().publicKey());
    expect(await runFail(t, holder, [Operation.changeTrust({ asset })])).toEqual(failedWith("op_no_issuer"));
  });

  it("op_malformed when the issuer trusts its own asset, rejected without fee", async () => {
    const t = ledger();
    const issuer = await newAccount(t, "100");
    const before = await snapshot(t, issuer);
    const asset = new Asset("SELF", issuer.publicKey());
    expect(await runFail(t, issuer, [Operation.changeTrust({ asset })])).toEqual(failedWith("op_malformed"));
    expect(await snapshot(t, issuer)).toEqual(before);
  });
});
