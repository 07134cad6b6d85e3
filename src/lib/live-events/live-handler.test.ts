import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { defineLiveHandler, LiveHandlers } from './live-handler';

const gameId = '8d6c3c1e-5b8f-4f7e-9a59-2a1c4a1f0b11';
const notificationId = '0a4c7f52-3e55-4d8a-9f5c-b4f3b1c2d3e4';

describe('LiveHandlers', () => {
  it('hands an event only to the handlers of its type, once each even if registered twice', () => {
    const invites = defineLiveHandler({ name: 'invites', types: ['invitation', 'join-request'], handle: vi.fn() });
    const notifications = defineLiveHandler({ name: 'notifications', types: ['game-notification'], handle: vi.fn() });
    const registry = new LiveHandlers();
    registry.register(invites, notifications);
    registry.register(invites);
    const queryClient = new QueryClient();

    registry.dispatch({ type: 'invitation', gameId }, queryClient);
    registry.dispatch({ type: 'join-request', gameId }, queryClient);

    expect(invites.handle).toHaveBeenCalledTimes(2);
    expect(invites.handle).toHaveBeenCalledWith({ type: 'invitation', gameId }, queryClient);
    expect(notifications.handle).not.toHaveBeenCalled();
    expect(registry.types().sort()).toEqual(['game-notification', 'invitation', 'join-request']);
  });

  it('an event nobody handles is dropped; a handler that throws does not stop the next', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = defineLiveHandler({
      name: 'failing',
      types: ['game-notification'],
      handle: () => {
        throw new Error('boom');
      },
    });
    const next = defineLiveHandler({ name: 'next', types: ['game-notification'], handle: vi.fn() });
    const registry = new LiveHandlers();
    registry.register(failing, next);
    const queryClient = new QueryClient();

    registry.dispatch({ type: 'unread-count', count: 2 }, queryClient);
    registry.dispatch({ type: 'game-notification', gameId, notificationId }, queryClient);

    expect(next.handle).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Live event game-notification: the failing handler failed', expect.any(Error));
    error.mockRestore();
  });
});
