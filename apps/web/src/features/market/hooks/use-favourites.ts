import { useCallback, useSyncExternalStore } from "react";
import { FAVOURITES_STORAGE_KEY, readFavourites, toggleFavourite, writeFavourites } from "../favourites";

const listeners = new Set<() => void>();
let snapshot: string[] | undefined;

function currentFavourites(): string[] {
  snapshot ??= readFavourites();
  return snapshot;
}

function publish(next: string[]): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) publish(readFavourites());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

const NO_FAVOURITES: string[] = [];

/**
 * The starred pairs ("COUNTER/BASE") kept in localStorage, shared by every screen and kept in step with other
 * tabs; `toggle` stars or unstars a pair (the spec's is_fav).
 */
export function useFavourites(): { favourites: string[]; toggle: (pairKey: string) => void } {
  const favourites = useSyncExternalStore(subscribe, currentFavourites, () => NO_FAVOURITES);
  const toggle = useCallback((pairKey: string) => {
    const next = toggleFavourite(currentFavourites(), pairKey);
    writeFavourites(next);
    publish(next);
  }, []);
  return { favourites, toggle };
}

/** Forgets the cached list so the next read comes from storage again (tests start from a clean device). */
export function resetFavouritesCache(): void {
  snapshot = undefined;
}
