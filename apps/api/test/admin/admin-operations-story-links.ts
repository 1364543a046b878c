/** Walk documents of a story's look and links and of story series (admin-operations.ts spreads them in). */
export const STORY_LINKS_WALK_OPERATIONS: Record<
  string,
  { document: string; variables?: (t: { storyId: number }) => Record<string, unknown>; writes?: boolean }
> = {
  adminStorySeries: { document: 'query { adminStorySeries { id title url } }' },
  adminStoryFamilyChoices: { document: 'query { adminStoryFamilyChoices { id title published } }' },
  saveStoryPresentation: {
    document:
      'mutation ($id: ID!, $input: StoryPresentationInput!) { saveStoryPresentation(id: $id, input: $input) { id theme } }',
    variables: (t) => ({
      id: String(t.storyId),
      input: { theme: 'dark', backgroundColor: '#0b1f3a', featuredFamilyIds: [] },
    }),
    writes: true,
  },
  saveStorySeries: {
    document: 'mutation ($url: String!) { saveStorySeries(title: "Walked series", url: $url) { id } }',
    variables: () => ({ url: `walked-${Math.random().toString(36).slice(2, 10)}` }),
    writes: true,
  },
};
