// The public surface of the help feature: what routes and other features import from it.

export { HelpArticleView } from './help-article-view.tsx';
export { HelpSearch, type HelpSection } from './help-search.tsx';
export { InlineMarkdown, plainText } from './markdown.tsx';
