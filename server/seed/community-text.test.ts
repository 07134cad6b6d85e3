import { describe, expect, it } from 'vitest';
import { BIOS, COMMENTS, DEMO_PEOPLE, GAME_THEMES, MESSAGES, POST_OPENINGS } from './community-text';
import { postText } from './plan-posts';
import { seededRandom } from './seeded-random';

/**
 * What a newcomer reads first is the demo community (decision 0053: 'Nervous the whole time,
 * still This morning I…'). Every text the seed writes is made of whole sentences.
 */
/** The words that keep their capital inside a sentence. */
const NAMES = new Set(['I', "I'm", 'English', 'Portuguese', 'Friday']);

function sentenceProblems(text: string): string[] {
  const problems: string[] = [];
  if (!/^[A-Z0-9]/.test(text)) problems.push('does not start with a capital');
  if (!/[.!?)]$/.test(text)) problems.push('does not end a sentence');
  // A new sentence starts with a capital; inside one (after a comma or colon too) only 'I' and names do.
  const words = text.split(' ');
  words.forEach((word, i) => {
    const starts = i === 0 || /[.!?]$/.test(words[i - 1]!);
    if (starts && !/^[A-Z0-9(]/.test(word)) problems.push(`lower case after a full stop: '${word}'`);
    if (!starts && /^[A-Z]/.test(word) && !NAMES.has(word.replace(/[^\w']/g, ''))) problems.push(`capital inside a sentence: '${word}'`);
  });
  if (/[.,!?:;]\s*[.,!?:;]/.test(text.replace(/\?!|!\?/g, ''))) problems.push('doubled punctuation');
  if (/\s[.,!?:;]/.test(text)) problems.push('space before punctuation');
  if (/\s{2,}/.test(text) || text !== text.trim()) problems.push('stray spaces');
  return problems;
}

describe('the demo community writes whole sentences', () => {
  it('catches the broken sentences it is for', () => {
    expect(sentenceProblems('Nervous the whole time, still This morning I swam.')).toEqual(["capital inside a sentence: 'This'"]);
    expect(sentenceProblems('Did it. today I ran.')).toEqual(["lower case after a full stop: 'today'"]);
    expect(sentenceProblems('Did it!. Ran')).toEqual(expect.arrayContaining(['doubled punctuation', 'does not end a sentence']));
  });

  it('in every post of 25,000 made from fixed seeds', () => {
    const seen = new Set<string>();
    const broken = new Map<string, string[]>();
    for (let seed = 1; seed <= 5_000; seed++) {
      const rng = seededRandom(seed);
      for (let i = 0; i < 5; i++) {
        const text = postText(rng);
        seen.add(text);
        const problems = sentenceProblems(text);
        if (problems.length > 0) broken.set(text, problems);
      }
    }
    expect([...broken].slice(0, 5)).toEqual([]);
    // Not vacuous: every opening was combined, many ways.
    for (const opening of POST_OPENINGS) expect([...seen].some((text) => text.startsWith(`${opening} `)), opening).toBe(true);
    expect(seen.size).toBeGreaterThan(5_000);
  });

  it('in comments, messages, bios and game descriptions', () => {
    const texts = [...COMMENTS, ...MESSAGES, ...BIOS.filter(Boolean), ...DEMO_PEOPLE.map((p) => p.bio), ...GAME_THEMES.map((g) => g.description)];
    expect(texts.map((text) => ({ text, problems: sentenceProblems(text) })).filter(({ problems }) => problems.length > 0)).toEqual([]);
  });
});
