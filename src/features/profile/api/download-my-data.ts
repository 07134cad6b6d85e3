import { useMutation } from '@tanstack/react-query';
import { ApiError, errorText } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';
import { timeAhead } from '@/lib/format/dates';

/** GET /api/user/export: the zip of everything of mine (docs/decisions/0048-data-export.md 'Download my data'). */
export const DATA_EXPORT_URL = '/api/user/export';

/** The words of a 429, with the wait the server's Retry-After (seconds) names. */
export function tooManyExportsText(retryAfterSeconds: number | null): string {
  const minutes = retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : null;
  const wait = minutes ? timeAhead(minutes, 'minute') : 'later';
  return `You can download your data 3 times an hour. Please try again ${wait}.`;
}

/**
 * HEAD /api/user/export: may an export start now? The server counts nothing for it, so the app
 * can tell a 429 (or a 401) in a toast before the browser's own download starts, which the page
 * can't see the status of (docs/decisions/0048-data-export.md).
 */
export async function checkDataExport(): Promise<void> {
  const response = await fetch(DATA_EXPORT_URL, { method: 'HEAD', credentials: 'include' });
  if (response.ok) return;
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(429, `429: ${tooManyExportsText(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null)}`);
  }
  if (response.status === 401) {
    // The 401 rule every request of the app follows (src/lib/api-client.ts): toast and login.
    handleUnauthorized();
    throw new ApiError(401, '401: Unauthorized');
  }
  throw new ApiError(response.status, `${response.status}: Could not start the download. Please try again.`);
}

/**
 * Hands the download to the browser: a link with `download`, so the zip streams to a file as the
 * server writes it (never held in the page's memory) under the server's file name.
 */
export function startDataDownload(): void {
  const link = document.createElement('a');
  link.href = DATA_EXPORT_URL;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      await checkDataExport();
      startDataDownload();
    },
    meta: {
      successMessage: { title: 'Download started', message: 'Your data is on its way as a zip file.' },
      // A 401 has had its own toast (checkDataExport): the login redirect is under way.
      errorMessage: (error) =>
        error instanceof ApiError && error.status === 401
          ? null
          : {
              title: 'Could not download your data',
              message: error instanceof ApiError ? errorText(error) : 'Could not reach the server. Please try again.',
            },
    },
  });
}
