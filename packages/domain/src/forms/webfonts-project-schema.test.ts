import { describe, expect, it } from 'vitest';
import { messageWithValues, readFormMessage } from './form-message-keys.ts';
import { webfontsFontSettingsSchema, webfontsProjectSchema } from './webfonts-project-schema.ts';

const inter = {
  key: 'style:11',
  styleID: '11',
  variableFontID: null,
  title: 'Inter Regular',
  fontDisplay: 'swap',
  otfFeatures: [],
  characterSets: ['latin'],
  customChars: '',
};
const empty = { title: '', domains: [''], budget: '', billingEmails: [''], editingEmails: [''], fonts: [] };
const base = { ...empty, title: 'Shop', domains: ['example.com'], fonts: [inter] };

/** The message of each field the schema refuses. */
function problemsOf(type: 'regular' | 'self_hosting', value: unknown) {
  const found: Record<string, string> = {};
  for (const issue of webfontsProjectSchema(type).safeParse(value).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('webfontsProjectSchema', () => {
  it('wants a name, domains and fonts for a hosted project; a self-hosting kit needs no domain', () => {
    expect(problemsOf('regular', empty)).toEqual({
      title: 'webfonts.form.problems.titleRequired',
      domains: 'webfonts.form.problems.domainsRequired',
      fonts: 'webfonts.form.problems.fontsRequired',
    });
    expect(problemsOf('self_hosting', { ...base, domains: [] })).toEqual({});
    expect(problemsOf('regular', { ...base, title: 'x'.repeat(101) })).toEqual({
      title: messageWithValues('webfonts.form.problems.titleTooLong', { max: 100 }),
    });
  });

  it('refuses paths, ports, other schemes, bare wildcards and a domain listed twice', () => {
    for (const domain of ['ftp://example.com', 'example.com/shop', 'example.com:8080', 'example', '*.com']) {
      expect(problemsOf('regular', { ...base, domains: [domain] })).toEqual({
        domains: messageWithValues('webfonts.form.problems.domainInvalid', { value: domain }),
      });
    }
    // An http(s) scheme and a leading wildcard are allowed (docs/webfonts.md).
    for (const domain of ['https://example.com', 'http://example.com/', '*.example.com']) {
      expect(problemsOf('regular', { ...base, domains: [domain, ''] })).toEqual({});
    }
    expect(problemsOf('regular', { ...base, domains: ['example.com', 'https://EXAMPLE.com'] }).domains).toBe(
      messageWithValues('webfonts.form.problems.domainDuplicate', { value: 'example.com' }),
    );
  });

  it('takes a whole budget up to 100,000 on a hosted project and e-mail rows that are addresses', () => {
    expect(problemsOf('regular', { ...base, budget: '100000' })).toEqual({});
    for (const budget of ['12.5', '100001', '-3'])
      expect(problemsOf('regular', { ...base, budget }).budget).toBe(
        messageWithValues('webfonts.form.problems.budgetInvalid', { max: 100000 }),
      );
    expect(problemsOf('regular', { ...base, billingEmails: ['not-an-address'] })).toEqual({
      billingEmails: messageWithValues('webfonts.form.problems.emailInvalid', { value: 'not-an-address' }),
    });
    expect(problemsOf('regular', { ...base, editingEmails: ['a@example.com', 'A@example.com'] })).toEqual({
      editingEmails: messageWithValues('webfonts.form.problems.emailDuplicate', { value: 'A@example.com' }),
    });
  });

  it('wants every font to keep some characters, on the project form and on the settings alone', () => {
    const bare = { ...inter, characterSets: [], customChars: ' ' };
    const message = messageWithValues('webfonts.form.problems.fontNeedsCharacters', {
      title: 'Inter Regular',
    });
    expect(problemsOf('regular', { ...base, fonts: [bare] })).toEqual({ fonts: message });
    expect(webfontsFontSettingsSchema.safeParse({ fonts: [bare] }).error?.issues[0]?.message).toBe(message);
    expect(webfontsFontSettingsSchema.safeParse({ fonts: [{ ...bare, customChars: 'ß' }] }).success).toBe(
      true,
    );
  });
});

describe('form messages with values', () => {
  it('read back as the key and its values; plain keys and words stay as they are', () => {
    expect(readFormMessage(messageWithValues('a.b', { value: '“x” {y}' }))).toEqual({
      key: 'a.b',
      values: { value: '“x” {y}' },
    });
    expect(readFormMessage('field_required')).toEqual({ key: 'field_required' });
    expect(readFormMessage('Use the form {not json}')).toEqual({ key: 'Use the form {not json}' });
  });
});
