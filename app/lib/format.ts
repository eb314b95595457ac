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
