import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { buildSchema, GraphQLError, type ValidationRule } from '../lib/graphql.ts';
import { useValidationCache } from './use-validation-cache.ts';

const schema = buildSchema('type Query { hello: String }');

/** A rule that counts the documents it is run on. */
function countingRule(): { rule: ValidationRule; runs: () => number } {
  let runs = 0;
  const rule: ValidationRule = () => {
    runs++;
    return {};
  };
  return { rule, runs: () => runs };
}

const addRule = (rule: () => ValidationRule | undefined): Plugin => ({
  onValidate({ addValidationRule }) {
    const added = rule();
    if (added) addValidationRule(added);
  },
});

function server(plugins: Plugin[], cachedPlugins: Plugin[] = []) {
  const yoga = createYoga({
    schema,
    landingPage: false,
    parserAndValidationCache: { validationCache: false },
    plugins: [...plugins, useValidationCache(cachedPlugins)],
  });
  return async (query: string) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } };
  };
}

describe('useValidationCache', () => {
  it('validates a document once and answers its repeats from the first result', async () => {
    const counting = countingRule();
    const ask = server([addRule(() => counting.rule)]);
    for (let index = 0; index < 3; index++) await ask('{ hello }');
    expect(counting.runs()).toBe(1);
    await ask('{ __typename }');
    expect(counting.runs()).toBe(2);
  });

  it('keeps the errors of an invalid document for its repeats', async () => {
    const ask = server([]);
    const first = await ask('{ goodbye }');
    const second = await ask('{ goodbye }');
    expect(second).toEqual(first);
    expect(second.body.errors?.[0]?.message).toMatch(/goodbye/);
  });

  it('validates again when the rules are not the same as when the result was kept', async () => {
    const counting = countingRule();
    let withRule = false;
    const ask = server([addRule(() => (withRule ? counting.rule : undefined))]);
    await ask('{ hello }');
    withRule = true;
    await ask('{ hello }');
    await ask('{ hello }');
    expect(counting.runs()).toBe(1);
  });

  it('runs the validation plugins it is given only for a document it has not validated', async () => {
    const counting = countingRule();
    let hooks = 0;
    const ask = server(
      [],
      [
        addRule(() => {
          hooks++;
          return counting.rule;
        }),
      ],
    );
    for (let index = 0; index < 3; index++) await ask('{ hello }');
    expect({ hooks, runs: counting.runs() }).toEqual({ hooks: 1, runs: 1 });
    await ask('{ __typename }');
    expect({ hooks, runs: counting.runs() }).toEqual({ hooks: 2, runs: 2 });
  });

  it('keeps the errors as its plugins rewrote them, in the order given', async () => {
    const rewrite = (suffix: string): Plugin => ({
      onValidate:
        () =>
        ({ result, setResult }) =>
          setResult(result.map((error) => new GraphQLError(`${error.message}${suffix}`))),
    });
    const ask = server([], [rewrite(' (one)'), rewrite(' (two)')]);
    const first = await ask('{ goodbye }');
    const second = await ask('{ goodbye }');
    expect(first.body.errors?.[0]?.message).toMatch(/goodbye.* \(one\) \(two\)$/);
    expect(second).toEqual(first);
  });

  it('refuses a plugin with a hook other than onValidate, which it would drop', () => {
    expect(() => useValidationCache([{ onParse: () => undefined }])).toThrow(/only have onValidate/);
  });
});
