import { describe, expect, it } from 'vitest';
import { generateId } from './generate-id.ts';

describe('generateId', () => {
  it('gives 10 URL-safe characters', () => {
    for (let i = 0; i < 200; i += 1) expect(generateId()).toMatch(/^[A-Za-z0-9_-]{10}$/);
  });

  it('honours a requested length', () => {
    expect(generateId(21)).toHaveLength(21);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateId()));
    expect(ids.size).toBe(1000);
  });
});
