import { REMOVED_BY_MODERATORS } from '@contract/reports';
import { expect, it } from 'vitest';
import { REMOVED_TEXT } from './removed-content';

it("writes the contract's text for hidden content", () => {
  expect(REMOVED_TEXT).toBe(REMOVED_BY_MODERATORS);
});
