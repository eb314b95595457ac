import { expect, it, vi } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import "./missing-page-log-names.ts";

it("<missing-page-log> reports the path the visitor tried in the console", async () => {
  await import("./missing-page-log-element.ts");
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await mountWidget(<missing-page-log hidden />);
  expect(error).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", window.location.pathname);
  error.mockRestore();
});
