import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RenderBatches } from "./render-batches.server.ts";

function render(batches: RenderBatches): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  batches.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    batches.on("end", () => resolve(chunks));
    batches.on("error", reject);
    const rows = Array.from({ length: 2000 }, (_, i) => createElement("li", { key: i }, `Row ${i} of a long list`));
    const { pipe } = renderToPipeableStream(createElement("ul", null, rows), { onShellReady: () => pipe(batches) });
  });
}

describe("RenderBatches", () => {
  it("passes a page React writes in many 4 KB views on as one piece, unchanged", async () => {
    let ended = 0;
    const chunks = await render(new RenderBatches(() => ended++));
    const html = Buffer.concat(chunks).toString("utf8");
    expect(html.length).toBeGreaterThan(40_000);
    expect(html).toMatch(/^<ul><li>Row 0 of a long list<\/li>/);
    expect(html).toMatch(/<li>Row 1999 of a long list<\/li><\/ul>$/);
    expect(chunks).toHaveLength(1);
    expect(ended).toBe(1);
  });

  it("keeps what was written before the end, with or without a flush", async () => {
    const batches = new RenderBatches();
    const chunks: Buffer[] = [];
    batches.on("data", (chunk: Buffer) => chunks.push(chunk));
    batches.write(Buffer.from("a"));
    batches.flush();
    batches.write(Buffer.from("b"));
    batches.write(Buffer.from("c"));
    batches.end();
    await new Promise((resolve) => batches.on("end", resolve));
    expect(chunks.map(String)).toEqual(["a", "bc"]);
  });
});
