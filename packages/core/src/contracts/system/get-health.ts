import { z } from "zod";

/** GET /api/health — reachability of the parts the API depends on. */
export const ZGetHealthResponse = z
  .object({
    status: z.enum(["ok", "degraded"]),
    version: z.string(),
    database: z.object({
      reachable: z.boolean(),
      driver: z.enum(["pglite", "postgres"]),
    }),
    ledger: z.object({
      reachable: z.boolean(),
      horizonUrl: z.string(),
      latestLedger: z.number().int().optional(),
      error: z.string().optional(),
    }),
    demoWorld: z
      .enum(["off", "seeding", "ready", "failed"])
      .describe("Seeding of the demo world on the standalone ledger"),
  })
  .meta({ id: "Health" });
export type TGetHealthResponse = z.infer<typeof ZGetHealthResponse>;
