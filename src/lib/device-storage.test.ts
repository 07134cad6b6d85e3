import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceStorage } from './device-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('deviceStorage', () => {
  it('keeps, reads and removes a value', () => {
    deviceStorage.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(deviceStorage.get('k')).toBe('v');
    deviceStorage.set('k', null);
    expect(localStorage.getItem('k')).toBeNull();
    expect(deviceStorage.get('k')).toBeNull();
  });

  it('answers null and drops writes where the browser blocks storage', () => {
    localStorage.setItem('k', 'v');
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(deviceStorage.get('k')).toBeNull();
    expect(() => deviceStorage.set('k', 'w')).not.toThrow();
    expect(() => deviceStorage.set('k', null)).not.toThrow();
    expect(getItem).toHaveBeenCalled();
    expect(setItem).toHaveBeenCalled();
  });
});
