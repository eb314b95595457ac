import { describe, expect, it } from "vitest";
import { jumpToIndex, nextIndex, previousIndex, wrapIndex } from "./carousel-index.ts";

describe("carousel index", () => {
  it("moves forward and wraps from the last item to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it("moves backward and wraps from the first item to the last", () => {
    expect(previousIndex(2, 5)).toBe(1);
    expect(previousIndex(1, 5)).toBe(0);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it("goes round the whole list and returns to the start", () => {
    let index = 1;
    for (let step = 0; step < 5; step++) index = nextIndex(index, 5);
    expect(index).toBe(1);
    for (let step = 0; step < 5; step++) index = previousIndex(index, 5);
    expect(index).toBe(1);
  });

  it("jumps straight to a dot and clamps one outside the list", () => {
    expect(jumpToIndex(3, 5)).toBe(3);
    expect(jumpToIndex(0, 5)).toBe(0);
    expect(jumpToIndex(9, 5)).toBe(4);
    expect(jumpToIndex(-2, 5)).toBe(0);
  });

  it("wraps any start position into range", () => {
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  it("stays at zero when there is nothing to show or a single item", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(jumpToIndex(2, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });
});
