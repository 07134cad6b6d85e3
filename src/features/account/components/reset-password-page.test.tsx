import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function serve(answer: { status: number; message?: string }) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/auth/reset-password', async ({ request }) => {
      bodies.push(await request.json());
      return answer.status === 204 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: answer.message }, { status: answer.status });
    }),
  );
  return bodies;
}

function renderPage(path = `/reset-password?token=${TOKEN}`) {
  const signedIn = vi.fn(() => Promise.resolve());
  return { signedIn, ...renderWithProviders(<ResetPasswordPage signedIn={signedIn} />, { path }) };
}

async function choose(user: ReturnType<typeof renderPage>['user'], password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

describe('/reset-password (docs/decisions/0046-password-and-devices.md)', () => {
  it('sends the token with the new password, then signs in', async () => {
    const bodies = serve({ status: 204 });
    const { user, signedIn } = renderPage();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await choose(user, 'new password 456', 'new password 457');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new password 456');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ token: TOKEN, newPassword: 'new password 456' }]);
  });

  it('a used or expired link says so, with a way to sign in', async () => {
    serve({ status: 400, message: 'This link has expired or was already used' });
    const { user, signedIn } = renderPage();
    await choose(user, 'new password 456');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has expired or was already used');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('a link without a token is a dead link straight away', () => {
    renderPage('/reset-password');
    expect(within(screen.getByRole('alert')).getByText(/This link has expired or was already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it('a too-short password is refused before sending', async () => {
    const bodies = serve({ status: 204 });
    const { user } = renderPage();
    await choose(user, 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
