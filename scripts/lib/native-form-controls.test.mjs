import { describe, expect, it } from 'vitest';
import { nativeFormControls } from './native-form-controls.mjs';

const FEATURE = 'apps/web/src/features/shop/shop-sort-select.tsx';

describe('native form controls in features and routes', () => {
  it('names each native input, select and textarea with its line', () => {
    const text =
      '<div>\n  <select id=\'sort\'>\n  <input\n    type="number" />\n  <textarea rows={3} />\n</div>';
    expect(nativeFormControls(FEATURE, text)).toEqual([
      `${FEATURE}:2 <select>`,
      `${FEATURE}:3 <input>`,
      `${FEATURE}:5 <textarea>`,
    ]);
  });

  it('lets a hidden input, the ui layer, tests and allowed files through', () => {
    expect(nativeFormControls(FEATURE, '<input\n  type="hidden" name="token" value={token} />')).toEqual([]);
    expect(nativeFormControls(FEATURE, '<Select label="Sort" /><TextField label="Name" />')).toEqual([]);
    expect(nativeFormControls('apps/web/src/ui/text-field.tsx', '<input />')).toEqual([]);
    expect(nativeFormControls('apps/web/src/features/shop/shop.test.tsx', '<input />')).toEqual([]);
    const allowed = new Map([[FEATURE, { tag: 'input', reason: 'a payment provider’s own card fields' }]]);
    expect(nativeFormControls(FEATURE, '<input />', allowed)).toEqual([]);
    expect(nativeFormControls('apps/web/src/app/search/page.tsx', '<input name="q" />')).toEqual([
      'apps/web/src/app/search/page.tsx:1 <input>',
    ]);
  });

  it('allows a file only its one tag', () => {
    const allowed = new Map([[FEATURE, { tag: 'textarea', reason: 'the specimen' }]]);
    expect(nativeFormControls(FEATURE, '<textarea />\n<select />\n<input />', allowed)).toEqual([
      `${FEATURE}:2 <select>`,
      `${FEATURE}:3 <input>`,
    ]);
  });
});
