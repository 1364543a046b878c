import { defaultFieldResolver, type GraphQLSchema } from '../lib/graphql.ts';
import { requireStaff } from '../services/staff/require-staff.ts';
import type { AdminContext } from './admin-context.ts';
import { ADMIN_FIELD_RULES } from './field-rules.ts';

/**
 * Puts the rule of ADMIN_FIELD_RULES in front of every root field's resolver, so no field runs for a
 * role that may not use it (the use-cases check again). A root field without a rule is a build error.
 */
export function guardAdminSchema(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const rule = ADMIN_FIELD_RULES[field.name];
      if (!rule) throw new Error(`The admin field ${field.name} has no rule in field-rules.ts.`);
      if (rule === 'public') continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: AdminContext, info) => {
        requireStaff(context.staff, rule);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
