import { z } from "zod";
import { CHAT_PAGE_SIZE } from "../../p2p/chat";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, text } from "../../validators/request-fields";

const tradeId = z.union([text(20), z.number().int()]).transform(String);

/** Text a person writes over several lines: line breaks and tabs allowed, no other control characters. */
export function writtenText(max: number) {
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value.replace(/[\n\r\t]/g, "")), CONTROL_CHARACTERS_MESSAGE);
}

/** GET /api/p2p-chat/chat?tradeId&take&skip: newest first, 5 at a time (spec doc 2 §7, §9). */
export const ZChatListRequest = z.object({
  tradeId: text(20),
  take: z.coerce.number().int().min(1).max(50).default(CHAT_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TChatListRequest = z.infer<typeof ZChatListRequest>;

/** One chat message as a viewer sees it (spec doc 2 §3 'Chat message'). */
export const ZChatMessage = z
  .object({
    id: z.string(),
    tradeId: z.string(),
    /** The writer's account, or 'admin' for the dispute desk. */
    accountId: z.string(),
    role: z.enum(["buyer", "seller", "admin"]),
    /** 'me' for the viewer's own messages, otherwise 'Buyer', 'Seller' or 'Admin'. */
    label: z.string(),
    message: z.string(),
    /** The attachments' stored names, comma-separated (the spec's form), and the same as a list. */
    fileNames: z.string(),
    files: z.array(z.string()),
    kyc: z.object({ firstName: z.string(), photo: z.string() }),
    createdAt: z.string(),
  })
  .meta({ id: "ChatMessage" });
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatListResponse = z.object({
  chat: z.array(ZChatMessage),
  total: z.number().int(),
  /** The viewer's place in this chat: its role, whether it may write, whether the seller's shortcut shows. */
  access: z.object({
    role: z.enum(["buyer", "seller", "admin"]),
    canWrite: z.boolean(),
    receivedShortcut: z.boolean(),
  }),
});
export type TChatListResponse = z.infer<typeof ZChatListResponse>;

/** POST /api/p2p-chat/send {tradeId, message, fileNames}; fileNames comma-separated (the spec's form) or a list. */
export const ZChatSendRequest = z.object({
  tradeId,
  message: writtenText(10_000).default(""),
  fileNames: z
    .union([text(2000), z.array(text(64)).max(50)])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? "").split(","))
        .map((name) => name.trim())
        .filter((name) => name !== ""),
    ),
});
export type TChatSendRequest = z.input<typeof ZChatSendRequest>;

export const ZChatSendResponse = z.object({ chat: ZChatMessage, message: z.string() });
export type TChatSendResponse = z.infer<typeof ZChatSendResponse>;
