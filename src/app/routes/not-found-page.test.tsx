import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorFallback } from '@/components/error-fallback';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { NotFoundPage } from './not-found-page';

const ancestor = (element: HTMLElement, up: number): HTMLElement => (up === 0 ? element : ancestor(element.parentElement!, up - 1));

describe('404 page (decision 0053)', () => {
  it("looks like the other error pages: a centred panel and 'Return Home' as their button", () => {
    renderWithProviders(
      <>
        <NotFoundPage />
        <ErrorFallback error={new Error('x')} part="screen" layout="section" onRetry={() => undefined} />
      </>,
    );
    const home = screen.getByRole('link', { name: 'Return Home' });
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveClass(...retry.classList);
    // The same frame around it: section > panel > actions > the button.
    const frame = (element: HTMLElement) => [1, 2, 3].map((up) => ancestor(element, up).className);
    expect(frame(home)).toEqual(frame(retry));
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' }).className).toBe(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }).className,
    );
  });
});
