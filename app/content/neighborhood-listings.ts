import type { FeaturedListing } from "#app/content/content-types.ts";

/**
 * Listings fixed in the neighborhood pages (spec §3 "Featured listing"): shown after the
 * record's own featured_listings for Huntersville, Charlotte and Davidson.
 */
export const fixedNeighborhoodListings: Readonly<Record<string, readonly FeaturedListing[]>> = {
  huntersville: [
    {
      imageUrl: "/images/homes/listings/huntersville-16524-flying-jib-road.svg",
      price: "$1,895,000",
      address: "16524 Flying Jib Road, Huntersville, NC 28078",
      beds: 5,
      baths: 5.5,
      sqft: 5210,
      lotSize: "0.92 acres",
      listingBrokerage: "Lakefront Luxury Group",
      description:
        "A gated waterfront retreat on a quiet Lake Norman cove, with a private dock, boat lift and an outdoor kitchen beside the infinity-edge pool.",
    },
  ],
  charlotte: [
    {
      imageUrl: "/images/homes/listings/charlotte-2301-hopedale-avenue.svg",
      price: "$3,450,000",
      address: "2301 Hopedale Avenue, Charlotte, NC 28207",
      beds: 6,
      baths: 6.5,
      sqft: 7140,
      lotSize: "0.81 acres",
      listingBrokerage: "Lakefront Luxury Group",
      description:
        "A restored 1920s Myers Park estate under the willow oaks, with a chef's kitchen, carriage house and formal gardens.",
    },
    {
      imageUrl: "/images/homes/listings/charlotte-1120-dilworth-crescent-row.svg",
      price: "$1,295,000",
      address: "1120 Dilworth Crescent Row, Charlotte, NC 28203",
      beds: 4,
      baths: 3.5,
      sqft: 3380,
      lotSize: "0.12 acres",
      listingBrokerage: "Lakefront Luxury Group",
      description:
        "A Dilworth townhome with a rooftop terrace and skyline views, a short walk from Latta Park and East Boulevard's cafés.",
    },
    {
      imageUrl: "/images/homes/listings/charlotte-4615-old-course-drive.svg",
      price: "$2,275,000",
      address: "4615 Old Course Drive, Charlotte, NC 28277",
      beds: 5,
      baths: 4.5,
      sqft: 5860,
      lotSize: "0.74 acres",
      listingBrokerage: "Queen City Premier Properties",
      description:
        "A Ballantyne Country Club residence overlooking the fairway, with a lower-level media room and a screened porch with fireplace.",
    },
  ],
  davidson: [
    {
      imageUrl: "/images/homes/listings/davidson-214-north-main-street.svg",
      price: "$1,640,000",
      address: "214 North Main Street, Davidson, NC 28036",
      beds: 4,
      baths: 4,
      sqft: 4020,
      lotSize: "0.48 acres",
      listingBrokerage: "Lakefront Luxury Group",
      description:
        "A gracious historic home steps from the college green and Main Street, thoughtfully updated with a modern kitchen and a garden studio.",
    },
  ],
};
