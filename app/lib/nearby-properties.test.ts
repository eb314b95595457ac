import { describe, expect, it } from "vitest";
import { nearbyPropertyQuery } from "./nearby-properties.ts";

describe("nearbyPropertyQuery", () => {
  it("asks within radius 10, at most 50, around the map center", () => {
    expect(nearbyPropertyQuery({ mapCenterLat: 35.4993, mapCenterLng: -80.8487 })).toEqual({
      latitude: 35.4993,
      longitude: -80.8487,
      radius: 10,
      limit: 50,
    });
  });

  it("does not ask without both coordinates", () => {
    expect(nearbyPropertyQuery({ mapCenterLat: null, mapCenterLng: -80.8 })).toBeNull();
    expect(nearbyPropertyQuery({ mapCenterLat: 35.4, mapCenterLng: null })).toBeNull();
    expect(nearbyPropertyQuery({ mapCenterLat: null, mapCenterLng: null })).toBeNull();
  });

  it("treats 0 as a real coordinate", () => {
    expect(nearbyPropertyQuery({ mapCenterLat: 0, mapCenterLng: 0 })).toMatchObject({ latitude: 0, longitude: 0 });
  });
});
