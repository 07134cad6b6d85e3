/**
 * Asks the browser to keep this site's storage under pressure instead of evicting it (the saved
 * cache, the outbox). Called once the app is installed, and by the outbox when something is
 * queued. Answers whether storage is persistent; never throws.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return false;
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
