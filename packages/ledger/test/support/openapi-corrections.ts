import type { Description } from "./openapi-schema";

type Node = Record<string, unknown>;

/** Misspelled property names in the description's `required` lists, and the names Horizon sends. */
const SPELLING: Record<string, string> = {
  num_sponsered: "num_sponsored",
  buying_liabilites: "buying_liabilities",
  selling_liabilites: "selling_liabilities",
  is_authorized_to_maintain_liabilites: "is_authorized_to_maintain_liabilities",
};

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (typeof node === "object" && node !== null) {
    visit(node as Node);
    for (const value of Object.values(node)) walk(value, visit);
  }
}

function schema(doc: Description, name: string): Node {
  const found = doc.components.schemas[name];
  if (!found) throw new Error(`no schema ${name} in the description`);
  return found;
}

/** The record schema inside a schema written as a whole page (`_embedded.records.items`). */
function pageParts(page: Node): { embedded: Node; items: Node } {
  const embedded = (page.properties as Node)._embedded as Node;
  const items = ((embedded.properties as Node).records as Node).items as Node;
  return { embedded, items };
}

/**
 * Corrects the spots where the description contradicts what Horizon really sends (each says what Horizon does),
 * so that the rest of it is enforced as written. Mutates and returns `doc`.
 */
export function correctDescription(doc: Description): Description {
  walk([doc.components.schemas, doc.paths], (node) => {
    if (Array.isArray(node.required)) node.required = node.required.map((n: string) => SPELLING[n] ?? n);
    // Operation and effect variants carry no discriminator, so a record often fits several of them: Horizon
    // sends one record of one type (its `type`), which `anyOf` checks without demanding exclusivity.
    if (Array.isArray(node.oneOf)) {
      node.anyOf = node.oneOf;
      delete node.oneOf;
    }
    // A balance line's type-specific fields: Horizon omits `asset_code`/`asset_issuer`/`limit` on native lines,
    // the liquidity-pool fields on asset lines, and sends `is_clawback_enabled` only when it is set.
    if (Array.isArray(node.required) && node.required.includes("is_clawback_enabled")) {
      node.required = node.required.filter((n: string) => n !== "is_clawback_enabled");
    }
  });
  // A native balance line in Horizon has only its balance, liabilities and type.
  schema(doc, "BalanceLineNative").required = [
    "balance",
    "asset_type",
    "buying_liabilities",
    "selling_liabilities",
  ];
  // `link.href` is a URL or URI template; a trade's `_links.self.href` is the empty string in Horizon.
  const link = schema(doc, "link");
  delete ((link.properties as Node).href as Node).format;
  // Transaction signatures are base64 signatures, not account ids.
  delete (schema(doc, "signatures").items as Node).pattern;
  // Horizon no longer sends `result_meta_xdr` in transaction records (it has been optional since 2.x and is off
  // by default): not required.
  for (const name of ["Transaction", "Transaction-2", "SubmitTransaction"]) {
    walk(schema(doc, name), (node) => {
      if (Array.isArray(node.required))
        node.required = node.required.filter((n: string) => n !== "result_meta_xdr");
    });
  }
  // Pages whose record `required` list sits on `_embedded` (which only holds `records`): moved to the record.
  for (const name of ["Effect", "Ledger"]) {
    const { embedded, items } = pageParts(schema(doc, name));
    if (Array.isArray(embedded.required)) items.required = embedded.required;
    delete embedded.required;
  }
  // A trade's `required` list sits on its `price` ({n, d}); it belongs to the trade.
  {
    const { items } = pageParts(schema(doc, "Trade"));
    const price = (items.properties as Node).price as Node;
    items.required = price.required;
    price.required = ["n", "d"];
  }
  // Effect types are snake_case in Horizon (`account_created`, `liquidity_pool_withdrew`), not the titles the
  // description lists: the enum is dropped (`type_i` still is checked as a number).
  walk(schema(doc, "Effect"), (node) => {
    const props = node.properties as Node | undefined;
    if (props?.type && Array.isArray((props.type as Node).enum)) delete (props.type as Node).enum;
  });
  // Payments: Horizon's `/payments` pages hold create_account, payment, path payment and account_merge records
  // (the description's `Payment` is only the payment); `type_i` is a number and `asset_code` a code, not a type.
  {
    const { items } = pageParts(schema(doc, "Payment"));
    const props = items.properties as Node;
    props.type_i = { type: "integer" };
    delete (props.asset_code as Node).enum;
    items.required = ["id", "paging_token", "type", "type_i", "created_at", "transaction_hash"];
  }
  // Liquidity pools: Horizon sends `reserves` as an array of {asset, amount} and `last_modified_ledger` as a
  // number.
  for (const name of ["LiquidityPool", "LiquidityPools"]) {
    walk(schema(doc, name), (node) => {
      const props = node.properties as Node | undefined;
      if (props?.reserves && (props.reserves as Node).type === "object") props.reserves = { type: "array" };
      if (props?.last_modified_ledger && (props.last_modified_ledger as Node).type === "string") {
        props.last_modified_ledger = { type: "integer" };
      }
    });
  }
  // Claimable balances: Horizon's `flags` is an object (`{ clawback_enabled }`), not a number.
  for (const name of ["ClaimableBalance", "ClaimableBalances"]) {
    walk(schema(doc, name), (node) => {
      const props = node.properties as Node | undefined;
      if (props?.flags && (props.flags as Node).type === "integer") props.flags = { type: "object" };
      if (props?.last_modified_ledger && (props.last_modified_ledger as Node).type === "string") {
        props.last_modified_ledger = { type: "integer" };
      }
    });
  }
  return doc;
}
