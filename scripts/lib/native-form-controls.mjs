// The web app's features and routes build their controls from the ui layer (docs/design-system.md):
// a native <input>, <select> or <textarea> there bypasses its labels, errors and focus ring.

/** Where the rule looks: the web app's features and routes, their components (not their tests). */
export const NATIVE_CONTROL_SCOPE = /^apps\/web\/src\/(features|app)\/.*(?<!\.test)\.tsx$/;

/**
 * Files allowed a native control, each with the reason. A hidden input (`type="hidden"`) is always
 * allowed: it carries a value, it is not a control anyone sees.
 */
export const NATIVE_CONTROL_ALLOWED = new Map([
  // The specimen: the text box is set in the family itself and grows with its text; it is the
  // sample, not a form field (with its style select, size and axis sliders, still to move to ui).
  ['apps/web/src/features/type-tester/type-tester.tsx', 'the specimen text box set in the family'],
  ['apps/web/src/features/type-tester/tester-axes.tsx', 'not yet on the ui layer: axis sliders'],
  ['apps/web/src/features/type-tester/share-tester-button.tsx', 'not yet on the ui layer: read-only link'],
  // /fonts/testing: the sample text set in the chosen families, and a hand-written combobox that
  // still waits for React Aria's ComboBox.
  ['apps/web/src/features/testing/type-testing.tsx', 'the sample text set in the families'],
  ['apps/web/src/features/testing/family-picker.tsx', 'not yet on the ui layer: combobox'],
]);

const CONTROL = /<(input|select|textarea)\b[^>]*/g;

/**
 * The native form controls of one file as `path:line <tag>`, unless the file is allowed them or the
 * control is a hidden input.
 */
export function nativeFormControls(path, text, allowed = NATIVE_CONTROL_ALLOWED) {
  if (!NATIVE_CONTROL_SCOPE.test(path) || allowed.has(path)) return [];
  const found = [];
  for (const match of text.matchAll(CONTROL)) {
    if (match[1] === 'input' && /\btype=["']hidden["']/.test(match[0])) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push(`${path}:${line} <${match[1]}>`);
  }
  return found;
}
