// Every font operation of the shop, free of any database or app (docs/fonts.md).

export type { FontAxis, FontFacts, FontInstance } from './analysis/analyse-font.ts';
export { analyseFont, NotAFontError, openFont } from './analysis/analyse-font.ts';
export type { EncodingDefinition } from './analysis/encodings.ts';
export { encodingDefinitions, encodingForScripts } from './analysis/encodings.ts';
export type { FamilyMetadata, FolderFont, FontFolder } from './analysis/read-font-folder.ts';
export {
  analyseFontFiles,
  FontFolderError,
  readFontFolder,
  reservedFontNameIn,
} from './analysis/read-font-folder.ts';
export { knownScripts, supportedScripts } from './analysis/supported-scripts.ts';
export { toUnicodeRanges } from './analysis/unicode-ranges.ts';
export { cutFontSubset } from './cuts/cut-font-subset.ts';
export { cutPreviewFont, PREVIEW_NOTICE } from './cuts/cut-preview-font.ts';
export type { StaticInstance } from './cuts/cut-static-instance.ts';
export { cutStaticInstance } from './cuts/cut-static-instance.ts';
export type { TrialCut } from './cuts/cut-trial-font.ts';
export { cutTrialFont } from './cuts/cut-trial-font.ts';
export type { Woff2SubsetOptions } from './cuts/cut-woff2-subset.ts';
export { cutWoff2Subset } from './cuts/cut-woff2-subset.ts';
export type { DocumentFontWeight } from './documents/document-font-files.ts';
export { readDocumentFontFile } from './documents/document-font-files.ts';
export type { DrawingFont } from './drawing/open-font-for-drawing.ts';
export { openFontForDrawing } from './drawing/open-font-for-drawing.ts';
export type { TextPath } from './drawing/text-to-svg-path.ts';
export { textToSvgPath } from './drawing/text-to-svg-path.ts';
export { compressWoff2, decompressWoff2 } from './engines/wawoff2-queue.ts';
export type { FontFormat } from './format/font-format.ts';
export { detectFontFormat, fontContentTypes } from './format/font-format.ts';
export type { GlyphEntry, GlyphFont } from './glyphs/glyph-font.ts';
export { openGlyphFont } from './glyphs/glyph-font.ts';
export type { GlyphView } from './glyphs/glyph-outline.ts';
export { glyphView } from './glyphs/glyph-outline.ts';
export type { RenameOptions } from './naming/rename-font.ts';
export { renameFont } from './naming/rename-font.ts';
export type { DesktopFont } from './woff2/woff2-to-desktop-font.ts';
export { woff2ToDesktopFont } from './woff2/woff2-to-desktop-font.ts';
