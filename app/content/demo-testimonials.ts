import type { Testimonial } from "./content-types.ts";

/**
 * The demo testimonials (spec §3 "Testimonial"), the seed of the testimonials table: the home page
 * shows the first three, About all five. The agent edits them at /admin/testimonials.
 */
export const demoTestimonials: Testimonial[] = [
  {
    image: "/images/testimonials/caroline-james-whitfield.svg",
    quote:
      "Meredith staged our Peninsula home herself, told its story beautifully and had three offers in the first weekend. We closed above asking without a single sleepless night.",
    author: "Caroline & James Whitfield",
    details: "Sold on The Peninsula, Cornelius",
  },
  {
    image: "/images/testimonials/david-okafor.svg",
    quote:
      "Relocating from Chicago, we knew nothing about Lake Norman. Meredith knew every cove, every dock permit and every school. She found us deep water and a quiet street in a week.",
    author: "David Okafor",
    details: "Bought on Lake Norman, Mooresville",
  },
  {
    image: "/images/testimonials/elena-marcus-reyes.svg",
    quote:
      "Her negotiating was calm, precise and relentless. When the inspection turned up a seawall repair, she turned it into a credit that more than covered it.",
    author: "Elena & Marcus Reyes",
    details: "Bought in Davidson",
  },
  {
    image: "/images/testimonials/patricia-hale.svg",
    quote:
      "After thirty years in our Myers Park home, selling felt overwhelming. Meredith handled every detail with such warmth that the whole family felt cared for, not just the house.",
    author: "Patricia Hale",
    details: "Sold in Myers Park, Charlotte",
  },
  {
    image: "/images/testimonials/tom-renee-gallagher.svg",
    quote:
      "We interviewed four agents. Meredith was the only one who walked the shoreline, asked how we actually live and came back with a plan. Sold in nine days, moved into our dream lot in Denver.",
    author: "Tom & Renée Gallagher",
    details: "Sold in Huntersville, bought in Denver",
  },
];
