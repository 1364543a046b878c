// The public surface of the glyphs feature: what routes and other features import from it.

export { codePointLabel } from './code-point-label.ts';
export { GlyphOutline } from './glyph-outline.tsx';
export { GlyphsSection } from './glyphs-section.tsx';
