import type { TestLedger } from "./ledger";

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

export interface SseSession {
  status: number;
  headers: Headers;
  frames: SseFrame[];
  /** Resolves once `predicate(frames)` holds; rejects after `timeoutMs`. */
  waitFor(predicate: (frames: SseFrame[]) => boolean, timeoutMs?: number): Promise<SseFrame[]>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, "");
    if (field === "id" || field === "event" || field === "retry") frame[field] = value;
    else if (field === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}

/** Opens a raw `text/event-stream` request and collects the frames as they arrive. */
export async function openSse(
  t: TestLedger,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseSession> {
  const controller = new AbortController();
  const response = await fetch(`${t.url}${path}`, {
    headers: { Accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, "\n");
        let split = buffer.indexOf("\n\n");
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          if (block.split("\n").some((line) => line && !line.startsWith(":"))) frames.push(parseFrame(block));
          split = buffer.indexOf("\n\n");
        }
        notify();
      }
    } catch {
      // aborted by close()
    }
    notify();
  })();
  let done = false;
  void ended.then(() => {
    done = true;
    notify();
  });
  return {
    status: response.status,
    headers: response.headers,
    frames,
    ended,
    close: () => controller.abort(),
    waitFor: (predicate, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (predicate(frames)) {
            cleanup();
            resolve(frames);
          } else if (done) {
            cleanup();
            reject(new Error(`stream ended; frames: ${JSON.stringify(frames)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out; frames: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
  };
}

/** Data frames that carry records (not the hello/close control frames). */
export function dataFrames(frames: SseFrame[]): SseFrame[] {
  return frames.filter((f) => f.event === undefined && f.data !== undefined);
}
