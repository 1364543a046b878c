import { graphql } from '../../../lib/graphql/graphql.ts';

/** The help tree, or the part a search finds (sections with their matching articles). */
export const ReadHelpItemsQuery = graphql(`
  query ReadHelpItems($search: String) {
    readHelpItems(search: $search) {
      id
      url
      title
      body
      children { id url title body }
    }
  }
`);

/** One article (or section) with its section and its siblings for the "more in" list. */
export const ReadHelpItemQuery = graphql(`
  query ReadHelpItem($url: String!) {
    readHelpItems(url: $url) {
      id
      url
      title
      body
      children { id url title }
      parent { id url title children { id url title } }
    }
  }
`);
