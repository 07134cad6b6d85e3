import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { GameFormFields } from './game-form-fields';
import { gameFormDefaults, useGameForm, type GameFormOutput } from './use-game-form';
import type { GameInput } from '@contract/games';

function Harness({ defaults, onValid }: { defaults: GameInput; onValid: (v: GameFormOutput) => void }) {
  const form = useGameForm(defaults);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <GameFormFields form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('game form fields', () => {
  it("says 'Name is required' and submits nothing for a blank name", async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Harness defaults={gameFormDefaults()} onValid={onValid} />);
    await user.type(screen.getByLabelText(/Game Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it.each([
    [
      "says 'End date must be after start date' on the end field",
      { name: 'Cold showers', startTime: '2030-02-01T10:00:00.000Z', endTime: '2030-01-01T10:00:00.000Z' },
      'End date must be after start date',
      'End Date',
    ],
    [
      'says which dates it takes for one before 1900 (docs/decisions/0036-dates-in-range.md, contract/dates.ts), on that field',
      { name: 'Old game', startTime: '1899-12-31T12:00:00.000Z', endTime: '2030-01-01T10:00:00.000Z' },
      'Enter a date between 1900-01-01 and 9999-12-31',
      'Start Date',
    ],
  ])('%s', async (_name, dates, text, field) => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Harness defaults={{ ...gameFormDefaults(), ...dates }} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(text);
    expect(message.closest('.mantine-InputWrapper-root')).toHaveTextContent(field);
    expect(onValid).not.toHaveBeenCalled();
  });

  it("names the calendar's month arrows for screen readers", async () => {
    const { user } = renderWithProviders(<Harness defaults={gameFormDefaults()} onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /^End Date/ }));
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
  });

  it("shows a time the same way in the field and in its time box, the locale's way (decision 0053)", async () => {
    // The test runs in en-US, a 12-hour locale (time-format.test.ts covers a 24-hour one).
    const startTime = new Date(2030, 0, 5, 13, 3).toISOString();
    const defaults = { ...gameFormDefaults(), name: 'x', startTime, endTime: new Date(2030, 1, 5, 9, 0).toISOString() };
    const { user } = renderWithProviders(<Harness defaults={defaults} onValid={vi.fn()} />);
    const start = screen.getByRole('button', { name: /^Start Date/ });
    expect(start).toHaveTextContent('Jan 5, 2030 1:03 PM');
    await user.click(start);
    expect(await screen.findByRole('spinbutton', { name: 'Hours' })).toHaveValue('01');
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('03');
    expect(screen.getByRole('combobox', { name: 'AM or PM' })).toHaveValue('PM');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('opens the calendar below its field, inside the form, and brings it into view (decision 0053)', async () => {
    // Flipped above, the calendar covered the field's own label; in a portal, a dialog could not
    // scroll to the part below the screen. (jsdom has no scrollIntoView: the setup's stand-in.)
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    onTestFinished(() => scrollIntoView.mockRestore());
    const { user } = renderWithProviders(<Harness defaults={gameFormDefaults()} onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /^End Date/ }));
    const calendar = (await screen.findByRole('button', { name: 'Next month' })).closest('[data-dates-dropdown]');
    expect(calendar).toHaveAttribute('data-position', 'bottom-start');
    expect(screen.getByRole('button', { name: 'Save' }).closest('form')).toContainElement(calendar as HTMLElement);
    await vi.waitFor(() => expect(scrollIntoView.mock.contexts).toContain(calendar));
  });

  it("says 'Start date is required' and 'End date is required' for missing dates", async () => {
    const defaults = { ...gameFormDefaults(), name: 'x', startTime: '', endTime: '' };
    const { user } = renderWithProviders(<Harness defaults={defaults} onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
  });

  it('submits trimmed values with ISO dates and the switches', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Harness defaults={gameFormDefaults()} onValid={onValid} />);
    await user.type(screen.getByLabelText(/Game Name/), '  Cold showers ');
    await user.click(screen.getByRole('switch', { name: /Public Game/ }));
    await user.click(screen.getByRole('switch', { name: /Require Approval/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    const values = onValid.mock.calls[0]?.[0] as GameFormOutput;
    expect(values).toMatchObject({ name: 'Cold showers', isPublic: false, requiresApproval: true });
    expect(Date.parse(values.endTime) - Date.parse(values.startTime)).toBe(30 * 24 * 3600 * 1000);
  });
});
