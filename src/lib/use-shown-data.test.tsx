import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownData } from './use-shown-data';

type Shown = ReturnType<typeof useShownData<string[]>>;

function renderShown(data: string[] | undefined) {
  const renders: Shown[] = [];
  function Probe({ data: value }: { data: string[] | undefined }) {
    renders.push(useShownData(value));
    return null;
  }
  const view = render(<Probe data={data} />);
  return { renders, rerender: (next: string[] | undefined) => view.rerender(<Probe data={next} />) };
}

describe('useShownData', () => {
  it('shows an answer that is there on mount at once', () => {
    const answer = ['a', 'b'];
    const { renders } = renderShown(answer);
    expect(renders[0]).toEqual({ shown: answer, catchingUp: false });
  });

  it('renders an answer that comes later in a second render, catching up meanwhile', async () => {
    const { renders, rerender } = renderShown(undefined);
    expect(renders.at(-1)).toEqual({ shown: undefined, catchingUp: false });
    const from = renders.length;
    const answer = ['c'];
    rerender(answer);
    expect(renders[from]).toEqual({ shown: undefined, catchingUp: true });
    await waitFor(() => expect(renders.at(-1)).toEqual({ shown: answer, catchingUp: false }));
  });

  it('keeps showing the last answer while a new one renders', async () => {
    const first = ['a'];
    const { renders, rerender } = renderShown(first);
    await waitFor(() => expect(renders.at(-1)?.shown).toBe(first));
    const from = renders.length;
    rerender(['a', 'b']);
    await waitFor(() => expect(renders.at(-1)?.shown).toEqual(['a', 'b']));
    expect(renders.slice(from).every((r) => r.shown !== undefined && !r.catchingUp)).toBe(true);
  });
});
