/**
 * What was shared into the app from the phone's share sheet (manifest share_target, docs/architecture.md §7):
 * the service worker stores it here on the POST to /share-target, and the app, once someone is
 * signed in, takes it and opens Share Your Accomplishment with it. Imported by both the worker and
 * the app (src/sw-shared/), so it uses only what both have.
 */
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface SharedItem {
  title: string;
  text: string;
  url: string;
  /** The shared image files, as they came (the dialog resizes the one it uses, docs/product.md §5). */
  photos: Blob[];
  /** ms since epoch. */
  receivedAt: number;
}

/** A share nobody signed in for within a day is not sprung on whoever signs in later. */
export const SHARED_ITEM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Only the latest share waits: sharing again replaces it. */
const LATEST = 'latest';

let store: UseStore | undefined;
const inbox = () => (store ??= createStore('challenge-shared-inbox', 'items'));

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The share_target form (params title, text, url, files "images") as an item. */
export function sharedItemFromForm(form: FormData, receivedAt: number): SharedItem {
  const photos = form
    .getAll('images')
    .filter((value): value is File => typeof value !== 'string' && value.size > 0 && value.type.startsWith('image/'));
  return { title: field(form, 'title'), text: field(form, 'text'), url: field(form, 'url'), photos, receivedAt };
}

/** The code of an invite link of this app (`{origin}/join/{code}`, docs/product.md §9) in the shared text or URL. */
export function inviteCodeIn(item: Pick<SharedItem, 'text' | 'url'>, origin: string): string | null {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`${escaped}/join/([A-Za-z0-9]{1,32})(?![A-Za-z0-9])`);
  for (const candidate of [item.url, item.text]) {
    const match = pattern.exec(candidate);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** What Share Your Accomplishment opens with (the app's dialog store takes this shape). */
export interface SharedContent {
  content: string;
  photo?: Blob;
}

/**
 * What the Share Your Accomplishment dialog opens with: the text, then the link unless the text
 * already holds it (Android puts it in both), the title only when there is no text; the first photo.
 */
export function shareRequestOf(item: SharedItem): SharedContent {
  const text = item.text || item.title;
  const content = [text, item.url && !text.includes(item.url) ? item.url : ''].filter(Boolean).join('\n');
  const [photo] = item.photos;
  return photo ? { content, photo } : { content };
}

export function isEmptySharedItem(item: SharedItem): boolean {
  return !item.title && !item.text && !item.url && item.photos.length === 0;
}

export async function putSharedItem(item: SharedItem): Promise<void> {
  await set(LATEST, item, inbox());
}

/** The waiting share, removed so it opens once; nothing when it is older than a day. */
export async function takeSharedItem(now: number): Promise<SharedItem | undefined> {
  const item = await get<SharedItem>(LATEST, inbox());
  if (!item) return undefined;
  await del(LATEST, inbox());
  return now - item.receivedAt <= SHARED_ITEM_MAX_AGE_MS ? item : undefined;
}

/** Logout (the app's, or the worker seeing /api/logout): nothing shared in stays for the next person. */
export async function clearSharedInbox(): Promise<void> {
  await clear(inbox());
}
