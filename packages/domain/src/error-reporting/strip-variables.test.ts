import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_STRIPPED_VARIABLES } from '../constants/error-reporting.ts';
import { stripVariables } from './strip-variables.ts';

describe('stripVariables', () => {
  it('removes every stripped name at the top level and keeps the rest', () => {
    const input: Record<string, unknown> = { slug: 'serif', page: 2 };
    for (const name of ERROR_REPORT_STRIPPED_VARIABLES) input[name] = `secret-${name}`;
    expect(stripVariables(input)).toEqual({ slug: 'serif', page: 2 });
  });

  it('strips deeply, inside arrays too', () => {
    const input = {
      extra: { variables: { input: { email: 'a@b.c', name: 'Ann' } } },
      breadcrumbs: [{ data: { password: 'pw', url: '/x' } }, [{ userInput: 'typed' }]],
    };
    expect(stripVariables(input)).toEqual({
      extra: { variables: { input: { name: 'Ann' } } },
      breadcrumbs: [{ data: { url: '/x' } }, [{}]],
    });
  });

  it('matches names case-sensitively', () => {
    expect(stripVariables({ Password: 'kept', EMAIL: 'kept', password: 'gone' })).toEqual({
      Password: 'kept',
      EMAIL: 'kept',
    });
  });

  it('never changes its input', () => {
    const input = { a: { password: 'pw' }, list: [{ email: 'x' }] };
    stripVariables(input);
    expect(input).toEqual({ a: { password: 'pw' }, list: [{ email: 'x' }] });
  });

  it('copes with cycles and leaves primitives alone', () => {
    const input: Record<string, unknown> = { password: 'pw', name: 'n' };
    input.self = input;
    const out = stripVariables(input) as Record<string, unknown>;
    expect(out.password).toBeUndefined();
    expect(out.self).toBe(out);
    expect(stripVariables('password')).toBe('password');
    expect(stripVariables(null)).toBeNull();
  });
});
