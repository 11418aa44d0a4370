import { ErrorCode, ZApiError, ZPostTestFaucetRequest, ZPostTestFaucetResponse } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import type { OperatorKeys } from "./operator-keys";
import { FaucetQueue, sendTestAsset } from "./send-test-asset";

export const demoRoutes: FastifyPluginAsyncZod<{ keys: OperatorKeys }> = async (app, { keys }) => {
  const queue = new FaucetQueue();
  app.post(
    "/demo/faucet",
    {
      schema: {
        tags: ["demo"],
        summary: "Standalone network only: test units of an operator asset",
        body: ZPostTestFaucetRequest,
        response: {
          200: ZPostTestFaucetResponse,
          400: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError.describe("A payment of this asset to this account is already under way"),
        },
      },
    },
    async (request) => {
      if (app.settings.network !== "standalone") {
        throw new AppError(ErrorCode.Forbidden, "The test faucet exists only on the standalone network.");
      }
      const { account, assetCode } = request.body;
      return queue.run(account, assetCode, () =>
        sendTestAsset({
          horizon: app.horizon,
          keys,
          networkPassphrase: app.settings.networkPassphrase,
          account,
          assetCode,
        }),
      );
    },
  );
};
