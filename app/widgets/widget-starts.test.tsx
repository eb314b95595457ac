import { expect, it } from "vitest";
import { queueWidgetStart, widgetsStarted } from "./widget-starts.ts";

function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

it("starts no widget in the task that upgrades it, and starts them in order", async () => {
  const started: string[] = [];
  for (const name of ["page-refresh", "toaster-region", "site-header"]) queueWidgetStart(() => started.push(name));
  expect(started).toEqual([]);
  await widgetsStarted();
  expect(started).toEqual(["page-refresh", "toaster-region", "site-header"]);
});

it("gives the browser a turn once a slice of starts has taken its few milliseconds", async () => {
  const happened: string[] = [];
  queueWidgetStart(() => {
    happened.push("slow start");
    setTimeout(() => happened.push("another task"));
    busyFor(20);
  });
  queueWidgetStart(() => happened.push("next start"));
  await widgetsStarted();
  expect(happened).toEqual(["slow start", "another task", "next start"]);
});

it("a start queued while others run is awaited too", async () => {
  const started: string[] = [];
  queueWidgetStart(() => {
    started.push("first");
    queueWidgetStart(() => started.push("swapped in"));
  });
  await widgetsStarted();
  expect(started).toEqual(["first", "swapped in"]);
});
