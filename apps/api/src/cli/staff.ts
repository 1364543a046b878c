// Staff accounts of the back office: `npm run staff -- add EMAIL --role owner [--name "Ada"]`.
// Rows go to DATABASE_URL or the PGlite in `${DATA_DIR}/db`, as the API's. The generated password and
// the TOTP secret are printed once: only the password's hash is kept.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@foundry/db';
import { isInputError } from '@foundry/errors';
import { createStaffRepository } from '../repositories/admin/staff-repository.ts';
import { addStaffMember } from '../services/staff/add-staff-member.ts';

const USAGE = 'usage: npm run staff -- add EMAIL --role owner|editor|support [--name "Full Name"]';

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { role: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, email] = positionals;
  if (command !== 'add' || !email || !values.role || positionals.length > 2) throw new Error(USAGE);
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: resolve(process.env.DATA_DIR || './data') },
  );
  try {
    await migrateDatabase(database);
    const account = await addStaffMember(
      { email, role: values.role, name: values.name },
      { staff: createStaffRepository(database.db) },
    );
    console.log(`Added ${account.staff.email} as ${account.staff.role}. Shown once, keep them safe:`);
    console.log(`  password:     ${account.password}`);
    console.log(`  TOTP secret:  ${account.totpSecret}`);
    console.log(`  TOTP URI:     ${account.totpUri}`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = isInputError(error)
    ? Object.values(error.fields).join(' ')
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(`staff: ${message}`);
  process.exitCode = 1;
});
