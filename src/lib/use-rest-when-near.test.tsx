import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SENTINEL_STYLE, useRestWhenNear } from './use-rest-when-near';

/** jsdom has no IntersectionObserver: this one lets the test say when the sentinel comes near. */
let near: (() => void) | undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    near = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    near = undefined;
  }
}

function List({ total }: { total: number }) {
  const { shown, waiting, sentinelRef, onKeyDown } = useRestWhenNear<HTMLLIElement>(total, 3);
  return (
    <ul onKeyDown={onKeyDown}>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>
          <a href={`#${i}`}>Item {i + 1}</a>
        </li>
      ))}
      {waiting ? <li ref={sentinelRef} aria-hidden style={SENTINEL_STYLE} /> : null}
    </ul>
  );
}

describe('useRestWhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the first items, then the rest once the end comes near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<List total={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    act(() => near?.());
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(near).toBeUndefined();
  });

  it('renders the rest when Tab is pressed in the list, so the keyboard reaches every item', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const user = userEvent.setup();
    render(<List total={10} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Item 3' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Item 4' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Item 10' })).toBeInTheDocument();
  });

  it('keeps the rest waiting when a tap focuses an item (the tap opens it)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const user = userEvent.setup();
    render(<List total={10} />);
    await user.click(screen.getByRole('link', { name: 'Item 1' }));
    expect(screen.getByRole('link', { name: 'Item 1' })).toHaveFocus();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('renders a short list, and any list without IntersectionObserver, whole', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<List total={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    unmount();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<List total={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});
