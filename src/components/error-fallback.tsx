import { useEffect, useId, useRef } from 'react';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import classes from './error-fallback.module.css';

export type FailedPart = 'app' | 'screen' | 'dialog';

export interface ErrorFallbackProps {
  error: unknown;
  /** What failed, for the words: the whole app, a routed screen, a dialog (or a menu). */
  part: FailedPart;
  /**
   * Where it shows: the whole page, in place of the screen (the header and navigation stay), or
   * over the screen in place of a dialog whose code did not arrive.
   */
  layout: 'page' | 'section' | 'overlay';
  onRetry: () => void;
  /** The way out beside Try again: 'Go home' for screens, 'Close' for dialogs. */
  exit?: { label: string; onClick: () => void };
}

const NOUN: Record<FailedPart, string> = { app: 'The app', screen: 'This screen', dialog: 'This window' };

/** What a person can do about it: a connection problem is theirs to fix, a defect is not. */
export function errorExplanation(error: unknown, part: FailedPart): string {
  return isChunkLoadError(error)
    ? `${NOUN[part]} could not load. Check your connection and try again.`
    : `${NOUN[part]} ran into an unexpected problem. Trying again may help.`;
}

/**
 * What an error boundary shows instead of a blank page (decision 0039): a heading,
 * what happened, 'Try again' and a way out. An alert, so a screen reader says it at once; in place
 * of a dialog, keyboard focus moves to Try again and Escape closes it, as in a dialog.
 */
export function ErrorFallback({ error, part, layout, onRetry, exit }: ErrorFallbackProps) {
  const headingId = useId();
  const retry = useRef<HTMLButtonElement>(null);
  const overlay = layout === 'overlay';
  useEffect(() => {
    if (overlay) retry.current?.focus();
  }, [overlay]);
  // A screen's heading in place of the screen's own; a dialog's under the screen's.
  const Heading = part === 'dialog' ? 'h2' : 'h1';
  return (
    <div
      className={classes[layout]}
      onKeyDown={overlay && exit ? (event) => event.key === 'Escape' && exit.onClick() : undefined}
    >
      <div className={classes.panel} role="alert" aria-labelledby={headingId}>
        <Heading id={headingId} className={classes.title}>
          Something went wrong
        </Heading>
        <p className={classes.text}>{errorExplanation(error, part)}</p>
        <div className={classes.actions}>
          <button ref={retry} type="button" className={classes.primary} onClick={onRetry}>
            Try again
          </button>
          {exit && (
            <button type="button" className={classes.secondary} onClick={exit.onClick}>
              {exit.label}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
