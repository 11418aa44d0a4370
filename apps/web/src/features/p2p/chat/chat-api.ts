import {
  CHAT_PAGE_SIZE,
  type TChatListResponse,
  type TChatMessage,
  ZChatListResponse,
  ZChatSendResponse,
  ZUploadFileResponse,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /p2p-chat/chat: a trade's messages newest first, 5 from `skip` (spec doc 2 §7, §9). */
export function fetchChatPage(
  tradeId: string,
  skip: number,
  signal?: AbortSignal,
): Promise<TChatListResponse> {
  return apiRequest("/p2p-chat/chat", {
    query: { tradeId, take: CHAT_PAGE_SIZE, skip },
    schema: ZChatListResponse,
    auth: true,
    signal,
  });
}

/** POST /p2p-chat/send {tradeId, message, fileNames}: fileNames are this account's uploads, comma-separated. */
export async function sendChatMessage(
  tradeId: string,
  message: string,
  fileNames: readonly string[],
): Promise<TChatMessage> {
  const answer = await apiRequest("/p2p-chat/send", {
    method: "POST",
    body: { tradeId, message, fileNames: fileNames.join(",") },
    schema: ZChatSendResponse,
    auth: true,
  });
  return answer.chat;
}

/** POST /p2ptemp-files/upload (field `file`): the stored name to attach to a message. */
export async function uploadChatFile(file: File): Promise<string> {
  const form = new FormData();
  form.set("file", file, file.name);
  const answer = await apiRequest("/p2ptemp-files/upload", {
    method: "POST",
    body: form,
    schema: ZUploadFileResponse,
    auth: true,
  });
  return answer.filename;
}
