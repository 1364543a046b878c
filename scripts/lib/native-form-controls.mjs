// The web app's features and routes build their controls from the ui layer (docs/design-system.md):
// a native <input>, <select> or <textarea> there bypasses its labels, errors and focus ring.

/** Where the rule looks: the web app's features and routes, their components (not their tests). */
export const NATIVE_CONTROL_SCOPE = /^apps\/web\/src\/(features|app)\/.*(?<!\.test)\.tsx$/;

/**
 * The native controls a file may keep: its path, the one tag allowed there and the reason. A hidden
 * input (`type="hidden"`) is always allowed: it carries a value, it is not a control anyone sees.
 */
export const NATIVE_CONTROL_ALLOWED = new Map([
  // The specimen: the text box is set in the chosen face (inline font, axes and features), grows
  // with its text and has no field chrome; it is the sample itself, not a form field.
  [
    'apps/web/src/features/type-tester/type-tester.tsx',
    { tag: 'textarea', reason: 'the specimen text box set in the family' },
  ],
]);

const CONTROL = /<(input|select|textarea)\b[^>]*/g;

/**
 * The native form controls of one file as `path:line <tag>`, but for the tag the file is allowed
 * and hidden inputs.
 */
export function nativeFormControls(path, text, allowed = NATIVE_CONTROL_ALLOWED) {
  if (!NATIVE_CONTROL_SCOPE.test(path)) return [];
  const found = [];
  for (const match of text.matchAll(CONTROL)) {
    if (match[1] === allowed.get(path)?.tag) continue;
    if (match[1] === 'input' && /\btype=["']hidden["']/.test(match[0])) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push(`${path}:${line} <${match[1]}>`);
  }
  return found;
}
