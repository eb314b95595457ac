import express, { type Request } from "express";
import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-encoding.ts";

const request = (acceptEncoding?: string) =>
  Object.assign(Object.create(express.request) as Request, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("chooseEncoding", () => {
  it("chooses the encoding by q-value, then brotli, gzip, identity", () => {
    const all = ["br", "gzip", "identity"] as const;
    expect(chooseEncoding(request(), all)).toBe("identity");
    expect(chooseEncoding(request("gzip, deflate, br"), all)).toBe("br");
    expect(chooseEncoding(request("gzip, deflate, br"), ["gzip", "identity"])).toBe("gzip");
    expect(chooseEncoding(request("br;q=0.5, gzip"), all)).toBe("gzip");
    expect(chooseEncoding(request("*"), all)).toBe("br");
    expect(chooseEncoding(request("deflate"), all)).toBe("identity");
    expect(chooseEncoding(request("gzip;q=0"), ["gzip", "identity"])).toBe("identity");
    expect(chooseEncoding(request("identity;q=0"), ["identity"])).toBe("identity");
  });
});

describe("chooseEncoding's memory of earlier choices", () => {
  it("answers a header it has seen as it did, for each set of encodings, and stays bounded", () => {
    expect(chooseEncoding(request("gzip, br"), ["br", "gzip", "identity"])).toBe("br");
    expect(chooseEncoding(request("gzip, br"), ["gzip", "identity"])).toBe("gzip");
    expect(chooseEncoding(request("gzip, br"), ["br", "gzip", "identity"])).toBe("br");
    for (let i = 0; i < 1000; i++) expect(chooseEncoding(request(`gzip;q=0.${i % 10}, x-${i}`), ["gzip", "identity"])).toBe(i % 10 === 0 ? "identity" : "gzip");
    expect(chooseEncoding(request("gzip, br"), ["gzip", "identity"])).toBe("gzip");
  });
});
