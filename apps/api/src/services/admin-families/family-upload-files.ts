import { InputError } from '@foundry/errors';
import { detectFontFormat } from '@foundry/fonts';
import { FAMILY_UPLOAD_LIMITS, megabytes } from './family-upload-limits.ts';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** A licence text is recognised by its name, as in a family's folder (LICENSE.txt, OFL.txt). */
const LICENCE_NAME = /^(licen[cs]e|ofl)[^/]*\.(txt|md)$|^(licen[cs]e|ofl)$/i;

/**
 * Sorts an upload into font files (OTF, TTF, WOFF, WOFF2, told by their first bytes, never by their
 * names) and at most one licence text; anything else, or a file over the limits, is refused with
 * one sentence under the files field.
 */
export function sortUploadedFiles(files: readonly UploadedFile[]): {
  fonts: UploadedFile[];
  licenceText: string | null;
} {
  const refuse = (message: string): never => {
    throw new InputError({ files: message });
  };
  if (files.length === 0) refuse('Choose the font files of the family.');
  if (files.length > FAMILY_UPLOAD_LIMITS.maxFiles) {
    refuse(`Send at most ${FAMILY_UPLOAD_LIMITS.maxFiles} files at once.`);
  }
  const total = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total > FAMILY_UPLOAD_LIMITS.maxTotalBytes) {
    refuse(`The files come to more than ${megabytes(FAMILY_UPLOAD_LIMITS.maxTotalBytes)} together.`);
  }
  const fonts: UploadedFile[] = [];
  let licenceText: string | null = null;
  for (const file of files) {
    if (file.bytes.byteLength > FAMILY_UPLOAD_LIMITS.maxFileBytes) {
      refuse(`${file.name} is larger than ${megabytes(FAMILY_UPLOAD_LIMITS.maxFileBytes)}.`);
    }
    if (detectFontFormat(file.bytes)) {
      fonts.push(file);
    } else if (LICENCE_NAME.test(file.name) && licenceText === null) {
      licenceText = licenceTextOf(file) ?? refuse(`${file.name} is not a plain-text licence.`);
    } else {
      refuse(`${file.name} is not an OTF, TTF, WOFF or WOFF2 font (or a licence text).`);
    }
  }
  if (fonts.length === 0) refuse('The upload holds no font file.');
  return { fonts, licenceText };
}

/** UTF-8 text without control bytes, within the licence size; null otherwise. */
function licenceTextOf(file: UploadedFile): string | null {
  if (file.bytes.byteLength > FAMILY_UPLOAD_LIMITS.maxLicenceBytes) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
    return hasControlCharacters(text) ? null : text;
  } catch {
    return null;
  }
}

/** Bytes below a space other than tab, line feed, form feed and carriage return: not a text file. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) return true;
  }
  return false;
}
