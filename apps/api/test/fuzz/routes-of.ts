import { Keypair } from "@stellar/stellar-sdk";

/** The part of a JSON schema the fuzzer reads to build a valid request before it breaks one thing. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
}

export interface FuzzRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query: Array<{ name: string; schema: JsonSchema }>;
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every operation of the OpenAPI document (generated from the registered routes and their zod contracts). */
export function routesOf(document: unknown): FuzzRoute[] {
  const paths = (document as { paths?: Record<string, Record<string, OpenApiOperation>> }).paths ?? {};
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    if (path.includes("{")) continue;
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      routes.push({
        method: method.toUpperCase() as FuzzRoute["method"],
        path,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        body: operation.requestBody?.content?.["application/json"]?.schema,
      });
    }
  }
  return routes;
}

const KEY = Keypair.random().publicKey();

/** Plausible good values by field name, so a request is valid but for the one thing the fuzzer breaks. */
const BY_NAME: Record<string, unknown> = {
  account: KEY,
  publicKey: KEY,
  accountId: KEY,
  fromAddress: KEY,
  feeReceivingAddress: KEY,
  asset: "XLM",
  fromAsset: "XLM",
  toAsset: `USD:${KEY}`,
  base: "XLM",
  counter: `USD:${KEY}`,
  assetCode: "USDT",
  asset_code: "XLM",
  currencyCode: "USD",
  totalAmount: "10",
  totalFee: "0.01",
  fromAmount: "1",
  toAmount: "1",
  fee: "0",
  trxId: "a".repeat(64),
  offerId: "1",
  memo: "memo",
  q: `name*localhost`,
  name: "fuzzer",
  domain: "localhost",
  referral: "friend",
  ids: "stellar",
  vs_currencies: "usd",
  createdAt: "2026-01-01T00:00:00.000Z",
  transaction: "AAAA",
  limit: 10,
  take: 10,
  skip: 0,
};

export function validValue(name: string, schema: JsonSchema): unknown {
  if (name in BY_NAME) return BY_NAME[name];
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf && schema.anyOf.length > 0) return validValue(name, schema.anyOf[0] as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([field, inner]) => [field, validValue(field, inner)]),
    );
  }
  if (type === "array") return [];
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  return "x";
}
