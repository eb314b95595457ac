import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The SMTP envelope: MAIL FROM and each RCPT TO, as the server was given them. */
  envelope: { from: string; to: string[] };
  /** The message as mailparser reads it: headers, both parts, addresses. */
  parsed: ParsedMail;
  /** The message as it arrived, for checks of its raw headers. */
  raw: string;
};

/** How the receiver answers RCPT TO for an address: null accepts it. */
export type RecipientRefusal = (address: string) => { code: number; message: string } | null;

/**
 * A real SMTP server (the `smtp-server` package, plain, no authentication) on 127.0.0.1 that
 * keeps what it accepts, parsed by `mailparser`. `refuse` answers chosen recipients with a 4xx or
 * 5xx, as a mail server defers or bounces an address.
 */
export async function startSmtpReceiver({ port = 0 }: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const state: { refuse: RecipientRefusal } = { refuse: () => null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    // The site keeps a connection open between e-mails (a pooled transport): closing does not wait for it.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const refusal = state.refuse(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            received.push({ envelope: { from, to: session.envelope.rcptTo.map((to) => to.address) }, parsed, raw });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    refuseRecipients(refuse: RecipientRefusal) {
      state.refuse = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
