// The server-only surface of the stories feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { loadStory } from './load-stories.ts';
export { type SearchParams, StoryListingPage, storyListingMetadata } from './story-listing-page.tsx';
export { StoryPage, type StoryParams, storyMetadata } from './story-page.tsx';
export { StoryPreviewPage, type StoryPreviewParams, storyPreviewMetadata } from './story-preview-page.tsx';
