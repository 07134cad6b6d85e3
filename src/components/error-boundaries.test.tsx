import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from '@/lib/retryable-lazy';
import { DialogErrorBoundary, ScreenErrorBoundary } from './error-boundaries';

vi.mock('@/lib/new-version-reload', () => ({ reloadIfNewVersion: vi.fn(async () => false) }));
const { reloadIfNewVersion } = await import('@/lib/new-version-reload');

/** What Chromium's import() rejects with when a chunk can't be fetched. */
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/discover-page-x1.js');

/** A lazy screen whose code fails to load `failures` times, then arrives. */
function flakyScreen(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw chunkFailure();
    return function Discover() {
      return <h1>Discover</h1>;
    };
  });
  return { Screen: retryableLazy(load), load };
}

/** A lazy component under its Suspense, as the app places its lazy screens and dialogs. */
const suspended = (Lazy: ComponentType, fallback: ReactNode = null) => (
  <Suspense fallback={fallback}>
    <Lazy />
  </Suspense>
);

// React reports every error a boundary catches on the console: expected here.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.mocked(reloadIfNewVersion).mockClear();
  vi.restoreAllMocks();
});

describe('ScreenErrorBoundary', () => {
  it("shows why a screen whose code didn't load is missing, and Try again loads it", async () => {
    const { Screen, load } = flakyScreen(1);
    const onHome = vi.fn();
    render(<ScreenErrorBoundary onHome={onHome}>{suspended(Screen, <p>Loading</p>)}</ScreenErrorBoundary>);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This screen could not load. Check your connection and try again.');
    // Once: React's re-render after the rejection did not start another import.
    expect(load).toHaveBeenCalledTimes(1);
    // A new version may be waiting (decision 0039).
    expect(reloadIfNewVersion).toHaveBeenCalledTimes(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the failure while the code still fails, one import per Try again', async () => {
    const { Screen, load } = flakyScreen(Infinity);
    render(<ScreenErrorBoundary>{suspended(Screen)}</ScreenErrorBoundary>);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    // Home is the way out only where the screen offers it.
    expect(screen.queryByRole('button', { name: 'Go home' })).not.toBeInTheDocument();
  });

  it('says something else for an unexpected error, and Go home goes home', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const onHome = vi.fn();
    render(
      <ScreenErrorBoundary onHome={onHome}>
        <Broken />
      </ScreenErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen ran into an unexpected problem. Trying again may help.');
    expect(alert).not.toHaveTextContent('connection');
    expect(reloadIfNewVersion).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Go home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('another screen (its resetKeys) tries again', async () => {
    const { Screen, load } = flakyScreen(1);
    const tree = (path: string) => <ScreenErrorBoundary resetKeys={[path]}>{suspended(Screen)}</ScreenErrorBoundary>;
    const { rerender } = render(tree('/discover'));
    await screen.findByRole('alert');
    rerender(tree('/leaderboard'));
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('DialogErrorBoundary', () => {
  it('stands in for a dialog that could not open: focus on Try again, Escape or Close closes it', async () => {
    const { Screen: Dialog } = flakyScreen(Infinity);
    const onClose = vi.fn();
    render(<DialogErrorBoundary onClose={onClose}>{suspended(Dialog)}</DialogErrorBoundary>);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This window could not load. Check your connection and try again.');
    // Focus moves in the fallback's effect, after the alert is in the document.
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
