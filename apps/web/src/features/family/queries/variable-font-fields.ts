import { graphql } from '../../../lib/graphql/graphql.ts';

/**
 * A variable font as the family page and the customiser draw it: its file and subsets, its axes
 * and its named instances. Unmasked, so the fields read as if written in each query.
 */
export const VariableFontFields = graphql(`
  fragment VariableFontFields on VariableFont @_unmask {
    id
    title
    italic
    fontURL
    subsets {
      url
      unicodeRanges
    }
    axes {
      tag
      label
      min
      max
      default
      steps
    }
    instances {
      id
      name
      coordinates {
        tag
        value
      }
    }
  }
`);
