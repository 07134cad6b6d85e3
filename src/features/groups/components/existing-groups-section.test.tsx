import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bob } from '@tests/support/client/game-edit-fixtures';
import { groupOf } from '@tests/support/client/group-fixtures';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ExistingGroupsSection } from './existing-groups-section';

describe('Existing Groups count (decision 0053: one plural rule)', () => {
  it("names one group '1 group' and two '2 groups'", () => {
    const reds = groupOf(1, 'Reds', 'red', [bob]);
    const { unmount } = renderWithProviders(<ExistingGroupsSection gameId="g" groups={[reds]} />);
    expect(screen.getByLabelText('1 group')).toHaveTextContent('1');
    unmount();
    renderWithProviders(<ExistingGroupsSection gameId="g" groups={[reds, groupOf(2, 'Blues', 'blue')]} />);
    expect(screen.getByLabelText('2 groups')).toHaveTextContent('2');
  });
});
