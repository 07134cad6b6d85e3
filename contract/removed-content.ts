/**
 * What everyone but the author reads in place of content the moderators hid (decision 0040), in a
 * module without zod, so the screens that show posts and messages import it without evaluating the
 * schemas (as contract/sizes.ts). The server writes it; the app recognises it.
 */
export const REMOVED_BY_MODERATORS = '[Removed by moderators]';
