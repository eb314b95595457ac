/**
 * A local Follow Up Boss for trying the site's delivery by hand: the Events API stand-in the tests
 * use (tests/support/follow-up-boss-receiver.ts), printing each event it accepts. Point the site at
 * it with FUB_API_URL=http://127.0.0.1:<port> FUB_API_KEY=<key>.
 *
 *   npx tsx scripts/follow-up-boss-stand-in.ts [--port 4010] [--api-key fub-test-key] [--answer 204]
 *
 * Type a status (204, 503 …) and Enter while it runs to answer every event with it, or "ok" to
 * accept them again.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { startFollowUpBossReceiver } from "#tests/support/follow-up-boss-receiver.ts";

const { values } = parseArgs({
  options: { port: { type: "string", default: "4010" }, "api-key": { type: "string", default: "fub-test-key" }, answer: { type: "string" } },
});
const receiver = await startFollowUpBossReceiver({ port: Number(values.port), apiKey: values["api-key"] });
const answerWith = (text: string | undefined) => {
  const status = text && /^\d{3}$/.test(text.trim()) ? Number(text.trim()) : null;
  receiver.answerWith(status);
  console.log(status ? `Answering every event with ${status}.` : "Accepting events (201 new person, 200 known).");
};
answerWith(values.answer);
console.log(`Follow Up Boss stand-in on ${receiver.url}/v1/events (API key "${receiver.apiKey}")`);
let shown = 0;
setInterval(() => {
  for (; shown < receiver.received.length; shown++) console.log(JSON.stringify(receiver.received[shown]!.body, null, 2));
}, 200).unref();
createInterface({ input: process.stdin }).on("line", answerWith);
process.on("SIGINT", () => void receiver.close().then(() => process.exit(0)));
