import type { ActivityItem } from '@contract/activity';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeActivityItem } from '@tests/support/client/activity-fixtures';
import { uuid } from '@tests/support/client/game-fixtures';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ActivityCard } from './activity-card';

function GamePage() {
  return <p>Game page {useParams().id}</p>;
}

function renderCard(item: ActivityItem) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<ActivityCard item={item} />} />
      <Route path="/games/:id" element={<GamePage />} />
    </Routes>,
  );
}

const first = { id: uuid(1, '1000'), name: 'Cold Showers' };
const second = { id: uuid(2, '1000'), name: 'Public Speaking' };

describe('ActivityCard', () => {
  it("shows 'Posted', the whole text up to 200 characters, the author's initials and the age", () => {
    const text = 'x'.repeat(200);
    renderCard(makeActivityItem(1, { content: text }));
    const card = screen.getByRole('article', { name: 'Ada Lovelace posted in Game 1' });
    expect(within(card).getByText('Posted')).toBeInTheDocument();
    expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByText('AL')).toBeInTheDocument();
    expect(within(card).getByText('2h ago')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('blockquote')).not.toBeInTheDocument();
  });

  it("cuts the text at 200 characters followed by '...'", () => {
    renderCard(makeActivityItem(1, { content: `${'a'.repeat(200)}TAIL` }));
    expect(screen.getByText(`${'a'.repeat(200)}...`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
  });

  it("shows 'Commented' with the parent post quoted, cut at 100 characters followed by '...'", () => {
    renderCard(
      makeActivityItem(2, { type: 'comment', content: 'Well done!', postContent: `${'p'.repeat(100)}MORE` }),
    );
    expect(screen.getByText('Commented')).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent(new RegExp(`^${'p'.repeat(100)}\\.\\.\\.$`));
    expect(screen.getByText('Well done!')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ada Lovelace commented in Game 1' })).toBeInTheDocument();
  });

  it('quotes a parent post of exactly 100 characters without an ellipsis', () => {
    renderCard(makeActivityItem(2, { type: 'comment', content: 'Nice', postContent: 'q'.repeat(100) }));
    expect(screen.getByRole('blockquote')).toHaveTextContent(new RegExp(`^${'q'.repeat(100)}$`));
  });

  it("shows '[Content Redacted]' in italics for a redacted post and for a comment on one", () => {
    const { unmount } = renderCard(makeActivityItem(3, { content: '', isRedacted: true }));
    expect(screen.getByText('[Content Redacted]')).toHaveStyle({ fontStyle: 'italic' });
    unmount();

    renderCard(makeActivityItem(4, { type: 'comment', content: 'Still proud of you', postContent: null }));
    expect(within(screen.getByRole('blockquote')).getByText('[Content Redacted]')).toHaveStyle({ fontStyle: 'italic' });
    expect(screen.getByText('Still proud of you')).toBeInTheDocument();
  });

  it("shows the photo with the alt text 'Accomplishment'", () => {
    renderCard(makeActivityItem(4, { image: `/api/images/${uuid(9, '5000')}` }));
    expect(screen.getByRole('img', { name: 'Accomplishment' })).toHaveAttribute('src', `/api/images/${uuid(9, '5000')}`);
  });

  it('opens the game when the card is clicked', async () => {
    const { user } = renderCard(makeActivityItem(5, { gameId: first.id, game: first, games: [first] }));
    expect(screen.queryByRole('button', { name: /games/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ada Lovelace posted in Cold Showers' }));
    expect(await screen.findByText(`Game page ${first.id}`)).toBeInTheDocument();
  });

  it("offers 'N games' for a share into several games: the picker opens the chosen game, never the card's", async () => {
    const { user } = renderCard(
      makeActivityItem(6, { gameId: first.id, game: first, games: [first, second], isMultiGame: true }),
    );
    await user.click(screen.getByRole('button', { name: '2 games' }));
    const menu = await screen.findByRole('menu');
    expect(screen.queryByText(/Game page/)).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Cold Showers',
      'Public Speaking',
    ]);

    await user.click(within(menu).getByRole('menuitem', { name: 'Public Speaking' }));
    expect(await screen.findByText(`Game page ${second.id}`)).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the picker from the keyboard', async () => {
    const { user } = renderCard(
      makeActivityItem(7, { gameId: first.id, game: first, games: [first, second], isMultiGame: true }),
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ada Lovelace posted in Cold Showers' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '2 games' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // The menu loads on this first press and mounts around a new button: focus still comes back.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '2 games' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '2 games' })).toHaveAttribute('aria-expanded', 'false');
  });
});
