import { useCallback, useEffect, useRef, useState } from 'react';
import { showFailure } from '../toasts';
import { processPhoto } from './process-photo';

export const PHOTO_FAILED = 'Failed to process image. Please try a different photo.';

/**
 * Runs picked or shared photos through processPhoto. Only the latest photo counts: one picked while
 * another is still being processed replaces it, and nothing lands after the form is gone.
 * A photo that can't be processed gives the app's image toast and leaves the current photo as it was.
 */
export function usePhotoProcessing(onProcessed: (photo: Blob) => void) {
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const process = useCallback(
    async (file: Blob) => {
      const run = ++latest.current;
      setBusy(true);
      try {
        const photo = await processPhoto(file);
        if (run === latest.current) onProcessed(photo);
      } catch {
        if (run === latest.current) showFailure(PHOTO_FAILED);
      } finally {
        if (run === latest.current) setBusy(false);
      }
    },
    [onProcessed],
  );

  return { busy, process };
}
