import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHitPathServer } from "#tests/support/hit-path-server.ts";
import { LANE_ACCOUNT } from "./cached-page-lane.ts";

let hitPath: Awaited<ReturnType<typeof startHitPathServer>>;
beforeAll(async () => {
  hitPath = await startHitPathServer();
});
afterAll(() => hitPath.close());

describe("the request chain", () => {
  it("has no Express layer that the cached-page lane does not mirror or explain, in Express's order", () => {
    const { app, layers } = hitPath.chain;
    const stack = (app.router as unknown as { stack: { handle: unknown; name: string }[] }).stack;
    // A layer put on the app some other way than the chain's `mount` has no name LANE_ACCOUNT could hold.
    const names = stack.map((layer) => layers.find((mounted) => mounted.handle === layer.handle)?.name ?? `${layer.name} (not mounted by requestChain)`);
    expect(names).toEqual(Object.keys(LANE_ACCOUNT).filter((name) => name !== "viteDevServer"));
  });
});
