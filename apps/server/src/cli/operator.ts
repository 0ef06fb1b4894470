/**
 * Operator accounts CLI (`npm run operator -- <command>`).
 *
 *   npm run operator -- create <username> [role]    create an operator (role: owner by default; admin,
 *                                                   finance, risk, support, marketing, read_only)
 *   npm run operator -- reset-password <username>   set a new password
 *
 * The password is asked on the terminal, or read from the first line of standard input
 * (`printf '%s\n' "$PW" | npm run operator -- create ops02`), never from the command line.
 *
 * reset-password also ends the operator's sessions. Passwords: 10–64 characters with a
 * letter and a digit. Each change writes an audit_log row (actor 'system:cli:<os user>').
 *
 * It uses the same configuration as the server (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR
 * and EMBEDDED_PG_PORT), connecting to the running server's database or starting it for the command.
 */
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { type OperatorRole, OperatorRoles } from '@app/contracts';
import { createOperatorsService } from '../modules/operators/index.js';
import { systemClock } from '../platform/clock.js';
import { AppError } from '../platform/http/app-error.js';
import { withDatabase } from './open-database.js';

const USAGE = 'usage: operator.ts create <username> [role] | reset-password <username>   (the password is asked)';

const isRole = (r: string): r is OperatorRole => (OperatorRoles as readonly string[]).includes(r);

async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: !!process.stdin.isTTY });
  try {
    return (await rl.question('Password: ')).trim();
  } finally {
    rl.close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command, username, role = 'owner'] = args;
  if ((command !== 'create' && command !== 'reset-password') || !username || !isRole(role)) {
    console.error(USAGE);
    return 1;
  }
  const password = await readPassword();
  return withDatabase(async (db) => {
    try {
      const operators = createOperatorsService({ db, clock: systemClock });
      const actor = `system:cli:${userInfo().username}`;
      if (command === 'create') {
        const op = await operators.create(username, password, actor, role);
        console.log(`Created operator ${op.username} (id ${op.id}, role ${role}).`);
      } else {
        const op = await operators.resetPassword(username, password, actor);
        console.log(`New password set for ${op.username}; ${op.sessionsRevoked} session(s) ended, lock lifted.`);
      }
      return 0;
    } catch (err) {
      if (err instanceof AppError) {
        console.error(`${err.code}: ${err.message}`);
        return 1;
      }
      throw err;
    }
  });
}

process.exitCode = await run(process.argv.slice(2));
