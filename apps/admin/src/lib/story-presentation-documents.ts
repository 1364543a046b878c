/** The admin API operations of a story's look and links (docs/editorial-admin.md). */

const PRESENTATION_FIELDS = /* GraphQL */ `
  id
  language
  theme
  backgroundColor
  thumbnail { key width height alt }
  movieUrl
  movieDuration
  seriesId
  seriesPosition
  translationOfId
  featuredFamilyIds
`;

export const STORY_PRESENTATION = /* GraphQL */ `
  query StoryPresentation($id: ID!) {
    adminStory(id: $id) { ${PRESENTATION_FIELDS} }
    adminStorySeries { id title url }
    adminStories { id title language translationOfId }
    adminStoryFamilyChoices { id title url published }
  }
`;

export const SAVE_STORY_PRESENTATION = /* GraphQL */ `
  mutation SaveStoryPresentation($id: ID!, $input: StoryPresentationInput!) {
    saveStoryPresentation(id: $id, input: $input) { ${PRESENTATION_FIELDS} }
  }
`;

export const SAVE_STORY_SERIES = /* GraphQL */ `
  mutation SaveStorySeries($id: ID, $title: String!, $url: String!) {
    saveStorySeries(id: $id, title: $title, url: $url) { id title url }
  }
`;
