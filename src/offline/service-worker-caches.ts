import { SCREEN_CACHE } from '@/sw-shared/saved-screen';
import { API_CACHE, CLEAR_USER_DATA, CLEARED, IMAGES_CACHE, messageType } from '@/sw-shared/service-worker-contract';

const WORKER_ANSWER_TIMEOUT_MS = 3000;

/** Asks the controlling worker to clear its caches and waits for its answer (or gives up after 3 s). */
function askWorkerToClear(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      if (messageType(event.data) === CLEARED) {
        clearTimeout(timer);
        resolve();
      }
    };
    worker.postMessage({ type: CLEAR_USER_DATA }, [channel.port2]);
  });
}

/**
 * Deletes the service worker's saved API answers, images and saved screen (logout leaves nothing of
 * the person behind, decision 0011). The worker also drops the images' expiry records; the page deletes the caches
 * itself too, for when no worker controls it.
 */
export async function clearServiceWorkerCaches(): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null);
  if (worker) await askWorkerToClear(worker);
  if (typeof caches !== 'undefined') {
    await Promise.all([caches.delete(API_CACHE), caches.delete(IMAGES_CACHE), caches.delete(SCREEN_CACHE)]);
  }
}
