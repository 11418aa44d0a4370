import type { TChatMessage } from "@sextant/core";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useRealtimeEvent } from "../../realtime";
import { fetchChatPage } from "./chat-api";

export const chatKey = (tradeId: string) => ["p2p", "chat", tradeId] as const;

/**
 * A trade's chat: the newest 5, then the next older 5 per `loadOlder` (spec §9). A `newChatMessage` event for
 * this trade re-reads the loaded pages at once; without a socket the chat re-reads every 15 s. Messages come
 * out oldest first, each once (pages read at different moments may overlap).
 */
export function useTradeChat(tradeId: string) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: chatKey(tradeId),
    queryFn: ({ pageParam, signal }) => fetchChatPage(tradeId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.chat.length, 0);
      return last.chat.length > 0 && loaded < last.total ? loaded : undefined;
    },
    refetchInterval: 15_000,
  });
  useRealtimeEvent("newChatMessage", (payload) => {
    if (payload.tradeId === tradeId) void client.invalidateQueries({ queryKey: chatKey(tradeId) });
  });
  const messages = useMemo(() => {
    const byId = new Map<string, TChatMessage>();
    for (const page of query.data?.pages ?? [])
      for (const message of page.chat) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
  }, [query.data]);
  const first = query.data?.pages[0];
  return {
    messages,
    total: first?.total ?? 0,
    access: first?.access ?? null,
    pending: query.isPending,
    error: query.isError && !first ? query.error : null,
    retry: () => void query.refetch(),
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
  };
}
