import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStaffAccount, StaffAccountRefused } from '../modules/staff/create-account.ts';
import { serializeError } from '../plugins/log-safety.ts';

/**
 * `npm run staff:create -- --login-name <name> --display-name <name> --role agent|operator`:
 * creates a staff account in the server's database (DATABASE_URL, or the embedded database
 * under DATA_DIR, which must not be open in a running server). The password is asked twice
 * without echo on a terminal, or read from the first line of standard input otherwise, so it
 * never appears in the shell's history or the process list. Exit status: 0 created, 1 refused
 * or failed, 2 wrong usage.
 */
const TEXTS = {
  usage:
    '用法 / Usage: npm run staff:create -- --login-name <账号 name> --display-name <姓名 name> --role <agent|operator>\n' +
    '  密码在终端中输入（不回显），或从标准输入的第一行读取 / the password is asked on the terminal (not echoed), or read from the first line of standard input',
  password: '密码 / Password: ',
  again: '再次输入密码 / Repeat the password: ',
  mismatch: '两次输入的密码不一致 / the two passwords differ',
  interrupted: '已取消 / cancelled',
  notCreated: '未创建员工账号 / Staff account not created: ',
  created: (loginName: string, role: string) =>
    `已创建员工账号 ${loginName}（${role === 'operator' ? '运营人员' : '客服坐席'}） / Created staff account ${loginName} (${role})\n`,
};

class Refusal extends Error {}

/** One line typed on the terminal, shown as nothing. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(value));
        // Ctrl-C, Ctrl-D
        if (ch === '\u0003' || ch === '\u0004') return finish(() => reject(new Refusal(TEXTS.interrupted)));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden(TEXTS.password);
    if ((await promptHidden(TEXTS.again)) !== first) throw new Refusal(TEXTS.mismatch);
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: { 'login-name': { type: 'string' }, 'display-name': { type: 'string' }, role: { type: 'string' } },
    }));
  } catch {
    values = {};
  }
  const loginName = values['login-name'];
  const displayName = values['display-name'];
  const role = values.role;
  if (!loginName || !displayName || !role) {
    process.stderr.write(`${TEXTS.usage}\n`);
    return 2;
  }
  try {
    const config = loadDatabaseConfig();
    const password = await readPassword();
    const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
    try {
      // A first account may come before the server's first start: the tables it needs, then.
      await database.migrate();
      await createStaffAccount(database.db, { loginName, displayName, role, password });
    } finally {
      await database.close();
    }
    process.stdout.write(TEXTS.created(loginName, role));
    return 0;
  } catch (err) {
    // A refusal says why; anything else without the values of a failed query.
    const why = err instanceof StaffAccountRefused || err instanceof Refusal ? err.message : serializeError(err).message;
    process.stderr.write(`${TEXTS.notCreated}${why}\n`);
    return 1;
  }
}

process.exitCode = await main();
