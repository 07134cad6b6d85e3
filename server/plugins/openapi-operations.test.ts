import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi-operations';

describe('operationIdOf', () => {
  it('joins the method and the path after /api, parameters as By<Name>', () => {
    expect(operationIdOf('PUT', '/api/users/:id/block')).toBe('putUsersByIdBlock');
    expect(operationIdOf('GET', '/api/games/{id}/join-requests')).toBe('getGamesByIdJoinRequests');
    expect(operationIdOf('DELETE', '/api/games/{id}/groups/{groupId}')).toBe('deleteGamesByIdGroupsByGroupId');
    expect(operationIdOf('GET', '/api')).toBe('get');
    expect(operationIdOf('GET', '/health')).toBe('getHealth');
  });

  it('gives the static and the parameter path different names', () => {
    expect(operationIdOf('GET', '/api/games/public')).not.toBe(operationIdOf('GET', '/api/games/{public}'));
  });
});
