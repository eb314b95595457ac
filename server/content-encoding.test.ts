import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-encoding.ts";

describe("chooseEncoding", () => {
  it("chooses the encoding by q-value, then brotli, gzip, identity", () => {
    const all = ["br", "gzip", "identity"] as const;
    expect(chooseEncoding(undefined, [...all])).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br", [...all])).toBe("br");
    expect(chooseEncoding("gzip, deflate, br", ["gzip", "identity"])).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip", [...all])).toBe("gzip");
    expect(chooseEncoding("*", [...all])).toBe("br");
    expect(chooseEncoding("deflate", [...all])).toBe("identity");
    expect(chooseEncoding("gzip;q=0", ["gzip", "identity"])).toBe("identity");
  });
});
