import { type Asset, Operation } from "@stellar/stellar-sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { newAccount } from "./support/accounts";
import { getJson } from "./support/http";
import { useLedger } from "./support/ledger";
import { checkResponse } from "./support/openapi-check";
import { correctDescription } from "./support/openapi-corrections";
import { describeErrors, loadDescription, SchemaBook } from "./support/openapi-schema";
import { driveTraffic, type Traffic } from "./support/openapi-traffic";
import { buildTx } from "./support/tx";

// Every GET route of Horizon's OpenAPI description, walked generically: the ledger must serve it (after real
// traffic) with a body valid against the schema of that path and status. Routes added to the ledger later are
// covered without editing this file; only a path parameter with no value here (no such entity) skips a route.
const ledger = useLedger();
const book = new SchemaBook(correctDescription(loadDescription()));
let traffic: Traffic;

beforeAll(async () => {
  traffic = await driveTraffic(ledger());
}, 60_000);

function assetQuery(prefix: string, asset: Asset): string {
  if (asset.isNative()) return `${prefix}_asset_type=native`;
  return `${prefix}_asset_type=${asset.getAssetType()}&${prefix}_asset_code=${asset.getCode()}&${prefix}_asset_issuer=${asset.getIssuer()}`;
}

/** Value of each path parameter, by name (as the description names them). */
function pathValues(): Record<string, string | undefined> {
  return {
    account_id: traffic.accountId,
    key: traffic.dataKey,
    sequence: String(traffic.tradeLedger),
    transaction_hash: traffic.pathPaymentHash,
    offer_id: traffic.openOfferId,
    id: traffic.operationId,
    liquidity_pool_id: traffic.poolId,
    claimable_balance_id: traffic.claimableBalanceId,
  };
}

/** Query parameters the description marks required (or that select something), by path. */
function requiredQuery(path: string): string {
  const { eur, usd } = traffic.assets;
  const queries: Record<string, string> = {
    "/accounts": `signer=${traffic.accountId}`,
    "/order_book": `${assetQuery("selling", eur)}&${assetQuery("buying", usd)}`,
    "/paths/strict-receive": `source_account=${traffic.accountId}&${assetQuery("destination", eur)}&destination_amount=1`,
    "/paths/strict-send": `${assetQuery("source", usd)}&source_amount=1&destination_assets=${eur.getCode()}:${eur.getIssuer()}`,
    "/trade_aggregations": `${assetQuery("base", eur)}&${assetQuery("counter", usd)}&resolution=60000`,
  };
  return queries[path] ?? "";
}

/** Parameters the operation takes, by name. */
function parameterNames(operation: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  for (const parameter of (operation.parameters as { $ref?: string; name?: string }[] | undefined) ?? []) {
    const resolved = parameter.$ref ? (book.at(parameter.$ref.slice(1)) as { name?: string }) : parameter;
    if (resolved.name) names.add(resolved.name);
  }
  return names;
}

interface Route {
  path: string;
  url: string | undefined;
}

function routes(): Route[] {
  return Object.entries(book.doc.paths)
    .filter(([, operations]) => operations.get !== undefined)
    .map(([path, operations]) => {
      const values = pathValues();
      let missing = false;
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined || value === "") missing = true;
        return encodeURIComponent(value ?? "");
      });
      const names = parameterNames(operations.get ?? {});
      const query = [requiredQuery(path)];
      // Whole pages (every operation and effect type the traffic made), failed transactions included.
      if (names.has("limit")) query.push("limit=200");
      if (names.has("include_failed")) query.push("include_failed=true");
      const search = query.filter(Boolean).join("&");
      return { path, url: missing ? undefined : `${filled}${search ? `?${search}` : ""}` };
    });
}

describe("every route of Horizon's OpenAPI description", { timeout: 60_000 }, () => {
  it("answers each GET route with a body valid against the description (single records and pages)", async () => {
    const t = ledger();
    const served: string[] = [];
    const skipped: string[] = [];
    const failures: string[] = [];
    for (const route of routes()) {
      if (route.url === undefined) {
        skipped.push(route.path);
        continue;
      }
      const response = await getJson(t, route.url);
      if (response.status !== 200) {
        failures.push(
          `GET ${route.url}: status ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
        );
        continue;
      }
      const checked = checkResponse(book, route.path, "get", 200, response.body);
      if (!checked) {
        failures.push(`GET ${route.path}: no JSON schema for 200 in the description`);
        continue;
      }
      served.push(`${route.path} (${checked.as}, ${checked.records})`);
      if (checked.errors.length > 0) failures.push(`GET ${route.url}\n${describeErrors(checked.errors)}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    // Only claimable balances may lack an entity to ask for (when the ledger does not create them).
    expect(skipped.filter((p) => !p.includes("claimable_balance_id"))).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(40);
    // Pages were not empty: the traffic reached every kind of collection the checks walk.
    expect(served.filter((s) => s.endsWith(", 0)")).length).toBeLessThan(served.length / 4);
  });

  it("answers submissions with bodies valid against the description (sync and async)", async () => {
    const t = ledger();
    const source = await newAccount(t);
    const post = async (path: string, tx: string) => {
      const response = await fetch(`${t.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ tx }).toString(),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const bump = [Operation.bumpSequence({ bumpTo: "0" })];
    const sync = await post("/transactions", (await buildTx(t, source, bump)).toXDR());
    const pending = await post("/transactions_async", (await buildTx(t, source, bump)).toXDR());
    const malformed = await post("/transactions_async", "AAAA");
    for (const [path, answer] of [
      ["/transactions", sync],
      ["/transactions_async", pending],
      ["/transactions_async", malformed],
    ] as const) {
      const checked = checkResponse(book, path, "post", answer.status, answer.body);
      expect(checked, `${path} ${answer.status} is documented`).toBeDefined();
      expect(checked?.errors ?? [], describeErrors(checked?.errors ?? [])).toEqual([]);
    }
    expect([sync.status, pending.status, malformed.status]).toEqual([200, 201, 400]);
  });

  it("rejects bodies that break the description (the checks are not vacuous)", () => {
    const bad = checkResponse(book, "/ledgers/{sequence}", "get", 200, { sequence: "not a number" });
    expect(bad?.errors.length).toBeGreaterThan(0);
    const page = checkResponse(book, "/transactions", "get", 200, {
      _links: { self: { href: "/transactions" } },
      _embedded: { records: [{ id: 5, hash: null }] },
    });
    expect(page?.as).toBe("page");
    expect(page?.errors.some((e) => e.instancePath.startsWith("/_embedded/records/0"))).toBe(true);
    expect(checkResponse(book, "/ledgers", "get", 418, {})).toBeUndefined();
  });
});
