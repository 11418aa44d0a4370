import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { assets } from "../../db/schema";
import { coinIcon } from "../catalogue/coin-icon";
import { stellarToml } from "./stellar-toml";

/** Served at the root, not under /api: SEP-1's stellar.toml and the asset icons under /files. */
export const wellKnownRoutes: FastifyPluginAsync<{ signingKey: string; accounts: string[] }> = async (
  app,
  options,
) => {
  const { settings } = app;
  const local = /^(localhost|127\.|\[::1\])/.test(settings.homeDomain);
  // A local home domain is plain http, unless it is reached through a TLS proxy on this machine (as a wallet that
  // insists on https is, off Testnet): then the endpoints it is given are https too.
  const originOf = (forwardedProto: string | string[] | undefined) =>
    `${local && forwardedProto !== "https" ? "http" : "https"}://${settings.homeDomain}`;

  app.get("/.well-known/stellar.toml", { schema: { hide: true } }, async (request, reply) => {
    const rows = await app.database.db.select().from(assets).orderBy(assets.sortOrder);
    const body = stellarToml({
      origin: originOf(request.headers["x-forwarded-proto"]),
      network: settings.network,
      networkPassphrase: settings.networkPassphrase,
      horizonUrl: settings.publicHorizonUrl,
      signingKey: options.signingKey,
      accounts: options.accounts,
      assets: rows,
    });
    return reply.header("access-control-allow-origin", "*").type("text/plain; charset=utf-8").send(body);
  });

  app.get<{ Params: { file: string } }>(
    "/files/coins/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([a-z0-9]{1,12})\.svg$/.exec(request.params.file);
      const code = match?.[1]?.toUpperCase();
      const [asset] = code
        ? await app.database.db.select().from(assets).where(eq(assets.code, code)).limit(1)
        : [];
      if (!asset) return reply.code(404).send({ code: "NOT_FOUND", message: "File not found" });
      return reply
        .header("cache-control", "public, max-age=86400")
        .type("image/svg+xml")
        .send(coinIcon(asset.code, asset.displayColor));
    },
  );
};
