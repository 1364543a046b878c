import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';
import { VariableFontFields } from './variable-font-fields.ts';

/** An encoding a family is drawn in, as the encoding switcher names and links it. Unmasked. */
const EncodingFields = graphql(`
  fragment EncodingFields on Encoding @_unmask {
    id
    url
    title
    direction
  }
`);

/**
 * One family by its URL slug, with everything the family page shows; with an encoding id, the family
 * as drawn in that encoding (its titles, styles and direction).
 */
export const ReadFamilyQuery = graphql(
  `
  query ReadFamily($url: String!, $encodingID: ID) {
    readFamilies(url: $url, encodingID: $encodingID, pageSize: 1) {
      nodes {
        ...FamilyFaces
        summary
        titleInEncoding
        credits
        xHeight
        openTypeFeatures
        openTypeFeatureSamples {
          tag
          title
          sample
        }
        hasWeightCalculator
        supportedScripts
        supportedLanguages {
          code
          name
        }
        preRelease
        plannedReleaseDate
        specimenPDFLink
        trialFamilyProductID
        encoding {
          ...EncodingFields
        }
        familyEncodings {
          encoding {
            ...EncodingFields
          }
          titleInEncoding
        }
        variableFonts {
          ...VariableFontFields
        }
      }
    }
  }
`,
  [FamilyFacesFragment, EncodingFields, VariableFontFields],
);
