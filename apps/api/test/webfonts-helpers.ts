import { families, styles, variableFonts } from '@foundry/db';
import { and, asc, eq } from '@foundry/db/orm';
import { expect } from 'vitest';
import { sender } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

export const PROJECT_FIELDS = `id title type status licenseKey updated paymentUrl budget { amount currency }
  domains billingEmails { email status } editingEmails { email status } generating generation cssUrl downloadUrl
  lastMonthStats { month pageViews } canDelete
  fonts { id title familyTitle cssFamilyName cssDefinition fontWeight fontStyle fontDisplay otfFeatures characterSets customChars
    ... on WebfontsProjectStaticFont { styleID } ... on WebfontsProjectVariableFont { variableFontID axes { tag min max } } }`;

export interface ProjectView {
  id: string;
  title: string;
  type: string;
  status: string;
  licenseKey: string;
  updated: string;
  budget: { amount: number; currency: string } | null;
  domains: string[];
  billingEmails: { email: string; status: string }[];
  generating: boolean;
  generation: string;
  cssUrl: string | null;
  downloadUrl: string | null;
  lastMonthStats: { month: string; pageViews: number } | null;
  canDelete: boolean;
  fonts: {
    id: string;
    title: string;
    familyTitle: string;
    cssFamilyName: string;
    cssDefinition: string;
    fontWeight: string;
    fontStyle: string;
    fontDisplay: string;
    otfFeatures: string[];
    characterSets: string[];
    customChars: string;
    styleID?: string;
    variableFontID?: string;
    axes?: { tag: string }[];
  }[];
}

export const CREATE = `mutation ($title: String!, $type: WebfontsProjectType!, $budget: Int, $domains: [String!],
  $billingEmails: [String!], $editingEmails: [String!], $fonts: [WebfontsProjectFontInput!]!) {
  createWebfontsProject(title: $title, type: $type, budget: $budget, domains: $domains,
    billingEmails: $billingEmails, editingEmails: $editingEmails, fonts: $fonts) { ${PROJECT_FIELDS} } }`;

/** A static style of a family (its first, a regular upright where there is one) and a variable font. */
export async function catalogueFonts(app: TestApp, familyUrl = 'vollkorn') {
  const db = app.database.db;
  const [family] = await db.select().from(families).where(eq(families.url, familyUrl));
  if (!family) throw new Error(`no family ${familyUrl}`);
  const [style] = await db
    .select()
    .from(styles)
    .where(and(eq(styles.familyId, family.id), eq(styles.italic, false)))
    .orderBy(asc(styles.sort), asc(styles.id))
    .limit(1);
  const [inter] = await db.select().from(families).where(eq(families.url, 'inter'));
  const [variable] = await db
    .select()
    .from(variableFonts)
    .where(eq(variableFonts.familyId, inter?.id ?? 0))
    .orderBy(asc(variableFonts.id))
    .limit(1);
  if (!style || !variable) throw new Error('no style or variable font');
  return { family, style, variable };
}

/** Cutting a variable font takes seconds, many on a loaded machine: tests that wait for one allow this long. */
export const GENERATION_TIMEOUT_MS = 180_000;

/** Re-reads the project until its files are made (as the page polls), and returns it. */
export async function waitForGeneration(
  app: TestApp,
  cookie: string,
  id: string,
  ms = 60_000,
): Promise<ProjectView> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await sender(app)<{ readWebfontsProjects: { nodes: ProjectView[] } }>(
      `query ($id: ID) { readWebfontsProjects(id: $id, pageSize: 1) { nodes { ${PROJECT_FIELDS} } } }`,
      { id },
      cookie,
    );
    const project = response.body.data?.readWebfontsProjects.nodes[0];
    expect(project, JSON.stringify(response.body)).toBeDefined();
    if (project && !project.generating) return project;
    if (Date.now() > deadline) throw new Error(`project ${id} still generating`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
