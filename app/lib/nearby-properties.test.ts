import { describe, expect, it, vi } from "vitest";
import { countNearbyProperties, nearbyPropertyQuery } from "./nearby-properties.ts";

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

describe("countNearbyProperties", () => {
  const center = { mapCenterLat: 35.5, mapCenterLng: -80.8 };

  it("returns the provider's count", async () => {
    const fetch = vi.fn().mockResolvedValue({ count: 7, properties: [] });
    const onError = vi.fn();
    expect(await countNearbyProperties(center, fetch, onError)).toBe(7);
    expect(fetch).toHaveBeenCalledWith({ latitude: 35.5, longitude: -80.8, radius: 10, limit: 50 });
    expect(onError).not.toHaveBeenCalled();
  });

  it("never calls the provider without coordinates", async () => {
    const fetch = vi.fn().mockResolvedValue({ count: 7 });
    expect(await countNearbyProperties({ mapCenterLat: null, mapCenterLng: null }, fetch, vi.fn())).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reports a failure and counts it as no listings", async () => {
    const failure = new Error("provider down");
    const onError = vi.fn();
    expect(await countNearbyProperties(center, vi.fn().mockRejectedValue(failure), onError)).toBe(0);
    expect(onError).toHaveBeenCalledWith(failure, expect.objectContaining({ radius: 10, limit: 50 }));
  });
});
