import { describe, expect, it } from 'vitest';
import { inviteCodeIn, isEmptySharedItem, shareRequestOf, sharedItemFromForm, type SharedItem } from './shared-inbox';

const ORIGIN = 'https://cz.example:8443';

function form(fields: Record<string, string>, files: File[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('images', file);
  return data;
}

const item = (fields: Partial<SharedItem>): SharedItem => ({ title: '', text: '', url: '', photos: [], receivedAt: 0, ...fields });

describe('shared inbox', () => {
  it('reads the share_target form: trimmed text fields and the image files only', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'run.jpg', { type: 'image/jpeg' });
    const notAnImage = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const empty = new File([], 'empty.png', { type: 'image/png' });
    const shared = sharedItemFromForm(form({ title: ' Run ', text: 'Ran 5k ', url: '' }, [photo, notAnImage, empty]), 42);
    expect(shared).toMatchObject({ title: 'Run', text: 'Ran 5k', url: '', receivedAt: 42 });
    expect(shared.photos).toHaveLength(1);
    expect((shared.photos[0] as File).name).toBe('run.jpg');
  });

  it('finds an invite link of this app in the URL or the text', () => {
    expect(inviteCodeIn(item({ url: `${ORIGIN}/join/AB23CD` }), ORIGIN)).toBe('AB23CD');
    expect(inviteCodeIn(item({ text: `Join my game! ${ORIGIN}/join/XY45ZW please` }), ORIGIN)).toBe('XY45ZW');
    expect(inviteCodeIn(item({ url: 'https://elsewhere.example/join/AB23CD' }), ORIGIN)).toBeNull();
    expect(inviteCodeIn(item({ url: `${ORIGIN}/games/AB23CD` }), ORIGIN)).toBeNull();
    // The dots of the origin are not wildcards.
    expect(inviteCodeIn(item({ url: 'https://czXexample:8443/join/AB23CD' }), ORIGIN)).toBeNull();
  });

  it('prefills the text and the link, once, and the first photo', () => {
    const [a, b] = [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })];
    expect(shareRequestOf(item({ text: 'Spoke up today', url: 'https://blog.example/post' }))).toEqual({
      content: 'Spoke up today\nhttps://blog.example/post',
    });
    expect(shareRequestOf(item({ text: 'Read this https://blog.example/post', url: 'https://blog.example/post' }))).toEqual({
      content: 'Read this https://blog.example/post',
    });
    expect(shareRequestOf(item({ title: 'A title', url: 'https://x.example' })).content).toBe('A title\nhttps://x.example');
    expect(shareRequestOf(item({ photos: [a, b] }))).toEqual({ content: '', photo: a });
  });

  it('knows an empty share', () => {
    expect(isEmptySharedItem(item({}))).toBe(true);
    expect(isEmptySharedItem(item({ url: 'https://x.example' }))).toBe(false);
  });
});
