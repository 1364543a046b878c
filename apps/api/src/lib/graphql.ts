// graphql 16 ships both `index.mjs` and a CommonJS `index.js`. Node (and so Pothos and Yoga) loads
// the CommonJS build, while Vite/Vitest would give our own source the `.mjs` one: two copies whose
// classes fail each other's instanceof checks ("Cannot use GraphQLObjectType from another module").
// Importing the CommonJS entry by path keeps one copy everywhere; import GraphQL from here.
export * from 'graphql/index.js';
