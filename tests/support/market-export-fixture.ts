import type { ListingStatus, MlsListing } from "#app/lib/mls-listing-row.ts";

/** The guides' eight towns, as the MLS writes their City, with a typical list price. */
export const MARKET_TOWNS = [
  ["Davidson", 950_000],
  ["Cornelius", 1_100_000],
  ["Mooresville", 700_000],
  ["Huntersville", 650_000],
  ["Denver", 800_000],
  ["Troutman", 550_000],
  ["Charlotte", 600_000],
  ["Hickory", 400_000],
] as const;

/** A small deterministic random source (mulberry32), so a fixture is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Over three years most listings have sold or left the market; those for sale now are a few weeks' worth. */
const STATUSES: [ListingStatus, number][] = [
  ["Closed", 0.7],
  ["Withdrawn", 0.08],
  ["Expired", 0.08],
  ["Canceled", 0.04],
  ["Active", 0.06],
  ["Pending", 0.02],
  ["Active Under Contract", 0.02],
];

function pickStatus(roll: number): ListingStatus {
  let sum = 0;
  for (const [status, share] of STATUSES) {
    sum += share;
    if (roll < sum) return status;
  }
  return "Closed";
}
const OFFICES = ["Lakefront Luxury Group", "Lake Norman Realty", "Carolina Shores Brokerage", "Queen City Homes"];
const STREETS = ["Lakeshore Dr", "Harbor View Ct", "Peninsula Club Dr", "Main St", "Cove Pointe Rd", "Jetton Rd", "Brawley School Rd", "Stutts Rd"];

const AGENTS = [
  ["Avery Lane", "avery@lakenormanrealty.example", "704-555-0111"],
  ["Jordan Pike", "jordan@carolinashores.example", "704-555-0122"],
  ["Morgan Reed", "morgan@queencityhomes.example", "980-555-0133"],
] as const;

/**
 * `count` listings across the eight towns over the three years to `asOf`, as a Canopy MLS export
 * has them: every status, closings with their price and days on market, waterfront and not.
 */
export function marketExportListings({ count, asOf, seed = 36 }: { count: number; asOf: string; seed?: number }): MlsListing[] {
  const next = seededRandom(seed);
  const end = Date.parse(`${asOf}T00:00:00Z`);
  const day = (daysBefore: number) => new Date(end - daysBefore * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, n) => {
    const [city, typical] = MARKET_TOWNS[n % MARKET_TOWNS.length]!;
    const status = pickStatus(next());
    const waterfront = next() < 0.3;
    const livingArea = 1_400 + Math.floor(next() * 45) * 100;
    const listPrice = Math.round((typical * (0.5 + next()) * (waterfront ? 1.8 : 1)) / 5_000) * 5_000;
    const active = status === "Active" || status === "Pending" || status === "Active Under Contract";
    const listedAgo = active ? Math.floor(next() * 90) : 30 + Math.floor(next() * 1_050);
    const days = 3 + Math.floor(next() * 110);
    const closedAgo = Math.max(0, listedAgo - days);
    const closed = status === "Closed";
    const [agent, email, phone] = AGENTS[Math.floor(next() * AGENTS.length)]!;
    return {
      listingId: `CAR${4_100_000 + n}`,
      address: `${100 + Math.floor(next() * 9_800)} ${STREETS[Math.floor(next() * STREETS.length)]!}, ${city}, NC`,
      status,
      listPrice,
      closePrice: closed ? Math.round((listPrice * (0.9 + next() * 0.12)) / 1_000) * 1_000 : null,
      closeDate: closed ? day(closedAgo) : null,
      listedOn: day(listedAgo),
      daysOnMarket: closed ? days : active ? listedAgo : null,
      livingArea,
      bedrooms: 2 + Math.floor(next() * 4),
      bathrooms: 2 + Math.floor(next() * 3),
      city,
      postalCode: "28036",
      subdivision: next() < 0.5 ? "The Peninsula" : null,
      waterfront,
      listOfficeName: OFFICES[Math.floor(next() * OFFICES.length)]!,
      listAgentName: agent,
      listAgentEmail: next() < 0.8 ? email : null,
      listAgentPhone: phone,
      // A listing off the market changed last when it left; one on it, in the last weeks.
      modifiedAt: `${day(active ? Math.floor(next() * Math.min(listedAgo + 1, 30)) : closedAgo)}T${String(8 + Math.floor(next() * 10)).padStart(2, "0")}:15:00.000Z`,
    };
  });
}
