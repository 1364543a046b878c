import { graphql } from '../graphql.ts';

/** A picture as every page shows it: its address, size and alternative text. Unmasked. */
export const ImageFields = graphql(`
  fragment ImageFields on Image @_unmask {
    url
    width
    height
    alt
  }
`);
