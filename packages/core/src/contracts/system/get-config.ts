import { z } from "zod";

export const ZStellarNetwork = z.enum(["standalone", "testnet", "public"]);
export type TStellarNetwork = z.infer<typeof ZStellarNetwork>;

/** GET /api/config — what the web app needs before anything else: which network and where its Horizon is. */
export const ZGetConfigResponse = z
  .object({
    network: ZStellarNetwork,
    networkPassphrase: z.string(),
    horizonUrl: z.string().describe("Horizon as the browser reaches it"),
    friendbotAvailable: z.boolean().describe("True on the standalone and test networks, never on public"),
    version: z.string(),
  })
  .meta({ id: "Config" });
export type TGetConfigResponse = z.infer<typeof ZGetConfigResponse>;
