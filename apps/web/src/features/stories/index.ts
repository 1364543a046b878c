// The public surface of the stories feature: what routes and other features import from it.

export { ReadFeedStoriesQuery } from './queries/read-feed-stories.ts';
export { ListedStoryFields } from './queries/read-stories.ts';
export { FEED_SIZE, renderRssFeed } from './rss-feed.ts';
export { type ListedStory, StoryCard } from './story-card.tsx';
