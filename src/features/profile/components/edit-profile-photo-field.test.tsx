import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/user';
import { processPhoto } from '@/lib/photo/process-photo';
import { testUser } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';
import { PHOTO_NEEDS_CONNECTION } from './edit-profile-photo-field';

vi.mock('@/lib/photo/process-photo', () => ({ processPhoto: vi.fn() }));

const processed = new Blob(['resized-jpeg'], { type: 'image/jpeg' });
const processedDataUrl = `data:image/jpeg;base64,${btoa('resized-jpeg')}`;
const AVATAR_URL = '/api/images/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** Records every call to the profile endpoints, in order, and answers like the server. */
function profileEndpoints({ start = testUser, refusePhoto = false } = {}) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let current: User = start;
  const handlers = [
    http.put('/api/user/avatar', async ({ request }) => {
      calls.push({ method: 'PUT', url: '/api/user/avatar', body: await request.json() });
      if (refusePhoto) return HttpResponse.json({ message: 'Unsupported image format' }, { status: 400 });
      current = { ...current, profileImageUrl: AVATAR_URL };
      return HttpResponse.json(current);
    }),
    http.delete('/api/user/avatar', () => {
      calls.push({ method: 'DELETE', url: '/api/user/avatar' });
      current = { ...current, profileImageUrl: null };
      return HttpResponse.json(current);
    }),
    http.patch('/api/user/profile', async ({ request }) => {
      calls.push({ method: 'PATCH', url: '/api/user/profile', body: await request.json() });
      return HttpResponse.json(current);
    }),
  ];
  return { calls, handlers };
}

async function openEditDialog(start: User = testUser, options: { refusePhoto?: boolean } = {}) {
  const endpoints = profileEndpoints({ start, ...options });
  server.use(...signedInHandlers({ user: start }), ...endpoints.handlers);
  const view = renderApp('/profile');
  // The first render loads the Profile's lazy screen: on a loaded machine that alone passed
  // testing-library's default 1 s wait (seen failing with a CI run beside it).
  await view.user.click(await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  await within(dialog).findByRole('group', { name: 'Photo' });
  return { ...view, dialog, calls: endpoints.calls };
}

const headerPhoto = () => within(screen.getByRole('banner')).getByRole('link', { name: 'Profile' }).querySelector('img');

beforeEach(() => {
  vi.mocked(processPhoto).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Edit Profile photo', () => {
  it('chooses a photo, resized like a post photo, previews it and sends it on Save; the header shows it', async () => {
    vi.mocked(processPhoto).mockResolvedValue(processed);
    const { user, dialog, calls } = await openEditDialog();
    // No photo yet: the initials stand in the preview's place.
    expect(within(dialog).queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
    expect(within(within(dialog).getByRole('group', { name: 'Photo' })).getByText('AL')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Choose photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    const picked = new File(['camera-original'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    await user.upload(input, picked);

    expect(await within(dialog).findByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', 'blob:preview');
    expect(processPhoto).toHaveBeenCalledWith(picked);
    expect(within(dialog).getByText('New photo, saved with Save')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'PATCH']);
    expect(calls[0]!.body).toEqual({ image: processedDataUrl });
    // The dialog's closing and the header's new photo follow the toast by a render or two: waited
    // for, as they came late under a CI run's load.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).not.toBeInTheDocument());
    await waitFor(() => expect(headerPhoto()).toHaveAttribute('src', AVATAR_URL));
  });

  it('removes a saved photo with DELETE on Save; the header goes back to the letter', async () => {
    const { user, dialog, calls } = await openEditDialog({ ...testUser, profileImageUrl: AVATAR_URL });
    expect(within(dialog).getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', AVATAR_URL);
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog).queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Photo will be removed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose photo' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['DELETE', 'PATCH']);
    await waitFor(() => expect(headerPhoto()).toBeNull());
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Profile' })).toHaveTextContent('A');
  });

  it('sends only the names when the photo is left alone', async () => {
    const { user, dialog, calls } = await openEditDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['PATCH']);
  });

  it("shows the server's reason when the photo is refused, keeps the dialog open and saves no names", async () => {
    vi.mocked(processPhoto).mockResolvedValue(processed);
    const { user, dialog, calls } = await openEditDialog(testUser, { refusePhoto: true });
    await user.upload(within(dialog).getByLabelText('Choose photo'), new File(['x'], 'x.jpg', { type: 'image/jpeg' }));
    await within(dialog).findByRole('img', { name: 'Photo preview' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unsupported image format')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("gives the image toast when the browser can't read the picked file, and keeps the current photo", async () => {
    vi.mocked(processPhoto).mockRejectedValue(new Error('decode failed'));
    const { user, dialog } = await openEditDialog({ ...testUser, profileImageUrl: AVATAR_URL });
    await user.upload(within(dialog).getByLabelText('Choose photo'), new File(['x'], 'x.heic', { type: 'image/heic' }));
    expect(await screen.findByText('Failed to process image. Please try a different photo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', AVATAR_URL);
  });

  it('says a photo change needs a connection while offline', async () => {
    const { dialog } = await openEditDialog({ ...testUser, profileImageUrl: AVATAR_URL });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await within(dialog).findByText(PHOTO_NEEDS_CONNECTION)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change photo' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove photo' })).toBeDisabled();
  });
});
