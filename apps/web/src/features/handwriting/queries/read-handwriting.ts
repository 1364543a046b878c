import { graphql } from '../../../lib/graphql/graphql.ts';

/** A page of the handwriting archive with its filters (50 a page). */
export const ReadHandwritingQuery = graphql(`
  query ReadHandwriting(
    $gender: String
    $location: String
    $motherTongue: String
    $age: Int
    $profession: String
    $handedness: String
    $page: Int
  ) {
    readHandwritingFilters { genders locations motherTongues ages professions handednesses }
    readHandwritingSubmissions(
      gender: $gender
      location: $location
      motherTongue: $motherTongue
      age: $age
      profession: $profession
      handedness: $handedness
      page: $page
    ) {
      nodes {
        id
        gender
        location
        motherTongue
        age
        multiLingual
        profession
        handedness
        thumbnails { url width height alt }
        images { url }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`);
