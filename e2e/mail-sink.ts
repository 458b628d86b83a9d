/**
 * Runs a command (the demo server) with SMTP_URL pointing at a real SMTP server started here, the
 * one the server tests use (server/test/smtp-sink.ts, the `smtp-server` package). Every mail it
 * receives is written, read (subject, text and HTML part), as one JSON file into MAIL_SINK_DIR:
 * the journeys read their mails there, as a person reads their inbox.
 *
 *   MAIL_SINK_DIR=data/e2e-3111-mail tsx e2e/mail-sink.ts node server/dist/server.js
 */
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMail, startSmtpSink } from '../server/test/smtp-sink';

const dir = process.env.MAIL_SINK_DIR;
const [command, ...args] = process.argv.slice(2);
if (!dir || !command) {
  console.error('usage: MAIL_SINK_DIR=<dir> tsx e2e/mail-sink.ts <command> [args…]');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });

let received = 0;
const sink = await startSmtpSink({
  onMessage(message) {
    const mail = parseMail(message.raw);
    const name = `${String(++received).padStart(5, '0')}.json`;
    const body = JSON.stringify({
      to: message.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    // Written whole, then renamed: a reader never sees half a file.
    writeFileSync(join(dir, `${name}.tmp`), body);
    renameSync(join(dir, `${name}.tmp`), join(dir, name));
  },
});

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: sink.url },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  void sink.close().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
