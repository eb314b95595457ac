/** The eight towns, in the order of spec §2 (neighborhood index, footer, home grid). */

export type NeighborhoodCard = {
  slug: string;
  name: string;
  description: string;
  image: string;
  link: string;
};

const card = (slug: string, name: string, description: string): NeighborhoodCard => ({
  slug,
  name,
  description,
  image: `/images/neighborhoods/${slug}.svg`,
  link: `/neighborhood/${slug}`,
});

export const neighborhoodCards: NeighborhoodCard[] = [
  card("troutman", "Troutman", "Quiet country roads and Lake Norman State Park at the lake's northern tip."),
  card("hickory", "Hickory", "Foothills living on Lake Hickory, with a thriving arts and furniture heritage."),
  card("charlotte", "Charlotte", "The Queen City's historic neighborhoods, skyline views and business hub."),
  card("cornelius", "Cornelius", "The heart of Lake Norman's waterfront life, from The Peninsula to Jetton Park."),
  card("davidson", "Davidson", "A walkable college town with a storybook Main Street and lakeside trails."),
  card("denver", "Denver", "Wide-open western shoreline, new luxury communities and sunset views."),
  card("huntersville", "Huntersville", "Birkdale Village, greenways and easy access to the lake and the city."),
  card("mooresville", "Mooresville", "Race City USA: deep-water coves, marinas and a lively downtown."),
];

export const neighborhoodSlugs = neighborhoodCards.map((town) => town.slug);
