import { HORIZON_VERSION, PROTOCOL_VERSION } from "../../constants";
import type { HorizonApp } from "../app";
import { type Router, sendJson } from "../http";

const PAGE = "{?cursor,limit,order}";

export function registerRootRoute(router: Router, app: HorizonApp): void {
  router.add("GET", "/", (ctx) => {
    const b = ctx.base;
    const h = app.node.history;
    const latest = h.ledgers[h.ledgers.length - 1];
    const t = (href: string) => ({ href, templated: true });
    sendJson(ctx, 200, {
      _links: {
        account: t(`${b}/accounts/{account_id}`),
        accounts: t(`${b}/accounts{?signer,sponsor,asset,liquidity_pool,cursor,limit,order}`),
        account_transactions: t(`${b}/accounts/{account_id}/transactions${PAGE}`),
        claimable_balances: t(`${b}/claimable_balances{?asset,sponsor,claimant,cursor,limit,order}`),
        assets: t(`${b}/assets{?asset_code,asset_issuer,cursor,limit,order}`),
        effects: t(`${b}/effects${PAGE}`),
        fee_stats: { href: `${b}/fee_stats` },
        friendbot: t(`${b}/friendbot{?addr}`),
        ledger: t(`${b}/ledgers/{sequence}`),
        ledgers: t(`${b}/ledgers${PAGE}`),
        liquidity_pools: t(`${b}/liquidity_pools{?reserves,account,cursor,limit,order}`),
        offer: t(`${b}/offers/{offer_id}`),
        offers: t(`${b}/offers{?selling,buying,seller,sponsor,cursor,limit,order}`),
        operation: t(`${b}/operations/{id}`),
        operations: t(`${b}/operations{?cursor,limit,order,include_failed}`),
        order_book: t(
          `${b}/order_book{?selling_asset_type,selling_asset_code,selling_asset_issuer,buying_asset_type,buying_asset_code,buying_asset_issuer,limit}`,
        ),
        payments: t(`${b}/payments{?cursor,limit,order,include_failed}`),
        self: { href: `${b}/` },
        strict_receive_paths: t(
          `${b}/paths/strict-receive{?source_assets,source_account,destination_account,destination_asset_type,destination_asset_issuer,destination_asset_code,destination_amount}`,
        ),
        strict_send_paths: t(
          `${b}/paths/strict-send{?destination_account,destination_assets,source_asset_type,source_asset_issuer,source_asset_code,source_amount}`,
        ),
        trade_aggregations: t(
          `${b}/trade_aggregations?base_asset_type={base_asset_type}&base_asset_code={base_asset_code}&base_asset_issuer={base_asset_issuer}&counter_asset_type={counter_asset_type}&counter_asset_code={counter_asset_code}&counter_asset_issuer={counter_asset_issuer}`,
        ),
        trades: t(
          `${b}/trades?base_asset_type={base_asset_type}&base_asset_code={base_asset_code}&base_asset_issuer={base_asset_issuer}&counter_asset_type={counter_asset_type}&counter_asset_code={counter_asset_code}&counter_asset_issuer={counter_asset_issuer}`,
        ),
        transaction: t(`${b}/transactions/{hash}`),
        transactions: t(`${b}/transactions${PAGE}`),
      },
      horizon_version: HORIZON_VERSION,
      core_version: `sextant-ledger (protocol ${PROTOCOL_VERSION})`,
      ingest_latest_ledger: latest?.seq ?? 0,
      history_latest_ledger: latest?.seq ?? 0,
      history_latest_ledger_closed_at: latest?.json.closed_at ?? "",
      history_elder_ledger: 1,
      core_latest_ledger: latest?.seq ?? 0,
      network_passphrase: app.passphrase,
      current_protocol_version: PROTOCOL_VERSION,
      supported_protocol_version: PROTOCOL_VERSION,
      core_supported_protocol_version: PROTOCOL_VERSION,
    });
  });
}
