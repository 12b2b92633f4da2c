import net from 'node:net';
import { emailHandler } from './email';

/** A minimal SMTP server on loopback that records what it is sent (enough of RFC 5321 for nodemailer). */
function fakeSmtpServer(): Promise<{ port: number; messages: string[]; close(): void }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let body = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            messages.push(body);
            body = '';
            socket.write('250 OK queued\r\n');
          } else body += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 OK\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, messages, close: () => server.close() }));
  });
}

describe('e-mail transport', () => {
  const message = { id: 1, topic: 'email', attempts: 0, payload: { to: 'dealer@example.com', subject: 'Reset your password', text: 'Open https://x/reset?token=abc' } };

  it('sends through SMTP_URL when it is set', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const handler = emailHandler({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, mailFrom: 'no-reply@example.com', devMailbox: true });
      await handler(message, undefined as never);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/^To: dealer@example.com$/m);
      expect(smtp.messages[0]).toMatch(/^Subject: Reset your password$/m);
      expect(smtp.messages[0]).toContain('https://x/reset?token=abc');
    } finally {
      smtp.close();
    }
  });

  it('keeps the message for a retry when there is neither SMTP nor a development mailbox', async () => {
    const handler = emailHandler({ smtpUrl: '', mailFrom: 'no-reply@example.com', devMailbox: false });
    await expect(handler(message, undefined as never)).rejects.toThrow(/set SMTP_URL/);
  });
});
