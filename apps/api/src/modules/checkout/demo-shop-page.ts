/** The demo shop's products: priced in USDT, the checkout's default coin. */
export const DEMO_PRODUCTS = [
  { id: "coffee", name: "Single-origin coffee beans, 250 g", price: "12.5" },
  { id: "mug", name: "Enamel camping mug", price: "8" },
  { id: "map", name: "Antique-style star map print", price: "24.75" },
] as const;

export interface ReceivedWebhook {
  receivedAt: string;
  deliveryId: string;
  event: string;
  verified: boolean;
  orderNumber: string;
  state: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
h1{font-size:1.6rem}.card{border:1px solid #dee2e6;border-radius:12px;padding:1rem;margin:.75rem 0;display:flex;
justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}button{background:#1c7ed6;color:#fff;border:0;
border-radius:8px;padding:.6rem 1rem;font-size:1rem;cursor:pointer}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #dee2e6;padding:.4rem;text-align:left;font-size:.9rem}.ok{color:#2b8a3e}.bad{color:#c92a2a}
.note{color:#868e96;font-size:.9rem}`;

function page(title: string, body: string, refreshSeconds?: number): string {
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The shop: each product is a form that creates an order through the merchant API and goes to its checkout. */
export function shopPage(error?: string): string {
  const cards = DEMO_PRODUCTS.map(
    (product) => `<form class="card" method="post" action="/api/demo-shop/orders">
<div><strong>${escapeHtml(product.name)}</strong><div class="note">${product.price} USDT</div></div>
<input type="hidden" name="product" value="${product.id}"><button type="submit" data-product="${product.id}">Buy with Sextant</button></form>`,
  ).join("");
  return page(
    "Sextant demo shop",
    `<h1>Sextant demo shop</h1><p class="note">A sample merchant on the standalone network. Buying creates a checkout
order through the merchant API and takes you to the payment page.</p>${error ? `<p class="bad">${escapeHtml(error)}</p>` : ""}${cards}
<p><a href="/api/demo-shop/webhooks">Webhooks this shop received</a></p>`,
  );
}

/** The in-process webhook receiver's log: what arrived and whether its signature verified. */
export function receiverPage(received: ReceivedWebhook[]): string {
  const rows = received
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.receivedAt)}</td><td>${escapeHtml(entry.event)}</td><td>${escapeHtml(entry.orderNumber)}</td><td>${escapeHtml(entry.state)}</td><td class="mono">${escapeHtml(entry.deliveryId)}</td><td class="${entry.verified ? "ok" : "bad"}">${entry.verified ? "verified" : "NOT verified"}</td></tr>`,
    )
    .join("");
  return page(
    "Demo shop webhooks",
    `<h1>Webhooks received by the demo shop</h1><p class="note">Newest first; refreshes every 2 s.</p>
<table><thead><tr><th>Received</th><th>Event</th><th>Order</th><th>State</th><th>Delivery id</th><th>Signature</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Nothing yet.</td></tr>'}</tbody></table><p><a href="/api/demo-shop">Back to the shop</a></p>`,
    2,
  );
}
