import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, UNKNOWN_ERROR_KEY } from './catalogue.ts';
import { ERROR_MESSAGES_EN } from './error-messages.en.ts';
import { messageKeyForCode } from './message-key-for-code.ts';

// The codes as listed in section 8 of both spec documents, typed out independently of the catalogue.
const SPEC_CODES = [
  1, 2, 3, 4, 5, 100, 101, 102, 103, 105, 106, 107, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210,
  211, 212, 213, 214, 215, 216, 217, 218, 223, 300, 301, 302, 303, 304, 305, 306, 401, 403, 404, 450, 451,
  480,
];

describe('ERROR_CATALOGUE', () => {
  it('holds every code of docs/errors.md once', () => {
    const codes = ERROR_CATALOGUE.map((entry) => entry.code);
    expect([...codes].sort((a, b) => a - b)).toEqual(SPEC_CODES);
  });

  it('maps every code to its own key under common:errors.', () => {
    for (const entry of ERROR_CATALOGUE) {
      expect(messageKeyForCode(entry.code)).toBe(`common:errors.${entry.key}`);
      expect(messageKeyForCode(entry.code)).not.toBe('common:errors.unknown');
    }
  });

  it('gives no two codes the same key', () => {
    const keys = ERROR_CATALOGUE.map((entry) => entry.key);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
    expect(keys).not.toContain(UNKNOWN_ERROR_KEY);
  });

  it('uses stable snake_case keys and states a meaning for each code', () => {
    for (const entry of ERROR_CATALOGUE) {
      expect(entry.key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(entry.meaning.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('ERROR_MESSAGES_EN', () => {
  it('has an English sentence for every key, the fallback included, and nothing else', () => {
    const expectedKeys = [...ERROR_CATALOGUE.map((entry) => entry.key), UNKNOWN_ERROR_KEY].sort();
    expect(Object.keys(ERROR_MESSAGES_EN).sort()).toEqual(expectedKeys);
    for (const message of Object.values(ERROR_MESSAGES_EN)) {
      expect(message).toMatch(/^[A-Z].*[.!?]$/);
    }
  });

  it('gives each key its own sentence', () => {
    const messages = Object.values(ERROR_MESSAGES_EN);
    expect(new Set(messages).size).toBe(messages.length);
  });
});
