import type { FastifyInstance } from "fastify";
import { chatRoutes } from "./chat-routes";
import { reviewRoutes } from "./review-routes";

/**
 * A trade's chat and its reviews (docs/trade-talk.md); registered under `/api`. The public profile's figures
 * read the same tables (kyc/profile-trade-stats.ts).
 */
export async function tradeTalkModule(api: FastifyInstance): Promise<void> {
  await api.register(chatRoutes);
  await api.register(reviewRoutes);
}
