/**
 * Demo posts for "The Lake Advisor", the blog of Lakefront.
 * The loader fills the author's name and computes the reading time.
 */

export type DemoPost = {
  slug: string;
  title: string;
  /** 1–2 sentences, at most 300 characters. */
  excerpt: string;
  /** Markdown (GFM). */
  content: string;
  heroImageUrl: string;
  categories: string[];
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  featured: boolean;
  /** ISO 8601 with Z; null = unpublished draft; a future time = scheduled. */
  publishedAt: string | null;
};

/**
 * Tagged template for Markdown bodies: drops the first and last blank lines
 * and strips the indentation common to all non-blank lines, so no paragraph
 * is ever turned into an indented code block by accident.
 */
function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ""), "");
  const lines = raw
    .replace(/^[ \t]*\n/, "")
    .replace(/\s+$/, "")
    .split("\n");
  const indents = lines.filter((line) => line.trim() !== "").map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common).replace(/[ \t]+$/, "")).join("\n");
}

export const demoPosts: DemoPost[] = [
  {
    slug: "myers-park-charlotte-neighborhood-guide",
    title: "Myers Park: A Guide to Charlotte's Most Storied Neighborhood",
    excerpt:
      "Willow oaks, winding streets and a century of architecture: here is what it is really like to live in Myers Park, and what to know before you buy there.",
    content: md`
Ask a longtime Charlottean where the city's classic luxury homes are, and the answer almost always starts with **Myers Park**. Laid out in the early twentieth century with a plan by landscape architect John Nolen, the neighborhood was designed around curving streets, generous lots and a tree canopy that, a hundred years later, is the reason many of our clients fall in love on their first drive down Queens Road.

## The Setting

Myers Park sits just a few miles south of uptown, between Providence Road and Selwyn Avenue, with Freedom Park and the Little Sugar Creek Greenway on its eastern edge. The famous **willow oaks** meet overhead on the main boulevards, and the interior streets are quiet enough that neighbors still walk dogs down the middle of them on Sunday mornings.

### What the Homes Look Like

- **Estate homes** on Queens Road and Hopedale Avenue: Georgian, Colonial Revival and Tudor residences on lots that can approach an acre.
- **Classic mid-size homes** on the side streets: brick and stucco homes from the 1920s through the 1950s, many beautifully expanded.
- **New construction**: on interior streets, smaller homes are sometimes replaced with new, architect-designed residences that respect the scale of the street.

## Daily Life in Myers Park

Much of the appeal is what you can reach without getting on a highway:

- **Freedom Park** for tennis, festivals and long walks around the pond.
- **Selwyn Avenue and Park Road** for coffee, casual dinners and errands.
- **SouthPark** for shopping and dining, only minutes away.
- **Queens University of Charlotte**, whose campus gives the neighborhood a lively, collegiate corner.
- Public schools in the Myers Park High School feeder pattern, plus several of Charlotte's best-known private schools a short drive away.

## What to Know Before You Buy

Older homes reward careful buyers. In our experience, these are the questions that matter most:

1. **What has been updated, and when?** Roofs, HVAC, plumbing and electrical systems vary enormously from house to house, even on the same block.
2. **How healthy are the trees?** A mature canopy is an asset, but a certified arborist should look at any large tree near the house before you close.
3. **Can you build what you have in mind?** Additions, pools and new homes are subject to the City of Charlotte's zoning rules, and some parts of the area carry historic designations. Confirm the rules for the specific parcel before you fall in love with a renovation plan.
4. **Is drainage handled?** Gentle slopes and old clay pipes can create surprises after heavy rain.

## City Living or Lake Living?

Many of the families we work with are deciding between Myers Park and a home on Lake Norman or Lake Wylie. The honest answer is that they offer different luxuries: Myers Park gives you walkability, short commutes and a sense of history, while the lake gives you space, privacy and a sunset from your own dock. Some of our clients choose both, keeping an in-town home for the school year and a lake house for weekends.

## Let's Walk the Neighborhood Together

From our SouthPark office, Myers Park is practically next door. If you are considering a move, we would be glad to spend an afternoon showing you the streets that best fit the way you live, including the homes that never make it to a public listing.
    `,
    heroImageUrl: "/images/blog/myers-park.svg",
    categories: ["Neighborhood Guides"],
    tags: ["charlotte", "myers park", "neighborhood guide", "historic homes"],
    seoTitle: "Myers Park Neighborhood Guide | Charlotte Luxury Homes",
    seoDescription:
      "Living in Myers Park: the homes, the tree canopy, daily life and what to check before buying a historic luxury home in Charlotte's classic neighborhood.",
    featured: false,
    publishedAt: "2025-02-18T14:00:00Z",
  },
  {
    slug: "living-in-davidson-nc",
    title: "Living in Davidson: Small-Town Charm on the Shores of Lake Norman",
    excerpt:
      "A walkable Main Street, a respected college and a farmers market worth getting up early for. Davidson is the lake town people move to and never want to leave.",
    content: md`
There are prettier drives than the one up I-77, but few exits are as rewarding as the one for **Davidson**. Within a couple of minutes you are on a tree-lined Main Street with a college green on one side, a row of independent shops on the other, and the feeling that you have stepped into a town that decided a long time ago exactly what it wanted to be.

## A College Town First

Davidson College is the heart of the town, and it shapes daily life in wonderful ways: lectures and concerts open to the public, athletic events that feel like community gatherings, and a campus that doubles as everyone's favorite walking loop. The college also keeps a lake campus on Lake Norman, a reminder that the water is never far away.

## Where to Eat and Gather

Davidson punches far above its size when it comes to food and drink.

- **Kindred** is the town's celebrated special-occasion restaurant, and the same team is behind Hello, Sailor on the lake in Cornelius.
- **Summit Coffee** is where half the town seems to start the day and where plenty of deals, in our experience, get talked through.
- **Main Street and the Village Green** host casual lunches, ice cream runs and evening strolls.
- The **Davidson Farmers Market** on Saturday mornings is a true local institution, with a strong focus on growers and producers from the region.

### Events Worth Planning Around

Davidson does small-town traditions beautifully. **Christmas in Davidson** in early December brings carolers, lights and crowds to Main Street, and summer evenings often mean live music on the green. If you are house hunting, come for one of these weekends and you will understand the town in a single afternoon.

## The Housing Picture

Davidson offers a wider range of homes than many buyers expect:

1. **In-town historic homes** near the college, prized for walkability and character.
2. **Established neighborhoods** with mature trees and larger lots, a short bike ride from Main Street.
3. **Golf and club communities** such as River Run, with amenities close to home.
4. **Waterfront homes**, which are genuinely scarce because Davidson's share of the Lake Norman shoreline is small.

That scarcity matters. When a true waterfront home comes up in or near Davidson, it tends to draw attention quickly, and the best ones often trade hands privately. Many of our clients choose an in-town Davidson home and keep their boat at a nearby marina, getting the walkable lifestyle and the lake without compromise.

## Who Davidson Suits Best

Davidson tends to be a great fit if you:

- Want to walk to coffee, dinner and community events.
- Value a strong sense of place over brand-new construction.
- Commute to north Charlotte, the University area or uptown and want a reasonable drive.
- Like the idea of the lake as part of life rather than the whole of it.

## Thinking About Davidson?

Our Davidson office is right on Main Street, a few doors from the places mentioned above. Stop in for a coffee and a conversation about which corners of town fit your plans, and which homes might be coming up before they are ever advertised.
    `,
    heroImageUrl: "/images/blog/lake-sunset.svg",
    categories: ["Neighborhood Guides", "Dining & Entertainment"],
    tags: ["davidson", "lake norman", "neighborhood guide", "walkability"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2025-03-11T13:30:00Z",
  },
  {
    slug: "lake-norman-marinas-guide",
    title: "Lake Norman Marinas: Where to Keep, Fuel and Service Your Boat",
    excerpt:
      "Wet slip, dry stack or your own dock? A practical guide to marinas and boat storage on Lake Norman for new lake owners and buyers planning their first season.",
    content: md`
With roughly 520 miles of shoreline, **Lake Norman** gives boaters plenty of room to roam, and plenty of choices about where to keep a boat. Whether you are buying a home with a private dock or settling in off the water, knowing how the lake's marinas work will save you time, money and a few frustrating Saturday mornings.

## Your Storage Options

Most owners end up choosing between four arrangements. Each has a place, and many of our clients use more than one over the years.

| Option                | Best for                                            | Trade-offs                                                    |
| --------------------- | --------------------------------------------------- | ------------------------------------------------------------- |
| Private dock at home  | Waterfront owners who boat often                    | Permits, maintenance and insurance are yours                  |
| Marina wet slip       | Off-water owners who want to boat on short notice   | Waiting lists in popular areas; bottom growth needs attention |
| Dry stack storage     | Owners who want less hull maintenance               | You call ahead and the marina launches the boat for you       |
| Community or HOA slip | Buyers in lake communities without private frontage | Rules, availability and transferability vary by community     |

### Questions to Ask Any Marina

Before you sign a slip agreement, ask:

1. **How deep is the water at the slip in late fall and winter?** Lake levels drop seasonally, and a slip that is perfect in June can be tight in December.
2. **Is the slip covered, and is there a lift?**
3. **What services are on site?** Fuel, pump-out, ship store, mechanics and winter storage all vary.
4. **How does the waiting list work**, and can a slip transfer if you sell your boat?
5. **What are the insurance requirements** and the marina's own liability terms?

## Fuel and Service on the Water

Several marinas around the lake sell fuel on the water, and a handful of waterfront restaurants make a natural lunch stop on the same run. Plan fuel stops for weekday mornings when you can; summer weekend afternoons bring lines at the pumps and busy channels around them.

For service, find a mechanic before you need one. Spring commissioning and fall winterization are the busiest times for every shop on the lake, so book early and keep a simple log of engine hours and maintenance, which also helps when you eventually sell the boat.

## Marinas and Home Values

Access to a good marina matters for off-water homes too. In our experience, neighborhoods with deeded slips, a community marina or a well-run boat club attract buyers who want the lake lifestyle without the price of private frontage, and those amenities show up in resale demand.

If you are buying waterfront, the dock itself deserves its own due diligence: who permitted it, what it can legally become and how deep the water is at its end. We cover that in detail in our guide to Duke Energy shoreline permits.

## Winter on the Lake

Lake Norman rarely freezes, and many owners keep boats in the water year-round. Still, winter brings lower water, cold-water safety concerns and fewer open services. Talk with your marina about winterizing the engine, lifting the boat if you can, and checking lines and bumpers after storms.

## We Know the Water

We spend a lot of time on the lake ourselves, and we are always happy to share which marinas are easiest to reach from which coves. Whether you are touring homes or simply planning your first season, reach out and we will help you find a spot that fits the way you boat.
    `,
    heroImageUrl: "/images/blog/marina.svg",
    categories: ["Boating & Water Sports"],
    tags: ["lake norman", "marinas", "boating", "boat storage"],
    seoTitle: "Lake Norman Marinas: Slips, Dry Stack & Boat Storage",
    seoDescription:
      "Wet slip, dry stack or private dock? How marinas and boat storage work on Lake Norman, with the questions to ask before you sign a slip agreement.",
    featured: false,
    publishedAt: "2025-04-08T14:00:00Z",
  },
  {
    slug: "what-drives-waterfront-home-prices-lake-norman",
    title: "What Really Drives Waterfront Home Prices on Lake Norman",
    excerpt:
      "Two waterfront homes of the same size can sell hundreds of thousands of dollars apart. Here is what separates them, from water depth and views to the dock itself.",
    content: md`
Buyers new to the lake are often surprised by how differently two similar-looking waterfront homes can be priced. Same square footage, same finishes, even the same street, yet one sells well above the other. The difference is almost always the **water**, and the details of how a property meets it.

## Why Price per Square Foot Misleads on the Water

On dry land, price per square foot is a useful shorthand. On the lake, much of the value sits in the lot and the shoreline rather than in the house. A modest home on an exceptional point can outsell a larger home tucked into a shallow cove.

> ℹ️ **INFO**
> When we price a waterfront home, we compare it with recent sales of similar water, not just similar houses. That usually means looking further back in time and wider across the lake than a typical comparative market analysis would.

## The Factors That Move Value Most

| Feature                 | Why buyers care                                    | Typical effect on value |
| ----------------------- | -------------------------------------------------- | ----------------------- |
| Water depth at the dock | Usable boating in every season, not just summer    | Often significant       |
| Main channel vs. cove   | Long-range views versus calmer, protected water    | Depends on the buyer    |
| Shoreline frontage      | Privacy, dock options and a sense of space         | Significant             |
| Orientation and views   | West-facing lots catch sunsets over the water      | Moderate to significant |
| Slope and topography    | A gentle walk to the water is easier to live with  | Moderate                |
| Dock and boat lift      | Ready-to-use, properly permitted facilities        | Moderate                |
| Shoreline condition     | Stabilized shoreline protects the lot from erosion | Moderate                |

### Water Depth Comes First

If there is one factor serious lake buyers ask about first, it is **depth at the end of the dock in winter**. Lake levels drop in the cooler months, and a shallow cove can leave a boat sitting on the bottom. Deep, year-round water is one of the most consistent value drivers we see.

### Big Water or Quiet Cove?

Main-channel lots offer wide views and long sunsets, but also more wake and boat traffic. Cove lots are calmer and better for swimming and paddleboards. Neither is universally better; the right answer depends on how a family uses the lake, which is why we ask about that early.

### The Dock Is Part of the Price

A well-built, properly permitted dock with a lift adds real value, but a dock that was built without approval, or that cannot be rebuilt at its current size, can become a negotiation point. Duke Energy manages the shoreline, and its rules shape what any owner can build. You can learn more on the [Duke Energy lakes page](https://www.duke-energy.com/community/lakes).

## Factors Beyond the Water

- **Gated or club communities** can add a premium for security and amenities.
- **Sewer versus septic** matters to many buyers, especially for larger homes.
- **Commute time** to Charlotte and the airport keeps southern-lake locations in demand.
- **Condition and updates** still count, because waterfront buyers are rarely looking for a project.

## How We Use This When Pricing

When we advise a seller, we walk the shoreline, measure the frontage, check the dock paperwork and look at the water from the end of the dock as a buyer would. When we advise a buyer, we do the same thing in reverse: making sure the premium you pay is attached to features that will still matter when it is your turn to sell.
    `,
    heroImageUrl: "/images/blog/waterfront-row.svg",
    categories: ["Market Insights", "Boating & Water Sports"],
    tags: ["waterfront", "pricing", "lake norman", "docks"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2025-05-06T14:00:00Z",
  },
  {
    slug: "dock-and-dine-lake-norman-waterfront-restaurants",
    title: "Dock and Dine: Our Favorite Waterfront Restaurants on Lake Norman",
    excerpt:
      "Few things say lake life like pulling up to dinner by boat. Our favorite dock-and-dine spots on Lake Norman, plus the etiquette that keeps the evening smooth.",
    content: md`
One of the great luxuries of lake living costs nothing extra once you own the boat: **arriving for dinner by water**. Lake Norman has a healthy collection of restaurants with courtesy docks, and a summer evening spent cruising to one of them is one of the experiences our clients mention most after their first season on the lake.

## Our Go-To Spots

Restaurants on the lake change hands, menus and hours with the seasons, so always check before you cast off. These are the places we find ourselves returning to.

### Hello, Sailor (Cornelius)

From the team behind Davidson's acclaimed Kindred, Hello, Sailor brings a breezy, retro-modern look and a seafood-forward menu to the water's edge. Tropical cocktails on the patio at sunset are the move, and it is a favorite for showing out-of-town guests what lake life looks like.

### Boatyard Lake Norman (Cornelius)

Casual, lively and built for a crowd, Boatyard is where you go for live music on a weekend afternoon. Food trucks often join the lineup, and it is an easy stop for groups with mixed tastes.

### Midway Boathouse

A laid-back lake classic, popular with early risers because breakfast is on the menu. With fuel and supplies nearby, it is a practical first stop on a long day out.

### Eddie's Place

A longtime favorite for a relaxed dinner with a lake view. The back deck is the prize on a warm night, so go early if you want a table outside.

## Dock-and-Dine Etiquette

A little planning keeps the evening enjoyable for everyone:

1. **Approach at idle speed.** Restaurant docks sit in no-wake areas, and wakes bang boats against the pilings.
2. **Have lines and fenders ready** before you reach the dock, on both sides if you are not sure where you will tie up.
3. **Tie up tight and leave room.** On busy nights, raft up only if staff invite you to.
4. **Mind the clock.** Courtesy slips are for diners; do not leave the boat there after you have left the restaurant.
5. **Designate a captain.** Boating under the influence is treated seriously in North Carolina, and the ride home after dark is when good judgment matters most.

## Timing Your Visit

- **Weekday evenings** are the easiest time to find open dock space.
- **Saturday afternoons** in summer can mean a wait for both a slip and a table.
- **Shoulder seasons** in May and September are, in our opinion, the best-kept secret: warm water, softer light and far fewer boats.

Plan to be home or at least off the main channel by dark if you are new to night navigation, and make sure your navigation lights work before you leave the dock.

## Beyond Lake Norman

Lake Wylie has its own handful of waterfront restaurants, and the Charlotte region's dining scene is never far from either lake by car. For more ideas about getting out on the water, the [Visit Lake Norman](https://www.visitlakenorman.org) site keeps a useful overview of things to do around the lake.

## Buying With Dinner in Mind

It sounds like a small thing, but we have had clients choose between two homes based on how far each was from their favorite dock-and-dine spot. If a ten-minute cruise to dinner is on your wish list, tell us; we know which coves make that easy.
    `,
    heroImageUrl: "/images/blog/dining.svg",
    categories: ["Dining & Entertainment", "Boating & Water Sports"],
    tags: ["dining", "lake norman", "boating", "restaurants"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2025-06-17T15:00:00Z",
  },
  {
    slug: "lake-norman-luxury-market-mid-2025",
    title: "Lake Norman Luxury Market: Our Mid-2025 Review",
    excerpt:
      "Inventory is up from the lows of recent years, buyers are more selective and well-prepared homes still move quickly. Here is what we are seeing at mid-year.",
    content: md`
Halfway through 2025, the luxury market around Lake Norman, Lake Wylie and Charlotte has settled into a rhythm that rewards preparation on both sides of the table. It is neither the frenzy of a few years ago nor the slowdown some headlines predicted. Here is our read from the front lines.

> ℹ️ **INFO**
> This review reflects what we see in our own transactions and conversations across the region. For official statistics, look to the monthly reports published by Canopy MLS and the Canopy Realtor Association.

## The Big Picture

- **Inventory has improved** compared with the extreme shortages of recent years, giving buyers more than one option in most price bands.
- **Interest rates remain a factor**, though many luxury buyers are paying cash or financing only part of the purchase.
- **Buyers are more deliberate.** Second showings, detailed inspections and longer due diligence conversations are the norm again.
- **Condition and pricing decide outcomes.** Homes that are priced correctly and presented well still sell quickly, sometimes with competition.

## What We Are Seeing by Segment

| Segment                                          | What we're seeing                         | Our advice                                                               |
| ------------------------------------------------ | ----------------------------------------- | ------------------------------------------------------------------------ |
| Deep-water Lake Norman homes                     | Steady demand and limited supply          | Sellers: price to recent water-comparable sales. Buyers: be ready to act |
| Cove and off-water lake homes                    | More choices and more negotiation         | Buyers have room to ask for repairs or credits                           |
| Charlotte close-in luxury (Myers Park, Eastover) | Consistent demand for updated homes       | Renovated homes command a clear premium                                  |
| New construction                                 | More spec homes available                 | Compare builder incentives carefully                                     |
| Lake Wylie waterfront                            | Growing interest from Charlotte commuters | Worth a look for buyers priced out of the best Lake Norman water         |

## Days on Market Tell the Story

The clearest divide this year is between homes that launch ready and those that do not. In our experience, a well-staged, well-priced waterfront listing can go under contract within a few weeks, while an overpriced home can sit for months and eventually sell for less than it would have at the right price on day one. The first two weekends of a listing remain the most valuable.

## For Sellers

1. **Price to the water, not the neighbor's listing.** Buyers compare depth, views and frontage as closely as square footage.
2. **Invest in presentation.** Staging, twilight photography and video are no longer extras at this level.
3. **Prepare for inspections.** A pre-listing inspection, especially of the dock and shoreline, removes surprises later.

## For Buyers

1. **Get fully pre-approved or show proof of funds** before touring seriously.
2. **Know your non-negotiables.** With more inventory, a clear list helps you move quickly when the right home appears.
3. **Ask about off-market opportunities.** A meaningful share of the best waterfront still trades quietly.

## Looking Ahead

We expect the second half of 2025 to look much like the first: steady, selective and rewarding for people who do their homework. If you would like a private valuation of your home or a look at what is coming to market in your price range, we are always glad to talk.
    `,
    heroImageUrl: "/images/blog/market-chart.svg",
    categories: ["Market Insights"],
    tags: ["market update", "lake norman", "luxury", "2025"],
    seoTitle: "Lake Norman Luxury Market: Mid-2025 Review",
    seoDescription:
      "What we see in the 2025 luxury market on Lake Norman, Lake Wylie and Charlotte: inventory, pricing, days on market and advice for buyers and sellers.",
    featured: false,
    publishedAt: "2025-07-15T14:00:00Z",
  },
  {
    slug: "staging-a-lake-home-to-sell",
    title: "How to Stage a Lake Home So the Water Does the Selling",
    excerpt:
      "Staging a waterfront home is about sightlines, light and the walk to the dock. Our playbook for presenting a lake home so buyers feel the lifestyle from the front door.",
    content: md`
When buyers tour a lake home, they are not only buying rooms. They are buying sunsets, Saturday mornings on the dock and the view from the kitchen sink. Good staging makes that lifestyle obvious from the moment the front door opens. Here is how we approach it.

## Start With the Sightlines

Stand at the front door and look through the house. Can you see the water? If not, what is in the way?

- **Pull furniture away from windows** and orient seating toward the view rather than the television.
- **Remove heavy window treatments** or replace them with light panels that frame, rather than block, the lake.
- **Clean every pane of glass**, inside and out. It sounds obvious, but on the water, pollen and spray build up fast.

## Edit, Then Edit Again

Lake homes collect things: life jackets, fishing rods, pool noodles, decades of framed photos. Buyers need to imagine their own memories here.

1. Pack away at least half of the décor and personal items.
2. Clear countertops except for one or two intentional pieces.
3. Organize closets and the garage; buyers open everything.
4. Keep one or two tasteful nautical touches. A single vintage oar is charming; a room full of anchors is not.

## Treat the Outdoors as Rooms

On the water, the outdoor spaces often matter more than the dining room. We stage them with the same care as the interior:

- **The dock**: a pair of chairs, a small table and clean, coiled lines. Make sure the boat lift and lights work.
- **The patio and deck**: comfortable seating arranged for conversation and the view, a freshly cleaned fire pit.
- **The path to the water**: trimmed shrubs, swept steps and lighting for evening showings.
- **The shoreline**: remove debris and anything that suggests erosion or neglect.

> ✅ **SUCCESS**
> Every Lakefront Luxury Group listing includes complimentary professional staging. Our sellers get a designer-led plan, furnishings where needed and a home that photographs beautifully, at no extra cost.

## Light, Timing and the Camera

Most buyers first see a lake home on a phone screen, so staging and photography work together.

- **Twilight photography** shows the home glowing against the water and is often the image that earns the showing.
- **Drone images** explain the lot, the frontage and the home's place on the lake better than any description.
- **Timing matters.** Spring and early summer bring green trees and full water; if you list in late fall, we plan photos to minimize the look of lower lake levels.

## The Small Details Buyers Notice

- Fresh mulch and a power-washed driveway.
- Neutral, fluffy towels and crisp bedding.
- Working bulbs in every fixture, including the dock.
- A faint, clean scent rather than heavy fragrance.

## Ready to Prepare Your Lake Home?

Staging is one of the highest-return steps a seller can take, and on the water it is the difference between showing a house and showing a life. If you are thinking about selling, we would love to walk your home with you and put together a plan.
    `,
    heroImageUrl: "/images/blog/staging-interior.svg",
    categories: ["Home Staging"],
    tags: ["staging", "selling", "waterfront", "photography"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2025-08-12T14:00:00Z",
  },
  {
    slug: "buying-a-lake-home-with-a-dock-duke-energy-permits",
    title: "Buying a Lake Home with a Dock: Duke Energy Shoreline Permits Explained",
    excerpt:
      "On Lake Norman and Lake Wylie, the dock is governed by Duke Energy's shoreline rules. What every buyer should verify about a dock before the due diligence period ends.",
    content: md`
For many of our buyers, the dock is the whole point. It is where the boat lives, where the kids jump in and where the day ends with a sunset. But on the Catawba River lakes, a dock is not quite like the rest of your property, and understanding why will protect you from expensive surprises.

## Who Controls the Shoreline?

Lake Norman and Lake Wylie are reservoirs operated by **Duke Energy** under a federal license. In most cases, your deed runs to the project boundary near the water's edge, and the land beneath the water belongs to, or is controlled by, Duke Energy. Anything built on or over that land, including docks, boat lifts, boathouses and shoreline stabilization, is governed by Duke Energy's **Shoreline Management Guidelines** and requires approval.

You can read the current rules and start the permitting process through the [Duke Energy lakes page](https://www.duke-energy.com/community/lakes).

## What That Means for a Buyer

An existing dock is usually a real asset, but its value depends on its paperwork as much as its boards and pilings. Before your due diligence period ends, we recommend confirming:

1. **Was the dock permitted?** Ask the seller for approval documents and compare them with what is actually built.
2. **Has it been modified since?** Added slips, covered areas, lifts or decks may each have needed their own approval.
3. **Can it be repaired or rebuilt at its current size?** Rules change over time, and an older structure may not meet current guidelines.
4. **How deep is the water at the end of the dock in winter?** Duke Energy rules limit dredging, so depth is not easy to change.
5. **Is the shoreline buffer intact?** Vegetation near the water is protected, and unapproved clearing can carry penalties for the owner, including a new owner.

> ⚠️ **WARNING**
> Never assume an existing dock can be enlarged, enclosed or rebuilt larger after you buy. Talk with Duke Energy Lake Services and a reputable marine contractor before you close if expanding the dock is part of your plans.

## Shared and Community Docks

Not every waterfront home has its own dock. Some lots share a dock with a neighbor; some communities offer slips in a common marina. In both cases, ask for:

- The **recorded agreement or HOA rules** that govern use, maintenance and costs.
- Whether a slip is **deeded, assigned or leased**, and whether it transfers with the home.
- Any **waiting lists** or restrictions on boat size.

## Inspecting the Dock Itself

A general home inspector will typically note the dock's visible condition, but a **marine contractor** can assess pilings, decking, floats, electrical service and the boat lift in much more detail. Electrical work on docks deserves special care: faulty wiring near water is a genuine safety hazard, not just a repair item.

### Our Dock Due-Diligence Checklist

- Permit and approval documents, including any modifications
- Marine contractor inspection of structure, lift and electrical
- Winter water-depth check, or a contractor's depth estimate
- Survey showing the project boundary and any encroachments
- HOA or shared-dock agreements, if applicable
- Insurance quote that includes the dock and lift

## A Dock Done Right Is Worth It

None of this should scare you away from a waterfront home. It simply means treating the dock as the significant asset it is. We guide buyers through this process regularly, and we are happy to connect you with the contractors and resources who can answer these questions quickly, well before your deadline.
    `,
    heroImageUrl: "/images/blog/dock.svg",
    categories: ["Boating & Water Sports", "Real Estate Tips"],
    tags: ["docks", "duke energy", "shoreline permits", "buying", "waterfront"],
    seoTitle: "Buying a Home With a Dock: Duke Energy Permits",
    seoDescription:
      "How Duke Energy shoreline rules affect docks on Lake Norman and Lake Wylie, and what buyers should verify about a dock before due diligence ends.",
    featured: false,
    publishedAt: "2025-09-09T14:00:00Z",
  },
  {
    slug: "why-lakefront",
    title: "Why Lakefront: A Different Kind of Luxury Real Estate Advisor",
    excerpt:
      "Clear communication, storytelling marketing, complimentary staging and sharp negotiation, backed by deep local insight. Here is what working with Meredith Vance and Lakefront Luxury Group looks like.",
    content: md`
Buying or selling a luxury home on Lake Norman, Lake Wylie or in Charlotte is rarely just a transaction. It is usually a chapter of a family's life: the house where the kids learned to water-ski, the move that brings you closer to grandchildren, the dream home you have been planning for a decade. **Lakefront Luxury Group** was built around that idea. Here is what makes working with us different.

## Communication You Never Have to Chase

The most common complaint we hear about past agents is silence. With us, you will always know where things stand.

- **A clear plan from day one**, with milestones and who is responsible for each.
- **Regular updates**, whether or not there is news, by the channel you prefer.
- **Straight answers**, including the ones that are hard to hear about price or condition.

## Marketing That Tells a Story

Luxury buyers are not shopping for bedrooms and bathrooms; they are shopping for a way of life. Our marketing is built to show it.

1. **Professional photography, twilight images and drone footage** that capture the home and its setting on the water.
2. **Cinematic video and written storytelling** about the home's history, the neighborhood and what a day there feels like.
3. **Targeted digital campaigns** that reach qualified buyers in Charlotte and in the markets our buyers relocate from.
4. **Private previews** for our network of agents and buyers before a home goes public, when the seller wants them.

## Complimentary Staging

Every listing we take includes **complimentary professional staging**. A designer-led plan, furnishings where needed and careful attention to outdoor spaces help buyers feel the lifestyle the moment they arrive. In our experience, staged homes photograph better, show better and give buyers fewer reasons to negotiate.

## Negotiation That Protects Your Bottom Line

Negotiation starts long before an offer arrives. We prepare sellers for inspection findings, price with evidence from comparable sales on similar water, and present every offer with a clear view of its real terms, not just its headline number. For buyers, we do the homework that gives you leverage: the listing's history, the true condition of the dock and shoreline, and what comparable homes actually sold for.

## Local Insight You Can't Google

We live and work on these lakes. We know which coves stay deep through the winter, which communities have waiting lists for slips, where the sunset views are and which streets in Myers Park flood after a summer storm. Offices in Cornelius, Mooresville, Davidson, SouthPark and Lake Wylie keep us close to every corner of the market.

## The Results So Far

We are proud of how quickly clients have trusted us with their most important moves: **over $7 million sold in year one and over $17 million in the first nine months of year two**.

> ✅ **SUCCESS**
> Those numbers represent families who moved into the right home and sellers who moved on with confidence. They are the measure we care about most.

## Let's Talk

Whether you are planning a sale next spring or just beginning to imagine life on the water, we would love to hear your story. Reach out for a private, no-pressure conversation about your goals.
    `,
    heroImageUrl: "/images/blog/lakehouse.svg",
    categories: ["Real Estate Tips", "Home Staging"],
    tags: ["lakefront luxury group", "selling", "marketing", "negotiation"],
    seoTitle: "Why Lakefront: Luxury Real Estate Advisor, Lake Norman",
    seoDescription:
      "Why clients choose Meredith Vance and Lakefront Luxury Group: clear communication, storytelling marketing, free staging, negotiation and local insight.",
    featured: true,
    publishedAt: "2025-10-07T14:00:00Z",
  },
  {
    slug: "holiday-events-lake-norman-charlotte",
    title: "Holidays on the Lake: Boat Parades, Tree Lightings and Festive Traditions",
    excerpt:
      "From lighted boat parades to Christmas in Davidson and McAdenville's famous lights, our favorite holiday traditions around Lake Norman, Lake Wylie and Charlotte.",
    content: md`
The lakes quiet down when the weather cools, but the holiday season brings them back to life in a different way. Docks get wrapped in lights, town greens fill with carolers and, on a few special evenings, boats parade across the water glowing from bow to stern. Here are the traditions our family and clients look forward to every year.

## Lighted Boat Parades

Several marinas, yacht clubs and lake communities organize **lighted boat parades** in late November and December on both Lake Norman and Lake Wylie. Dates and routes change from year to year, so watch local marina announcements and community pages in November.

The best viewing spots are usually waterfront restaurants along the route or, if you are lucky, your own dock. If you would rather join the parade than watch it, see our decorating tips below.

## Town Traditions

### Christmas in Davidson

Held in early December, **Christmas in Davidson** turns Main Street into a walking celebration with music, lights, local vendors and visits with Santa. It is one of the best weekends of the year to experience the town, and it is busy, so park early or walk in.

### Tree Lightings Around the Lake

Cornelius, Huntersville, Mooresville and the Lake Wylie area each host tree lightings and holiday markets, usually in late November or early December. They are small-town events in the best sense: hot chocolate, school choirs and neighbors you have not seen since summer.

### McAdenville, Christmas Town USA

West of Charlotte, the small town of **McAdenville** lights up hundreds of trees and its lake every December. Driving through slowly with the windows down is a regional rite of passage, and weeknights are far less crowded than weekends.

## Big-City Sparkle

Charlotte adds its own scale to the season:

- **Uptown** celebrations, ice skating and holiday concerts.
- **Speedway Christmas** at Charlotte Motor Speedway, a drive-through light show.
- **Holiday lights at Daniel Stowe Botanical Garden** in Belmont, a short drive from Lake Wylie.

## Decorating Your Boat for a Parade

If you are joining a parade for the first time:

1. **Register with the organizer** and attend any captain's meeting.
2. **Use battery or inverter-powered LED lights** and secure every strand; wind on the water is stronger than you expect.
3. **Keep navigation lights visible.** Decorations should never hide required lights.
4. **Dress for cold water.** Everyone aboard should have a life jacket, and children should wear theirs.
5. **Designate a sober captain** and plan a slow, careful trip home in the dark.

## Selling During the Holidays?

Listing in December is less common, which can work in a seller's favor: fewer competing homes and serious, motivated buyers. A few tasteful decorations make a home feel warm in photos, but keep them simple, neutral and easy to remove, so buyers still see the house and the water first.

From all of us at Lakefront Luxury Group, happy holidays. We hope to see you on the water, or on Main Street, this season.
    `,
    heroImageUrl: "/images/blog/festival.svg",
    categories: ["Local Events"],
    tags: ["holidays", "events", "boat parade", "lake norman", "lake wylie"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2025-11-18T14:00:00Z",
  },
  {
    slug: "lake-wylie-neighborhood-guide",
    title: "Lake Wylie: A Two-State Lake Worth a Closer Look",
    excerpt:
      "Straddling North and South Carolina, Lake Wylie offers waterfront living close to Charlotte with its own relaxed character. A guide to its communities and how it compares with Lake Norman.",
    content: md`
Lake Norman gets most of the attention, but some of our happiest buyers in recent years have landed on **Lake Wylie**. Southwest of Charlotte and straddling the North Carolina and South Carolina state line, it offers real waterfront living, a manageable commute to uptown and the airport, and a pace that many families find refreshing.

## A Little History

Lake Wylie is the oldest lake on the Catawba River chain, with a dam that dates back to the early twentieth century. Today it covers roughly 13,000 acres with more than 300 miles of shoreline, about half the size of Lake Norman. That smaller scale is part of its charm: coves feel intimate, and it is easy to learn the whole lake in a single season.

## Communities Around the Lake

### The South Carolina Side

- **Lake Wylie (community)**: the commercial heart of the SC side along Charlotte Highway, with waterfront neighborhoods branching off toward the water.
- **River Hills**: a well-established gated community with a marina, golf and a strong sense of neighborhood.
- **Tega Cay**: a lakeside city on a peninsula, known for its parks, trails and waterfront amenities.
- **Clover and Fort Mill** nearby, each with popular school districts and growing shopping and dining options.

### The North Carolina Side

- **Southwest Charlotte (Steele Creek)**: newer neighborhoods with fast access to I-485 and the airport.
- **Belmont and Gaston County**: historic downtown Belmont, the botanical garden and waterfront homes on the lake's northern arms.

## Lake Wylie vs. Lake Norman

| Feature           | Lake Wylie                                           | Lake Norman                                    |
| ----------------- | ---------------------------------------------------- | ---------------------------------------------- |
| Size              | Roughly 13,000 acres                                 | Roughly 32,000 acres                           |
| Feel              | Quieter, more intimate coves                         | Big open water and busier weekends             |
| States            | North and South Carolina                             | North Carolina                                 |
| Commute           | Close to the airport and southwest Charlotte         | Best for north Charlotte and the I-77 corridor |
| Price perspective | Often more frontage for the money, in our experience | Wider range, with a deep top tier              |

## Taxes and Practical Details

If you are buying on the South Carolina side, ask about how the home will be assessed. South Carolina generally assesses an **owner-occupied primary residence** more favorably than a second home, so your plans for the property can affect your tax bill. Confirm the details with the York County assessor's office before you close.

The shoreline rules are familiar: like Lake Norman, Lake Wylie's shoreline is managed by Duke Energy, so docks, lifts and shoreline work require approval. See the [Duke Energy lakes page](https://www.duke-energy.com/community/lakes) for current guidelines.

## Life on the Water

Lake Wylie is a true boating lake, with calm coves for paddleboards and tubing, open water for wakeboarding and several waterfront restaurants reachable by boat. Sailors and anglers love it, and the shorter distances make it easy to visit friends across the lake for dinner.

## Is Lake Wylie Right for You?

Lake Wylie tends to suit buyers who:

- Commute toward the airport, Ballantyne or southwest Charlotte.
- Want waterfront without the weekend crowds of the larger lake.
- Are open to South Carolina schools and tax structures.

Our Lake Wylie office is on Charlotte Highway, in the middle of it all. If you have only ever looked at Lake Norman, let us spend a day showing you the other lake.
    `,
    heroImageUrl: "/images/blog/lake-wylie.svg",
    categories: ["Neighborhood Guides", "Boating & Water Sports"],
    tags: ["lake wylie", "south carolina", "waterfront", "neighborhood guide"],
    seoTitle: "Lake Wylie Neighborhood Guide: Living on the Water",
    seoDescription:
      "Lake Wylie's communities on both sides of the state line, how the lake compares with Lake Norman, and what to know about taxes and docks before buying.",
    featured: false,
    publishedAt: "2026-01-20T14:00:00Z",
  },
  {
    slug: "inspections-for-waterfront-homes",
    title: "Inspections for Waterfront Homes: What a Standard Report Misses",
    excerpt:
      "A general home inspection is only the beginning on the water. The additional inspections we recommend for lake homes, and how to fit them into your due diligence period.",
    content: md`
A standard home inspection is essential, but on a waterfront property it covers only part of what you are buying. Docks, lifts, shoreline, septic systems and the effects of moisture all deserve a closer look. Here is how we help buyers build an inspection plan for a lake home.

## Start With the Timeline

> ℹ️ **INFO**
> In North Carolina, buyers typically negotiate a due diligence period and pay a due diligence fee to the seller. Every inspection you want should be scheduled and completed inside that window, so plan them the day your offer is accepted.

Specialists get busy in spring and summer. We keep a list of trusted inspectors and marine contractors, and we help clients book them immediately rather than waiting for the general report.

## The Inspections We Recommend

| Inspection              | What it covers                                 | When it matters most                 |
| ----------------------- | ---------------------------------------------- | ------------------------------------ |
| General home inspection | Structure, roof, systems, visible defects      | Always                               |
| Dock and boat lift      | Pilings, decking, floats, lift motor, cables   | Any home with a dock                 |
| Dock electrical         | Wiring, outlets, ground-fault protection       | Any dock with power                  |
| Shoreline               | Erosion, riprap or wall condition              | Steep or exposed lots                |
| Septic system           | Tank, drain field, capacity for bedroom count  | Homes not on public sewer            |
| Well water              | Flow and water quality testing                 | Homes on private wells               |
| Wood-destroying insects | Termites and related damage                    | Always in our climate                |
| Crawlspace and moisture | Vapor barriers, drainage, mold risk            | Older homes and lower-level walkouts |
| Survey                  | Lot lines and the Duke Energy project boundary | Always on the water                  |

## Areas That Deserve Extra Attention

### The Dock and Lift

Ask a marine contractor, not just a home inspector, to evaluate the dock. They will look below the waterline where possible, test the lift and check that the electrical service is safe. Water and electricity are an unforgiving combination, so any concerns here should be addressed before closing.

### Septic Capacity

Many lake homes, especially older ones and those on the western shore, rely on septic systems. The permitted capacity of the system is tied to the number of bedrooms. If a home has been expanded, confirm that the septic permit matches what is actually there.

### Moisture and Drainage

Walk-out basements facing the water are wonderful to live in and worth careful inspection. Look for signs of past water intrusion, confirm that gutters and grading carry water away from the foundation, and ask about dehumidification.

## Using the Results

An inspection report is a negotiation tool, not a verdict. After the reports come in, we help you sort findings into three groups:

1. **Safety and structural issues** that should be repaired or credited before closing.
2. **Significant maintenance items** that may justify a price adjustment.
3. **Routine upkeep** that comes with owning any home, and that buyers are usually wise not to fight over.

Handled well, this conversation protects your investment without souring the relationship with the seller, which matters when you may need their help with dock permits and paperwork later.

## We Have Your Back

We have walked many buyers through this process on Lake Norman and Lake Wylie. If you are getting ready to make an offer on a waterfront home, let us help you build the inspection plan before you sign.
    `,
    heroImageUrl: "/images/blog/inspection.svg",
    categories: ["Real Estate Tips"],
    tags: ["inspections", "waterfront", "buying", "docks"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2026-02-10T14:00:00Z",
  },
  {
    slug: "top-7-best-towns-to-live-on-lake-norman",
    title: "Top 7 Best Towns to Live on Lake Norman",
    excerpt:
      "Cornelius, Davidson, Huntersville, Mooresville, Denver, Troutman and Sherrills Ford each offer a different version of lake life. Our guide to the seven towns and who each one suits best.",
    content: md`
Lake Norman is one lake, but it is surrounded by several distinct towns across four counties, each with its own personality, price points and pace. Choosing the right one is often the most important decision our buyers make. Here are our seven favorites, and who each one tends to suit.

## 1. Cornelius

**The social heart of the lake.** Cornelius has some of Lake Norman's most sought-after waterfront, including the gated Peninsula community with its club and golf course. Jetton Park, the Cain Center for the Arts and a cluster of waterfront restaurants give it plenty to do, and its southern location keeps commutes to Charlotte reasonable.

**Best for:** buyers who want an active lake lifestyle close to the city.

## 2. Davidson

**Walkable, historic and home to Davidson College.** Davidson's Main Street, farmers market and college events create a sense of community that is hard to match. True waterfront is scarce here, which is exactly why it is so prized when it appears.

**Best for:** buyers who value walkability and character as much as the water.

## 3. Huntersville

**Convenience with room to grow.** Huntersville combines established neighborhoods, newer communities and Birkdale Village's shopping and dining. Its southeastern shoreline and nearby nature preserves offer a mix of waterfront and off-water options.

**Best for:** families who want amenities, schools and easy access to I-77 and I-485.

## 4. Mooresville

**The lake's biggest town, with the most choice.** Known as Race City USA for its motorsports heritage, Mooresville has a revitalized downtown, a major corporate presence and more shoreline than any other town on the lake. From gated golf communities to quiet coves, the range of waterfront here is remarkable.

**Best for:** buyers who want the widest selection of lake homes and a full-service town.

## 5. Denver

**The western shore's rising star.** Across the lake in Lincoln County, Denver has grown quickly while keeping a more relaxed feel. Buyers often find more space and frontage for their budget, plus newer communities and a growing list of restaurants along the NC-16 corridor.

**Best for:** buyers who want generous lots and sunrise views without city bustle.

## 6. Troutman

**Small-town quiet at the north end of the lake.** Troutman is home to Lake Norman State Park, with its trails, beach and campground. It is a favorite for buyers who want a slower pace, larger parcels and easy access to I-77 and I-40.

**Best for:** nature lovers and buyers looking for value and privacy.

## 7. Sherrills Ford and Terrell

**Peaceful, rural and on the water.** On the lake's northwestern shore in Catawba County, Sherrills Ford and Terrell offer quieter water, wooded lots and a strong sense of retreat. Many homes here are weekend places that become full-time homes once owners discover the pace.

**Best for:** buyers who want the lake to feel like a getaway every day.

## At a Glance

| Town                       | County      | Feel                        | Best for                    |
| -------------------------- | ----------- | --------------------------- | --------------------------- |
| Cornelius                  | Mecklenburg | Active, social              | Lake life near Charlotte    |
| Davidson                   | Mecklenburg | Walkable, historic          | Community and character     |
| Huntersville               | Mecklenburg | Convenient, family-friendly | Amenities and access        |
| Mooresville                | Iredell     | Full-service, varied        | Widest choice of waterfront |
| Denver                     | Lincoln     | Growing, relaxed            | Space for the money         |
| Troutman                   | Iredell     | Small-town, natural         | Privacy and parks           |
| Sherrills Ford and Terrell | Catawba     | Rural, quiet                | A daily getaway             |

## How to Choose

- **Start with the commute.** Drive it at rush hour before you decide.
- **Decide on big water or a quiet cove**, then look at which towns have the kind of shoreline you want.
- **Visit on a weekend and a weekday.** The lake feels very different on a summer Saturday.

With offices in Cornelius, Mooresville and Davidson, we spend every week in these towns. Tell us how you want to live, and we will show you where on the lake that life is waiting.
    `,
    heroImageUrl: "/images/blog/lake-panorama.svg",
    categories: ["Neighborhood Guides"],
    tags: ["lake norman", "cornelius", "davidson", "mooresville", "huntersville"],
    seoTitle: "Top 7 Best Towns to Live on Lake Norman",
    seoDescription:
      "Cornelius, Davidson, Huntersville, Mooresville, Denver, Troutman and Sherrills Ford compared: the feel, the homes and who each Lake Norman town suits best.",
    featured: true,
    publishedAt: "2026-03-10T14:00:00Z",
  },
  {
    slug: "farmers-markets-lake-norman-charlotte",
    title: "Saturday Mornings: Farmers Markets Around Lake Norman and Charlotte",
    excerpt:
      "Fresh peaches, local cheese and neighbors you actually get to talk to. Our favorite farmers markets around the lakes and Charlotte, and how to make the most of a market morning.",
    content: md`
Ask us what we love most about spring around the lakes, and one answer comes up every time: **Saturday mornings at the farmers market**. The region's markets are where you meet the people who grow your food, run into neighbors and, if you are new to the area, start to feel at home. Here are the markets we visit most.

## Around Lake Norman

### Davidson Farmers Market

A true local institution near the town green, the Davidson market is known for its focus on growers and producers from the surrounding region. Expect seasonal produce, pasture-raised meats, eggs, cheeses, baked goods and flowers, along with a steady stream of neighbors and their dogs. Come early in peak season; the most popular vendors sell out.

### Huntersville Growers' Market

Smaller and friendly, this market is an easy stop for families in the southern lake towns. It is a great place to pick up produce, honey and baked goods before heading to the water.

### Mooresville Markets and Farm Stands

Mooresville has a downtown market season as well as beloved farm stands such as **Josh's Farmers Market**, a go-to for summer produce and local specialties. Many of our clients make a farm stand stop part of their weekly routine between the lake and errands in town.

## In Charlotte

### Charlotte Regional Farmers Market

Operated by the North Carolina Department of Agriculture, the regional market is the area's largest, with a wide range of vendors and multiple market days each week. It is the best place to stock up for a big weekend of hosting at the lake. Learn more through the [NC Department of Agriculture](https://www.ncagr.gov).

### Neighborhood Markets

Charlotte also has smaller weekend markets in and around its close-in neighborhoods, as well as the popular **Matthews Community Farmers Market** to the southeast. They are perfect for a morning walk followed by brunch nearby.

## What's in Season

- **Spring**: strawberries, asparagus, greens, spring onions and flowers.
- **Summer**: peaches, tomatoes, sweet corn, blueberries, melons and okra.
- **Fall**: apples, sweet potatoes, winter squash, muscadines and pumpkins.
- **Winter**: collards, root vegetables, eggs, meats and baked goods at year-round markets.

## Tips for a Great Market Morning

1. **Arrive early** for the best selection, or late for the occasional end-of-day deal.
2. **Bring reusable bags and a cooler** if you are heading to the lake afterward.
3. **Carry some cash**, although most vendors now accept cards.
4. **Ask questions.** Vendors love to share how they grow their food and what to cook with it.
5. **Plan a menu around what you find**, not the other way around.

## Markets and Moving

When clients are relocating, we often suggest spending a Saturday morning at the local market in each town they are considering. In an hour, you will learn more about a community's personality than any listing description can tell you, and you might just meet your future neighbors.

See you at the market.
    `,
    heroImageUrl: "/images/blog/farmers-market.svg",
    categories: ["Local Events", "Dining & Entertainment"],
    tags: ["farmers markets", "local food", "davidson", "charlotte"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2026-04-07T13:00:00Z",
  },
  {
    slug: "boating-safety-lake-norman",
    title: "Boating Safety on Lake Norman: A Refresher Before the Season",
    excerpt:
      "Before the first warm weekend, review the rules and habits that keep everyone safe on Lake Norman: boater education, life jackets, no-wake zones, weather and low winter water.",
    content: md`
Every spring, Lake Norman fills with boats again, and every spring we remind new and longtime owners alike that a few minutes of preparation makes the whole season more enjoyable. Whether you bought your first lake home last fall or have been boating here for decades, here is our pre-season refresher.

## Know the Rules

North Carolina's boating laws are enforced by the **NC Wildlife Resources Commission**, which publishes the current requirements at [ncwildlife.org](https://www.ncwildlife.org/boating). A few to know:

- **Boater education**: operators under 26 must complete an approved boating education course before operating a vessel with a motor of ten horsepower or more. Keep proof of completion on board.
- **Life jackets**: every person aboard needs a properly fitting, approved life jacket, and young children must wear theirs while the boat is underway.
- **Registration**: keep your registration current and the numbers properly displayed.
- **Boating under the influence** is illegal and enforced on the lake, including by officers on the water on busy weekends.

## On-the-Water Habits

### Respect No-Wake Zones

No-wake areas near marinas, bridges, restaurants and swimming areas exist for good reasons. Your wake can damage docks and shoreline, swamp paddlers and injure people on other boats.

### Watch the Traffic

Summer weekends bring heavy traffic on the main channel, especially near popular coves and restaurants. Keep a safe distance, watch for towed skiers and tubers, and assume personal watercraft may change direction suddenly.

### Learn the Markers

Channel markers and hazard buoys are there because the lake has shoals, rocky points and old structures under the surface. When in doubt, slow down.

## Weather and Water

> ⚠️ **WARNING**
> Summer thunderstorms on Lake Norman can build in minutes. If you hear thunder, head for shore immediately. Do not wait to see lightning, and never ride out a storm at anchor in open water.

- **Check the forecast and radar** before you leave the dock, and keep checking it.
- **Mind winter and spring water levels.** Lower water exposes hazards that are safely submerged in summer.
- **Respect cold water.** Early in the season, the air may be warm while the water is still cold enough to be dangerous.

## Your Pre-Season Checklist

1. Life jackets for every passenger, in the right sizes.
2. A throwable flotation device.
3. A working fire extinguisher and a sound-producing device.
4. Navigation lights tested before your first evening out.
5. Fresh batteries, charged phones and a waterproof bag.
6. A first-aid kit and plenty of drinking water.
7. Engine, steering and bilge pump checked by a qualified mechanic.

## Teach the Next Generation

Lake kids grow up fast. Enroll teens in a boater education course, teach them to tie off at the dock and let them practice docking on a calm weekday morning. A confident young captain is a safer one.

## Safe Boating Makes Good Neighbors

On the lake, your neighbors see how you boat. Courtesy and caution on the water help build the kind of community that makes lake living so special. Have a wonderful season, and we will see you out there.
    `,
    heroImageUrl: "/images/blog/boating.svg",
    categories: ["Boating & Water Sports"],
    tags: ["boating", "safety", "lake norman", "life jackets"],
    seoTitle: "Lake Norman Boating Safety: Pre-Season Refresher",
    seoDescription:
      "Boater education, life jackets, no-wake zones, storms and low winter water: a pre-season boating safety refresher for Lake Norman homeowners.",
    featured: false,
    publishedAt: "2026-05-12T14:00:00Z",
  },
  {
    slug: "how-to-determine-your-list-of-must-have-non-negotiables-when-buying-luxury-homes",
    title: "How to Determine Your List of Must-Have Non-Negotiables When Buying a Luxury Home",
    excerpt:
      "The buyers who find the right luxury home fastest know exactly what they cannot live without. A practical, step-by-step way to build and rank your list of non-negotiables.",
    content: md`
At the luxury level, almost every home you tour will be beautiful. That is exactly what makes buying one so hard. Without a clear sense of what you truly need, it is easy to fall for a stunning kitchen and overlook the commute, or to pass on the right home because the paint colors were wrong. The buyers who find the right home fastest start with a written list of **non-negotiables**.

## Step 1: Picture an Ordinary Week

Before you think about houses, think about life. Write down what a normal week looks like in your next home:

- Where do you work, and how often do you go in?
- Where do the children go to school, and who drives them?
- How do you spend weekends: on the water, on the golf course, hosting family?
- Who visits, and how long do they stay?

Your non-negotiables usually hide inside these answers.

## Step 2: Sort Everything Into Three Lists

Brainstorm every feature you want, then sort each item honestly:

| List          | What belongs here                        | Example                                   |
| ------------- | ---------------------------------------- | ----------------------------------------- |
| Must-haves    | Features without which you would not buy | Deep-water dock, main-level primary suite |
| Nice-to-haves | Features you want but would trade        | Wine room, three-car garage               |
| Dealbreakers  | Things you would not accept at any price | A long commute, a busy road frontage      |

A useful test: if a home had everything else you wanted but lacked this item, would you still buy it? If yes, it is a nice-to-have.

## Step 3: Separate the Fixable From the Permanent

Many items on a wish list can be changed after closing. Others cannot.

**Usually fixable:** finishes, paint, lighting, appliances, landscaping, even a kitchen.

**Usually permanent:** location, lot, orientation, views, water depth, school assignment and the home's basic layout.

Put your energy, and your budget, behind the permanent items. A dated kitchen on the right lot is an opportunity; a perfect kitchen on the wrong lot is a compromise you will live with every day.

## Step 4: Add the Lake-Specific Questions

If you are buying on Lake Norman or Lake Wylie, consider whether any of these belong on your must-have list:

1. **Year-round water depth** at the dock.
2. **Main-channel views or a protected cove.**
3. **Sunset or sunrise orientation.**
4. **An existing, permitted dock and lift**, or the ability to add one.
5. **Walk to the water**: a gentle slope versus stairs.
6. **Drive time** to uptown Charlotte, SouthPark or the airport.

## Step 5: Rank, Then Revisit

Limit your must-haves to five or six, and rank them. When two homes each satisfy different items, the ranking makes the decision for you. Revisit the list after your first few tours; seeing homes in person almost always clarifies what matters.

> ℹ️ **INFO**
> Share your ranked list with your advisor before you start touring. It lets us screen homes, including off-market ones, before you spend a Saturday seeing properties that were never going to work.

## Step 6: Agree as a Household

If you are buying with a partner, make your lists separately first, then compare. The differences are where the important conversations happen, and it is far better to have them at the kitchen table than in a showing.

## The Payoff

A clear list does not limit your options; it sharpens them. When the right home appears, you will recognize it quickly and be ready to act with confidence, which in a competitive luxury market can be the difference between touring a home and owning it.

We would love to help you build your list. Reach out for a conversation about how you want to live, and we will take it from there.
    `,
    heroImageUrl: "/images/blog/dream-home.svg",
    categories: ["Real Estate Tips"],
    tags: ["buying", "luxury homes", "wish list", "planning"],
    seoTitle: "How to Set Your Non-Negotiables for a Luxury Home",
    seoDescription:
      "A step-by-step way to build and rank your must-haves, nice-to-haves and dealbreakers before buying a luxury home on Lake Norman, Lake Wylie or Charlotte.",
    featured: true,
    publishedAt: "2026-06-09T14:00:00Z",
  },
  {
    slug: "financing-a-luxury-lake-home",
    title: "Financing a Luxury Lake Home: Jumbo Loans, Cash and Bridge Options",
    excerpt:
      "Jumbo loans, cash purchases, bridge financing and the appraisal challenges unique to waterfront homes. What to line up before you make an offer on a luxury lake home.",
    content: md`
Financing a luxury home works differently from financing a typical house, and financing a **waterfront** luxury home adds a few wrinkles of its own. Whether you plan to pay cash, borrow or do a little of both, here is what we want every buyer to understand before they write an offer.

## Jumbo Loans

Most luxury purchases that involve a mortgage use a **jumbo loan**, meaning a loan larger than the conforming limit set each year for loans that can be sold to Fannie Mae and Freddie Mac. Jumbo lenders set their own guidelines, which often include:

- **Larger down payments** than conventional loans.
- **Cash reserves** covering several months of payments after closing.
- **Thorough documentation** of income and assets, especially for business owners.
- **Stricter appraisal review**, sometimes with a second appraisal on larger loans.

Shop lenders. Terms vary widely, and local banks and private banking groups sometimes offer flexibility that national lenders do not.

## The Waterfront Appraisal Challenge

Appraisers rely on comparable sales, and on the lake, truly comparable sales can be scarce. Two homes of the same size may sit on very different water, and the appraiser has to account for depth, frontage, views and the dock.

> ⚠️ **WARNING**
> If an appraisal comes in below the contract price, the lender will generally lend against the lower value. Know in advance how you would cover an appraisal gap, and talk with us about how your offer's terms can protect you.

We help by providing appraisers with the waterfront comparables and property details they need, such as frontage, water depth and dock permits, so the home's true value is fully documented.

## Primary Home or Second Home?

How you plan to use the property affects your loan terms and sometimes your taxes. A second home or vacation property may carry different requirements than a primary residence, and an investment property different again. Be candid with your lender about your plans; occupancy matters.

## Paying Cash

Cash offers are common at the top of the market and can be very strong: no financing contingency, no appraisal requirement and often a faster closing. Many buyers pay cash to win the home, then place a mortgage on it shortly after closing to restore liquidity. Ask your lender about this approach before you close, since timing and documentation rules apply.

## Bridge and Asset-Based Options

If you are selling one home to buy another, you have choices beyond a contingent offer:

1. **Bridge loans** that use equity in your current home toward the new purchase.
2. **Securities-based lines of credit** through your wealth manager.
3. **Home equity lines** opened before you list your current home.
4. **A rent-back agreement** that lets you close on your sale and stay in the home briefly afterward.

Each carries costs and risks, so weigh them with your financial advisor.

## Insurance Comes First

Before you commit, get quotes for homeowners coverage, the dock and boat lift, and flood insurance if the lender requires it or you want it. Insurance costs can affect your budget, and lenders will require proof of coverage before closing.

## Your Pre-Offer Checklist

- Pre-approval or proof of funds, ready to share
- A plan for an appraisal gap
- Clarity on occupancy
- Insurance quotes for the home and dock
- A strategy for your current home

We work with lenders and private bankers who understand the lake market. Reach out and we will make the introductions.
    `,
    heroImageUrl: "/images/blog/lake-estate.svg",
    categories: ["Real Estate Tips", "Market Insights"],
    tags: ["financing", "jumbo loans", "buying", "waterfront"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2026-07-21T14:00:00Z",
  },
  {
    slug: "luxury-days-on-market-2026",
    title: "Days on Market in 2026: What the Luxury Segment Is Telling Us",
    excerpt:
      "Days on market is the quiet signal behind every luxury sale. What it means in 2026 around Lake Norman and Charlotte, and how sellers and buyers should read it.",
    content: md`
Of all the numbers on a listing, **days on market** may be the most misunderstood. Sellers worry about it, buyers use it for leverage and headlines treat it as a verdict on the whole market. In reality, it is a signal, and in 2026 it is telling a clear story about the luxury segment around Lake Norman, Lake Wylie and Charlotte.

## What Days on Market Really Measures

Days on market counts the time between a home going active and going under contract. Two subtleties matter:

- **Cumulative days on market** tracks the full history across relistings, which is what experienced buyers and agents look at.
- **Luxury homes naturally take longer** than entry-level homes because the pool of buyers is smaller and the decisions are bigger.

A luxury home that takes a couple of months to find its buyer is not a failure. A home that sits season after season is a different story.

## What We Are Seeing in 2026

In our experience this year, the market has split into two clear groups: homes that launch ready and priced correctly, and homes that do not.

| Listing profile                | What we typically see                       | What it signals                      |
| ------------------------------ | ------------------------------------------- | ------------------------------------ |
| Well-priced, staged waterfront | Often under contract within a few weeks     | Strong demand for quality water      |
| Well-priced, off-water luxury  | Often one to two months                     | Healthy, deliberate buyers           |
| Overpriced at launch           | Frequently several months, then a reduction | Buyers waiting for the price to move |
| Needs significant updates      | Longer, with heavier negotiation            | Buyers pricing in renovation risk    |

These are rounded ranges from our own transactions, not official statistics. For market-wide figures, see the monthly reports from Canopy MLS.

## Seasonality on the Lake

Waterfront homes follow the seasons more than most. Spring and early summer bring the most buyers to the lake, when trees are green and the water is full. Late fall and winter are quieter, but the buyers who are active then tend to be serious. A home listed in November may take longer to sell without being any less desirable.

## For Sellers: Make the First Weeks Count

The first two or three weeks of a listing attract the most attention, and that attention fades quickly. To make the most of it:

1. **Price to the most recent comparable sales on similar water**, not to your hopes or the neighbor's listing.
2. **Stage before photography.** Buyers decide whether to tour from photos.
3. **Complete a pre-listing inspection** so surprises do not derail a contract.
4. **Launch on a strong day**, with the marketing ready, rather than going live quietly and adding photos later.

## For Buyers: Read the Signal

- A home with **long cumulative days on market** may leave room to negotiate; ask us for its full history.
- A home that is **new and well-presented** may not last; be ready with financing and a clear list of non-negotiables.
- **Price reductions** are information, not just opportunity. Understand why a home has not sold before you assume it is a bargain.

## The Bottom Line

Days on market rewards preparation. Sellers who invest in pricing, staging and presentation up front tend to sell faster and for more, and buyers who understand the signal make better offers. If you would like a look at the history behind a specific listing, or a plan for your own sale, get in touch.
    `,
    heroImageUrl: "/images/blog/market-days.svg",
    categories: ["Market Insights", "Home Staging"],
    tags: ["market update", "days on market", "pricing", "2026"],
    seoTitle: "Days on Market 2026: Lake Norman Luxury Homes",
    seoDescription:
      "What days on market means for luxury homes on Lake Norman and in Charlotte in 2026, and how sellers and buyers should use it when pricing and negotiating.",
    featured: false,
    publishedAt: "2026-09-15T14:00:00Z",
  },
  {
    slug: "relocating-to-charlotte-and-lake-norman",
    title: "Relocating to Charlotte or Lake Norman: A Practical Roadmap",
    excerpt:
      "Moving to the Charlotte region from out of state? A step-by-step plan for choosing between city and lake, scouting efficiently and buying with confidence from a distance.",
    content: md`
The Charlotte region continues to welcome families and executives from across the country, drawn by the job market, the climate and the chance to live on the water within reach of a major city. If you are relocating, the choices can feel overwhelming. Here is the roadmap we share with our relocation clients.

## Step 1: Anchor Your Search to Your Commute

Everything starts with where you will spend your weekdays. Charlotte's main hubs each point toward different parts of the region:

- **Uptown**: close-in neighborhoods like Myers Park and Dilworth, or the southern lake towns via I-77.
- **SouthPark**: Myers Park, Eastover, Foxcroft and nearby close-in neighborhoods.
- **Ballantyne**: south Charlotte and, across the state line, the Fort Mill and Lake Wylie areas.
- **The airport**: southwest Charlotte, Lake Wylie and the western side of the region. Frequent flyers should check routes at [cltairport.com](https://www.cltairport.com).
- **The I-77 corridor north**: Huntersville, Cornelius, Davidson and Mooresville.

Drive the commute at rush hour before you commit. Traffic on I-77 and I-485 can change the picture considerably.

## Step 2: Decide Between City and Lake

| Priority          | City neighborhoods      | Lake communities            |
| ----------------- | ----------------------- | --------------------------- |
| Walkability       | Often excellent         | Varies; Davidson stands out |
| Space and privacy | Smaller lots            | Larger lots and waterfront  |
| Commute to uptown | Short                   | Longer, depending on town   |
| Weekend lifestyle | Dining, culture, events | Boating, swimming, sunsets  |

There is no wrong answer, only the one that fits your family. Some clients choose a close-in home now and a lake house later, or the reverse.

## Step 3: Understand Schools and Taxes

School assignments can vary street by street, so verify them for any specific address directly with the district. If you are considering Lake Wylie or Fort Mill, remember that South Carolina has a different tax structure from North Carolina, including how primary residences are assessed. Your tax advisor should weigh in early.

## Step 4: Plan an Efficient Scouting Trip

We recommend two to three focused days:

1. **Day one**: a guided tour of the areas on your shortlist, including a weekday commute test.
2. **Day two**: private showings of the best available and off-market homes.
3. **Day three**: second looks, a visit to a local market or restaurant, and a planning session.

Before you arrive, we narrow the field with video tours so your time is spent on homes that genuinely fit.

## Step 5: Buying From a Distance

If you cannot be here for every step, the process can still be smooth:

- **Live video walkthroughs** of any home you are considering.
- **Trusted local inspectors and contractors**, with reports and calls you can join remotely.
- **Electronic signatures** and remote closing options with your attorney.
- **Temporary housing help** if your timing does not line up.

## Step 6: Settle In

Once you have keys, the fun begins: finding your coffee shop, learning the lake and meeting neighbors. We stay in touch long after closing with recommendations for everything from marinas to pediatricians.

## Welcome Home

With offices from Mooresville to SouthPark and Lake Wylie, we know the whole region, not just one corner of it. If a move to Charlotte or the lakes is on your horizon, reach out. We would love to help you land in the right place the first time.
    `,
    heroImageUrl: "/images/blog/skyline.svg",
    categories: ["Real Estate Tips", "Neighborhood Guides"],
    tags: ["relocation", "charlotte", "lake norman", "buying"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: "2026-11-03T14:00:00Z",
  },
  {
    slug: "mooresville-beyond-race-city",
    title: "Mooresville Beyond Race City: A Neighborhood Guide",
    excerpt:
      "Mooresville is Lake Norman's largest town and its most varied. A look at downtown, the waterfront communities and the lifestyle beyond the motorsports reputation.",
    content: md`
Mooresville is best known as **Race City USA**, home to motorsports teams and a racing heritage that runs deep. But for buyers, the town's real story is its range: more Lake Norman shoreline than any other town, a revitalized downtown and neighborhoods for almost every budget and lifestyle.

## Downtown Mooresville

Main Street has come into its own over the last decade. Restored brick storefronts now hold restaurants, coffee shops, breweries and boutiques, and the calendar fills with concerts and seasonal events. Our Mooresville office sits right on North Main Street, and we never tire of the energy on a Friday evening.

## The Waterfront

Mooresville's shoreline wraps around dozens of coves and points on the lake's eastern side, which means buyers can choose from:

- **Gated golf and club communities** with marinas, fitness centers and social calendars.
- **Established waterfront neighborhoods** with mature trees and long-range views.
- **Quiet coves** with private docks and a true retreat feel.
- **Off-water communities** with deeded boat slips or lake access.

## Getting Around

Interstate 77 runs along the town's western edge, and the drive to uptown Charlotte is manageable outside peak hours. Mooresville is also home to a major corporate headquarters, which has brought professionals to the area and supports a strong local economy.

## Schools and Family Life

Mooresville is served by its own graded school district in much of town, with Iredell-Statesville Schools covering other areas, plus several private and charter options. As always, verify the school assignment for any specific address.

## Things to Do

1. Spend a Saturday at a waterfront park or on the water.
2. Explore the racing heritage at local museums and team shops.
3. Catch a concert downtown.
4. Pick peaches or pumpkins at a nearby family farm.

## Who Mooresville Suits

Mooresville is ideal for buyers who want the widest choice of lake homes, a full-service town and a bit more value than the southern end of the lake often offers. It is also a favorite for buyers who want a boat-first lifestyle, with big water and plenty of coves to explore.

## Let's Explore Mooresville

Whether you want a golf community, a quiet cove or a walkable spot near Main Street, we can show you the Mooresville that fits you. Reach out to plan a tour.
    `,
    heroImageUrl: "/images/blog/main-street.svg",
    categories: ["Neighborhood Guides"],
    tags: ["mooresville", "lake norman", "neighborhood guide"],
    seoTitle: null,
    seoDescription: null,
    featured: false,
    publishedAt: null,
  },
  {
    slug: "spring-2027-lake-norman-market-preview",
    title: "Spring 2027 Preview: What Lake Norman Buyers and Sellers Should Expect",
    excerpt:
      "Spring is the lake's busiest season. What we expect from the 2027 spring market around Lake Norman, Lake Wylie and Charlotte, and how to prepare now whether you are buying or selling.",
    content: md`
Every year, the lake market wakes up with the dogwoods. As the water warms and the trees turn green, buyers who have been browsing all winter start booking showings, and sellers who have been planning finally list. Here is what we expect from the spring 2027 season and how to get ready.

## Why Spring Matters on the Lake

Waterfront homes simply show better in spring. The lake is full, the landscaping is lush and buyers can picture summer on the dock. In our experience, more waterfront buyers are active between March and June than in any other stretch of the year, and the homes that list early in that window get the most attention.

## What We Expect

- **Steady demand for quality waterfront.** Deep water, good views and well-maintained homes should continue to attract multiple interested buyers.
- **More selective buyers elsewhere.** Homes that need updates or are priced above recent sales will face more negotiation.
- **Continued relocation demand.** Executives and families moving to the Charlotte region remain a meaningful share of our buyers.
- **Interest in Lake Wylie and the western shore of Lake Norman**, from buyers looking for more frontage for their budget.

These are our expectations, not guarantees. Markets respond to interest rates, the wider economy and local supply, and we will share updates as the season unfolds.

## For Sellers: Start Now

The best spring listings are prepared in winter.

1. **Schedule a pricing conversation** in January or February, based on the latest sales on comparable water.
2. **Book a pre-listing inspection** of the home, dock and shoreline.
3. **Handle repairs and updates** while contractors are less busy.
4. **Plan staging and photography** for the first weeks of green leaves and full water.
5. **Gather your dock permits and documents** so buyers' questions get fast answers.

## For Buyers: Get Ahead of the Crowd

1. **Finalize financing** or proof of funds before the season starts.
2. **Write down your non-negotiables** so you can act quickly.
3. **Tour in late winter.** Seeing the lake at lower water shows you the real depth at the dock.
4. **Ask about private listings.** Some of the best homes trade before they are ever public.

## Timing at a Glance

| When             | Sellers                      | Buyers                               |
| ---------------- | ---------------------------- | ------------------------------------ |
| January–February | Pricing, inspection, repairs | Financing, wish list, early tours    |
| March–April      | Staging, photography, launch | Active touring, offers               |
| May–June         | Showings and negotiation     | Competitive offers on the best homes |

## Let's Plan Your Spring

Whether you are selling a lake home or searching for one, a head start makes all the difference. Reach out for a private conversation about your plans for 2027.
    `,
    heroImageUrl: "/images/blog/market-spring.svg",
    categories: ["Market Insights", "Real Estate Tips"],
    tags: ["market update", "spring market", "2027", "lake norman"],
    seoTitle: "Spring 2027 Lake Norman Real Estate Market Preview",
    seoDescription:
      "What to expect from the spring 2027 luxury market on Lake Norman, Lake Wylie and Charlotte, with a timeline for sellers and buyers to prepare now.",
    featured: false,
    publishedAt: "2027-03-02T14:00:00Z",
  },
];
