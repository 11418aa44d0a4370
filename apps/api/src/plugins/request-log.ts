import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * Fastify's request logging, one info line per answered request: method, route pattern (never the URL with its
 * query string), status and time. Fastify's default logs the whole URL twice a request, which under load is
 * megabytes a second and carries every query string into the log.
 */
export class RouteLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? "(no route)",
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request");
  }
}
