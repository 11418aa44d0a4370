/** The app ships no service worker; any left by an earlier deployment is removed on load (document 1 §8). */
export async function unregisterServiceWorkers(): Promise<number> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return 0;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const results = await Promise.all(registrations.map((registration) => registration.unregister()));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
