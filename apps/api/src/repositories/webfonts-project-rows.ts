import type { orders, webfontsProjectEmails, webfontsProjects } from '@foundry/db';

export type WebfontsProjectRow = typeof webfontsProjects.$inferSelect;
export type WebfontsProjectEmailRow = typeof webfontsProjectEmails.$inferSelect;

/** A project font with what its CSS and files are made from. */
export interface WebfontsProjectFontRow {
  id: number;
  projectId: number;
  styleId: number | null;
  variableFontId: number | null;
  cssFamilyName: string;
  fontWeight: string;
  fontStyle: string;
  fontDisplay: string;
  otfFeatures: string[];
  characterSets: string[];
  customChars: string;
  /** The style's or variable font's title. */
  title: string;
  familyId: number;
  familyTitle: string;
  reservedFontName: string | null;
  storageKey: string;
  /** A style's characters in CSS unicode-range form; '' for a variable font (its file tells). */
  unicodeRanges: string;
}

/** The fields of a project font as saved (the display fields are derived by the service). */
export type WebfontsProjectFontFields = Pick<
  WebfontsProjectFontRow,
  | 'styleId'
  | 'variableFontId'
  | 'cssFamilyName'
  | 'fontWeight'
  | 'fontStyle'
  | 'fontDisplay'
  | 'otfFeatures'
  | 'characterSets'
  | 'customChars'
>;

export interface WebfontsProjectChanges {
  title?: string;
  /** Null: no cap. */
  budget?: number | null;
  domains?: string[];
  billingEmails?: string[];
  editingEmails?: string[];
  fonts?: WebfontsProjectFontFields[];
}

/** A style or variable font a project may use, with what its CSS and availability need. */
export interface WebfontsFontSource {
  kind: 'style' | 'variableFont';
  id: number;
  title: string;
  familyId: number;
  familyTitle: string;
  familyUrl: string;
  preRelease: boolean;
  /** CSS weight of a style (400 for a variable font: its axis decides). */
  weight: number;
  italic: boolean;
  storageKey: string;
  /** The font's characters in CSS unicode-range form ('' when not known). */
  unicodeRanges: string;
  /** The family's OpenType features (the catalogue's list). */
  openTypeFeatures: string[];
}

export type UnpaidOrderRow = Pick<typeof orders.$inferSelect, 'id' | 'hash' | 'status'>;
