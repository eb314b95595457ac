const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** 3120000 → "$3,120,000". */
export function formatPrice(value: number): string {
  return usd.format(value);
}

/** 3450 → "3,450"; 2.5 → "2.5". */
export function formatNumber(value: number): string {
  return whole.format(value);
}

const kilobytes = new Intl.NumberFormat("en-US", { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat("en-US", { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });

/** 421_000 → "411 kB"; 3_500_000 → "3.3 MB" (1 kB = 1,024 bytes). */
export function formatByteSize(bytes: number): string {
  const kB = Math.max(1, Math.round(bytes / 1024));
  return kB < 1024 ? kilobytes.format(kB) : megabytes.format(bytes / (1024 * 1024));
}
