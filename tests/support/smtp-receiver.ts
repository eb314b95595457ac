import net from "node:net";
import type { AddressInfo } from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

/** A minimal local SMTP server (plain, no auth) that keeps the messages it accepts. */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    socket.write("220 localhost test SMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(mail);
            mail = { from: "", to: [], data: "" };
            socket.write("250 OK queued\r\n");
          } else {
            mail.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 localhost\r\n");
        else if (command === "MAIL") {
          mail.from = line.slice(10).trim();
          socket.write("250 OK\r\n");
        } else if (command === "RCPT") {
          mail.to.push(line.slice(8).trim());
          socket.write("250 OK\r\n");
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (command === "QUIT") {
          socket.end("221 Bye\r\n");
        } else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
