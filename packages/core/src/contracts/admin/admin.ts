import { z } from "zod";

/** GET /api/admin/me — whether the signed-in account may use the admin console (any signed-in account may ask). */
export const ZGetAdminMeResponse = z
  .object({
    account: z.string(),
    admin: z.boolean(),
  })
  .meta({ id: "AdminMe" });
export type TGetAdminMeResponse = z.infer<typeof ZGetAdminMeResponse>;
