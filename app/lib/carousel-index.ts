/**
 * Index arithmetic of the testimonial carousel (spec §4): forward and backward with
 * wrap-around, or a jump to a dot. An empty carousel always sits at 0.
 */

/** Brings any integer into 0..length-1, wrapping negative values from the end. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((Math.trunc(index) % length) + length) % length;
}

export function nextIndex(current: number, length: number): number {
  return wrapIndex(current + 1, length);
}

export function previousIndex(current: number, length: number): number {
  return wrapIndex(current - 1, length);
}

/** A dot's index; one outside the list is clamped to the nearest end rather than wrapped. */
export function jumpToIndex(target: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(Math.max(Math.trunc(target), 0), length - 1);
}
