import { isValidAccount } from "../../util/keys";
import type { HorizonApp } from "../app";
import { type Router, sendJson } from "../http";
import { badRequest, notFound } from "../problem";
import { renderAccount } from "../resources/account";
import { streamObject } from "../sse";

export function registerAccountRoutes(router: Router, app: HorizonApp): void {
  router.add(
    "GET",
    "/accounts/:account_id",
    (ctx) => {
      const id = ctx.params.account_id ?? "";
      if (!isValidAccount(id))
        return badRequest(
          ctx,
          "account_id",
          "Account ID must start with `G` and contain 56 alphanum characters",
        );
      const render = () => {
        const account = app.node.state.getAccount(id);
        return account ? renderAccount(account, ctx.base, app.node.history) : undefined;
      };
      const first = render();
      if (!first) return notFound(ctx);
      if (ctx.wantsStream) return streamObject(ctx, app.node, render, (event) => event.touched.has(id));
      sendJson(ctx, 200, first);
    },
    { streamable: true },
  );
  router.add("GET", "/accounts/:account_id/data/:key", (ctx) => {
    const account = app.node.state.getAccount(ctx.params.account_id ?? "");
    const value = account?.data.get(ctx.params.key ?? "");
    if (!value) return notFound(ctx);
    if ((ctx.req.headers.accept ?? "").includes("application/octet-stream")) {
      ctx.res.writeHead(200, {
        "Content-Type": "application/octet-stream",
        "Access-Control-Allow-Origin": "*",
      });
      ctx.res.end(Buffer.from(value));
      return;
    }
    const sponsor = account?.dataSponsors?.get(ctx.params.key ?? "");
    sendJson(ctx, 200, { value: Buffer.from(value).toString("base64"), ...(sponsor ? { sponsor } : {}) });
  });
}
