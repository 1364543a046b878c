// The editorial operations of the admin app (stories, authors, static pages).

const BLOCK_FIELDS =
  'kind text level caption attribution ordered items image { key width height alt } name role about fields';
const STORY_FIELDS = `id type researchCategory title url date description language status wordsCount authorIds blocks { ${BLOCK_FIELDS} }`;
const PAGE_FIELDS = `id url kind title description status updatedAt blocks { ${BLOCK_FIELDS} }`;

export const STORIES = 'query AdminStories { adminStories { id title type status date url } }';
export const STORY = `query AdminStory($id: ID!) { adminStory(id: $id) { ${STORY_FIELDS} } adminAuthors { id title } }`;
export const AUTHORS_FOR_STORY = 'query AdminAuthorsForStory { adminAuthors { id title } }';
export const SAVE_STORY = `mutation SaveStory($id: ID, $input: StoryInput!) { saveStory(id: $id, input: $input) { ${STORY_FIELDS} } }`;
export const PUBLISH_STORY = 'mutation PublishStory($id: ID!) { publishStory(id: $id) { id status } }';
export const UNPUBLISH_STORY = 'mutation UnpublishStory($id: ID!) { unpublishStory(id: $id) { id status } }';
export const STORY_PREVIEW_LINK =
  'query StoryPreviewLink($id: ID!) { storyPreviewLink(id: $id) { url expiresAt } }';

export const AUTHORS = 'query AdminAuthors { adminAuthors { id url title about website } }';
export const SAVE_AUTHOR = /* GraphQL */ `
  mutation SaveAuthor($id: ID, $url: String!, $title: String!, $about: String, $website: String) {
    saveAuthor(id: $id, url: $url, title: $title, about: $about, website: $website) { id }
  }
`;

export const STATIC_PAGES =
  'query AdminStaticPages { adminStaticPages { id url kind title status updatedAt } }';
export const STATIC_PAGE = `query AdminStaticPageList { adminStaticPages { ${PAGE_FIELDS} } }`;
export const SAVE_STATIC_PAGE = `mutation SaveStaticPage($id: ID, $input: StaticPageInput!) { saveStaticPage(id: $id, input: $input) { ${PAGE_FIELDS} } }`;
export const PUBLISH_STATIC_PAGE =
  'mutation PublishStaticPage($id: ID!) { publishStaticPage(id: $id) { id status } }';
export const UNPUBLISH_STATIC_PAGE =
  'mutation UnpublishStaticPage($id: ID!) { unpublishStaticPage(id: $id) { id status } }';
