import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallOffer } from './install-offer';
import { INSTALL_OFFER_QUIET_MS, installOfferResting, rememberInstallOfferDismissed } from './install-offer-memory';
import { isIos } from './install-platform';
import { installOfferKind, useInstallPrompt } from './install-prompt';
import type { BeforeInstallPromptEvent } from './install-platform';
import { useUpdateState } from './update-state';

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return event as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
}

const renderOffer = (when = true) =>
  render(
    <MantineProvider env="test">
      <InstallOffer when={when} />
    </MantineProvider>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  useInstallPrompt.setState({ deferred: null, installed: false });
  useUpdateState.setState({ waiting: false, apply: null });
});

describe('install offer memory', () => {
  it('rests for 30 days after a dismissal, then may be offered again', () => {
    expect(installOfferResting(1_000)).toBe(false);
    rememberInstallOfferDismissed(1_000);
    expect(installOfferResting(1_000 + INSTALL_OFFER_QUIET_MS - 1)).toBe(true);
    expect(installOfferResting(1_000 + INSTALL_OFFER_QUIET_MS)).toBe(false);
  });
});

describe('install platform', () => {
  it('tells iPhones and iPads (which present themselves as Macs) from the rest', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0', 5)).toBe(false);
  });

  it('offers the prompt when the browser gave one, iOS steps on iOS, else nothing', () => {
    expect(installOfferKind({ deferred: fakePrompt('accepted'), installed: false }, false)).toBe('prompt');
    expect(installOfferKind({ deferred: null, installed: false }, true)).toBe('ios');
    expect(installOfferKind({ deferred: null, installed: false }, false)).toBeNull();
    expect(installOfferKind({ deferred: fakePrompt('accepted'), installed: true }, false)).toBeNull();
  });
});

describe('InstallOffer', () => {
  it('shows nothing without a prompt from the browser or when the moment is not right', () => {
    const { unmount } = renderOffer();
    expect(screen.queryByRole('region', { name: 'Install app' })).not.toBeInTheDocument();
    unmount();
    act(() => useInstallPrompt.setState({ deferred: fakePrompt('accepted') }));
    renderOffer(false);
    expect(screen.queryByRole('region', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it("opens the browser's prompt on 'Install app'", async () => {
    const prompt = fakePrompt('accepted');
    useInstallPrompt.setState({ deferred: prompt });
    renderOffer();
    const offer = screen.getByRole('region', { name: 'Install app' });
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    expect(offer).not.toBeInTheDocument();
    expect(installOfferResting()).toBe(false);
  });

  it("remembers 'Not now' and stays away", async () => {
    useInstallPrompt.setState({ deferred: fakePrompt('accepted') });
    const { unmount } = renderOffer();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install app' })).not.toBeInTheDocument();
    unmount();
    renderOffer();
    expect(screen.queryByRole('region', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('rests too when the browser prompt was dismissed', async () => {
    useInstallPrompt.setState({ deferred: fakePrompt('dismissed') });
    renderOffer();
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(installOfferResting()).toBe(true);
  });

  it('waits while an update asks for a reload', () => {
    useInstallPrompt.setState({ deferred: fakePrompt('accepted') });
    useUpdateState.setState({ waiting: true, apply: () => undefined });
    renderOffer();
    expect(screen.queryByRole('region', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
