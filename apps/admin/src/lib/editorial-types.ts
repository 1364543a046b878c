// The editorial shapes of the admin API (apps/api/src/admin/schema/editorial-*.ts).

import type { EditorialBlockKind } from '@foundry/domain/editorial/editorial-blocks';

export type BlockKind = EditorialBlockKind;

/** One block as the editor holds it: every field of every kind, the kind's own ones used. */
export interface EditorBlock {
  /** Only for React's keys: blocks move, so their index is no key. */
  uid: string;
  kind: BlockKind;
  text: string;
  level: number;
  caption: string;
  attribution: string;
  ordered: boolean;
  /** List items, one per line. */
  items: string;
  imageKey: string;
  imageWidth: string;
  imageHeight: string;
  alt: string;
  name: string;
  role: string;
  about: string;
  /** The other kinds' fields, as JSON text (docs/page-blocks.md). */
  fields: string;
}

export interface StoredBlock {
  kind: string;
  text: string | null;
  level: number | null;
  caption: string | null;
  attribution: string | null;
  ordered: boolean | null;
  items: string[] | null;
  image: { key: string; width: number; height: number; alt: string } | null;
  name: string | null;
  role: string | null;
  about: string | null;
  fields: string | null;
}

export interface AdminStory {
  id: string;
  type: string;
  researchCategory: string | null;
  title: string;
  url: string;
  date: string;
  description: string | null;
  language: string;
  status: string;
  wordsCount: number;
  authorIds: string[];
  blocks: StoredBlock[];
}

export interface AdminAuthor {
  id: string;
  url: string;
  title: string;
  about: string | null;
  website: string | null;
}

export interface AdminStaticPage {
  id: string;
  url: string;
  kind: string;
  title: string;
  description: string | null;
  status: string;
  updatedAt: string;
  blocks: StoredBlock[];
}
