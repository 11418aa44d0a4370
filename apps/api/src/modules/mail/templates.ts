import { z } from "zod";

const PRODUCT = "Sextant";

/** Each template: what its data must hold, and whether the body is a secret (kept out of logs and stored outboxes). */
export const TEMPLATES = {
  "one-time-code": {
    data: z.object({ code: z.string().regex(/^\d{4,8}$/), minutes: z.number().int().positive() }),
    secret: true,
  },
  "kyc-decision": {
    data: z.object({
      decision: z.enum(["approved", "rejected"]),
      /** The reviewer's reason, shown to the applicant when rejected. */
      notes: z.string().max(1000),
      /** An absolute link to the profile's KYC section. */
      link: z.url(),
    }),
    secret: false,
  },
  "trade-event": {
    data: z.object({
      tradeId: z.string().min(1),
      /** What happened, as a sentence for people, e.g. "The buyer marked the trade as paid." */
      event: z.string().min(1),
      /** An absolute link to the trade. */
      link: z.url(),
    }),
    secret: false,
  },
} as const;

export type TTemplateName = keyof typeof TEMPLATES;
export type TTemplateData<T extends TTemplateName> = z.infer<(typeof TEMPLATES)[T]["data"]>;

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** A one-line SMS. */
  sms: string;
}

/** Renders a template after validating its data (a wrong field throws). Plain text, a simple HTML twin, an SMS line. */
export function renderTemplate<T extends TTemplateName>(
  template: T,
  data: TTemplateData<T>,
): RenderedMessage {
  if (template === "one-time-code") {
    const { code, minutes } = TEMPLATES["one-time-code"].data.parse(data);
    const lines = [
      `Your ${PRODUCT} verification code is ${code}.`,
      `It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
    ];
    return {
      subject: `Your ${PRODUCT} verification code`,
      text: `${lines.join("\n\n")}\n`,
      html: page(`<p>Your ${PRODUCT} verification code is</p><p style="font-size:24px"><b>${code}</b></p>
<p>It expires in ${minutes} minutes. If you did not ask for it, ignore this message.</p>`),
      sms: `${PRODUCT}: your verification code is ${code} (valid ${minutes} min).`,
    };
  }
  if (template === "kyc-decision") {
    const { decision, notes, link } = TEMPLATES["kyc-decision"].data.parse(data);
    const lines =
      decision === "approved"
        ? ["Your KYC is approved.", "You can now post ads and trade on P2P."]
        : [
            "Your Application is rejected due to following reasons.",
            notes,
            "You can correct it and resubmit.",
          ];
    return {
      subject: `${PRODUCT}: ${decision === "approved" ? "your KYC is approved" : "your KYC application is rejected"}`,
      text: `${lines.join("\n\n")}\n\nOpen your profile: ${link}\n`,
      html: page(
        `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(link)}">Open your profile</a></p>`,
      ),
      sms: `${PRODUCT}: ${lines[0]}`,
    };
  }
  const { tradeId, event, link } = TEMPLATES["trade-event"].data.parse(data);
  return {
    subject: `${PRODUCT} trade ${tradeId}: ${event}`,
    text: `${event}\n\nOpen the trade: ${link}\n`,
    html: page(`<p>${escapeHtml(event)}</p><p><a href="${escapeHtml(link)}">Open the trade</a></p>`),
    sms: `${PRODUCT} trade ${tradeId}: ${event}`,
  };
}

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif"><h2>${PRODUCT}</h2>${body}</body></html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** A recipient as logs may show it: `a***@example.com`, `+44***89`. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf("@");
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length > 5 ? `${recipient.slice(0, 3)}***${recipient.slice(-2)}` : "***";
}
