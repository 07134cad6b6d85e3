import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';

/** The links the app clicked to hand a download to the browser (jsdom would try to navigate). */
function captureDownloads() {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

async function downloadSection() {
  return screen.findByRole('region', { name: 'Your data' });
}

describe('Profile → Download my data', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  });

  it('asks whether it may start, then hands the zip link to the browser', async () => {
    const check = recordedHandler('head', '/api/user/export', () =>
      new HttpResponse(null, { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    server.use(...signedInHandlers(), check.handler);
    const clicked = captureDownloads();
    const { user } = renderApp('/profile');
    const section = await downloadSection();
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is on its way as a zip file.')).toBeInTheDocument();
    expect(check.bodies).toHaveLength(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('/api/user/export');
    expect(clicked[0]!.hasAttribute('download')).toBe(true);
  });

  it('says when to try again on a 429, and starts no download', async () => {
    server.use(
      ...signedInHandlers(),
      http.head('/api/user/export', () => new HttpResponse(null, { status: 429, headers: { 'retry-after': '1790' } })),
    );
    const clicked = captureDownloads();
    const { user } = renderApp('/profile');
    await user.click(within(await downloadSection()).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('You can download your data 3 times an hour. Please try again in 30 minutes.')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('is disabled offline, with a line saying it needs a connection', async () => {
    server.use(...signedInHandlers());
    renderApp('/profile');
    const section = await downloadSection();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
      window.dispatchEvent(new Event('offline'));
    });
    const button = within(section).getByRole('button', { name: 'Download my data' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Downloading your data needs a connection.');
  });
});
