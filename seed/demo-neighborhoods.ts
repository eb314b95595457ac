import type { FeaturedListing } from "#app/content/content-types.ts";
import type { NewNeighborhood } from "#app/db/schema.ts";

/**
 * Demo content for the eight community guides. Copy is written to be warm and
 * credible rather than exhaustive; figures are illustrative market snapshots.
 *
 * The market figures (average home price, the snapshot's average price, days on market and price
 * per square foot) describe the luxury homes sold in each town over the past 12 months, the
 * market the agent works in (MARKET_FIGURES_BASIS, shown beside them): each average lies within
 * the range of the town's homes for sale listed here, and so does its price per square foot
 * (seed/demo-content.test.ts).
 */

const boldtrail = (city: string) => `https://lakefrontnc.boldtrail.com/search/embed?city=${encodeURIComponent(city)}`;

const maps = (query: string) => {
  const q = encodeURIComponent(query).replace(/%20/g, "+");
  return `https://www.google.com/maps/search/?api=1&query=${q}`;
};

const ISS = "https://www.issnc.org";
const CMS = "https://www.cmsk12.org";
const LCS = "https://www.lincoln.k12.nc.us";
const HPS = "https://www.hickory.k12.nc.us";
const CCS = "https://www.catawbaschools.net";
const MGSD = "https://www.mgsd.k12.nc.us";

const guides: NewNeighborhood[] = [
  {
    slug: "troutman",
    name: "Troutman",
    tagline: "Small-town charm on the quiet northern shores of Lake Norman",
    heroImageUrl: "/images/neighborhoods/troutman-scene.svg",
    overviewContent:
      "<p>Troutman is the kind of place people describe as <em>the lake before everyone found it</em>. Set at the northern tip of Lake Norman in southern Iredell County, the town pairs a walkable historic main street with rolling farmland, wooded acreage and some of the most peaceful shoreline on the lake. Mornings here sound like birdsong rather than traffic.</p>" +
      "<p>Its crown jewel is <strong>Lake Norman State Park</strong>, nearly two thousand acres of hardwood forest, sandy swim beach and the celebrated Itusi mountain-biking trail system. Residents launch kayaks at dawn, ride singletrack after work and picnic along quiet coves that feel a world away from the busier southern end of the lake.</p>" +
      "<p>For buyers, Troutman offers something increasingly rare in the Charlotte region: space. Estate lots, equestrian-friendly parcels and private waterfront along the Perth Road corridor sit alongside thoughtfully designed new communities, all within easy reach of I-77. It is an ideal fit for families who want room to grow and for lake lovers seeking privacy without sacrificing convenience.</p>",
    history:
      "Troutman grew up along the railroad in the late nineteenth century, taking its name from the Troutman family whose farms surrounded the early depot. For generations it was a quiet agricultural community of cotton fields, dairy farms and country churches, with the nearby Barium Springs children's home serving the region since the 1890s. Everything changed in the 1960s, when Duke Power's Cowans Ford Dam created Lake Norman and the land just south of town became lakefront. The former Duke Power State Park, renamed Lake Norman State Park, has anchored the community's outdoor identity ever since, while downtown has kept its modest, friendly small-town scale.",
    marketDescription:
      "Troutman remains one of the best values on Lake Norman. Waterfront homes along the northern coves typically trade below comparable properties in Cornelius or Mooresville, and buyers gain larger lots, quieter water and deeper privacy. Acreage estates and custom builds on multi-acre parcels are in steady demand, while new planned communities near the I-77 interchanges attract move-up buyers. Well-priced lakefront listings rarely linger, so preparation and early access matter.",
    primeNeighborhoods: [
      {
        name: "Perth Road Waterfront",
        description: "Private, deep-water lots with long cove views and some of the quietest boating on Lake Norman.",
      },
      "Falls Cove",
      {
        name: "Lake Norman State Park Environs",
        description: "Wooded homesites bordering the park, prized by hikers, cyclists and anyone who loves a forest backdrop.",
      },
      "Historic Downtown Troutman",
      {
        name: "Country Estates off Houston Road",
        description: "Multi-acre parcels suited to equestrian use, workshops and custom estate homes.",
      },
    ],
    locationDescription:
      "Troutman sits on I-77 roughly eight miles north of downtown Mooresville and about five miles south of Statesville. Exit 42 connects directly to US-21, which runs through the heart of town as Main Street, while the I-77 Express Lanes beginning in Mooresville ease the commute into Charlotte. Interstate 40 is only minutes north, making weekend trips to the Blue Ridge Mountains or the Triad simple, and Charlotte Douglas International Airport is roughly forty-five minutes away.",
    distanceToCharlotte: 40,
    distanceToLake: 4,
    averageHomePrice: "$1,420,000",
    marketTrends:
      "Values have risen steadily as buyers discover the northern lake, with waterfront and acreage properties seeing the strongest competition. Inventory remains tight for move-in-ready lakefront homes.",
    keyFeatures: [
      {
        icon: "trees",
        title: "Lake Norman State Park",
        description: "Miles of hiking and mountain-biking trails, a swim beach and boat launch right on the town's doorstep.",
      },
      {
        icon: "home",
        title: "Room to Breathe",
        description: "Generous lots, acreage estates and equestrian-friendly parcels that are hard to find closer to Charlotte.",
      },
      {
        icon: "waves",
        title: "Quiet Northern Waters",
        description: "Calmer coves and lighter boat traffic make for glassy mornings on the water.",
      },
      {
        icon: "map-pin",
        title: "Easy I-77 Access",
        description: "Quick connections to Mooresville, Statesville, I-40 and the Express Lanes into Charlotte.",
      },
    ],
    featuredListings: [
      {
        imageUrl: "/images/homes/listings/troutman-1947-perth-road.svg",
        price: "$2,150,000",
        address: "1947 Perth Road, Troutman, NC 28166",
        beds: 5,
        baths: 4.5,
        sqft: 4680,
        lotSize: "1.14 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A modern lake house with a walk-out lower level, covered dock and sweeping main-channel views from nearly every room.",
      },
      {
        imageUrl: "/images/homes/listings/troutman-618-murdock-road.svg",
        price: "$1,275,000",
        address: "618 Murdock Road, Troutman, NC 28166",
        beds: 4,
        baths: 3.5,
        sqft: 3920,
        lotSize: "6.30 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A reimagined farmhouse estate with a four-stall barn, fenced pasture and a wraparound porch made for long summer evenings.",
      },
    ],
    schools: [
      { name: "Troutman Elementary School", type: "Public Elementary", grades: "K-5", url: ISS },
      { name: "Troutman Middle School", type: "Public Middle", grades: "6-8", url: ISS },
      {
        name: "South Iredell High School",
        type: "Public High",
        grades: "9-12",
        url: "https://southhigh.issnc.org",
      },
      {
        name: "Langtree Charter Academy",
        type: "Charter",
        grades: "K-12",
        url: "https://www.langtreecharter.org",
        category: "charter",
      },
      {
        name: "Statesville Christian School",
        type: "Private",
        grades: "K-12",
        url: "https://www.statesvillechristian.org",
      },
    ],
    schoolDistrictUrl: ISS,
    avgPrice: 1420000,
    avgDaysOnMarket: 38,
    pricePerSqft: 345,
    restaurants: [
      {
        name: "Julia's Talley House",
        type: "Southern Home Cooking",
        description: "A beloved local gathering place for generous, made-from-scratch Southern plates and friendly small-town service.",
        url: maps("Julia's Talley House Troutman NC"),
      },
      {
        name: "Randy's Barbecue",
        type: "Carolina Barbecue",
        description: "Slow-smoked pork, hushpuppies and sweet tea: the unpretentious barbecue stop every Troutman newcomer is told about.",
        url: maps("Randy's Barbecue Troutman NC"),
      },
      {
        name: "Davesté Vineyards",
        type: "Winery & Tasting Room",
        description: "A scenic family-owned vineyard between town and the lake, ideal for relaxed tastings and weekend live music.",
        url: maps("Daveste Vineyards Troutman NC"),
      },
      {
        name: "Port City Club",
        type: "Waterfront Dining",
        description: "A short drive south, this polished lakeside restaurant is a favorite for sunset dinners and special occasions by boat or car.",
        url: maps("Port City Club Mooresville NC"),
      },
    ],
    outdoorActivities: [
      {
        name: "Itusi Mountain Bike Trail",
        description: "Lake Norman State Park's acclaimed singletrack network winds through hardwood forest and along quiet shoreline.",
      },
      {
        name: "Paddling the Northern Coves",
        description: "Launch a kayak or paddleboard from the state park and explore sheltered coves teeming with herons and osprey.",
      },
      {
        name: "Troutman ESC Park",
        description: "A downtown park with walking trails, pickleball courts, a splash pad and a dog park for four-legged residents.",
      },
      {
        name: "Zootastic Park",
        description: "A family-owned zoo just off I-77 where children can meet giraffes, camels and big cats up close.",
      },
    ],
    localEvents: [
      {
        name: "Iredell County Agricultural Fair",
        description: "Each late summer the county fair fills the Troutman fairgrounds with livestock shows, rides and classic fair food.",
      },
      {
        name: "Christmas Lights at Zootastic Park",
        description: "A festive drive-through light show and holiday village that has become a December tradition for local families.",
      },
      {
        name: "Troutman Christmas Parade",
        description: "Floats, marching bands and neighbors lining Main Street for a genuinely hometown start to the holiday season.",
      },
    ],
    boldtrailSearchUrl: boldtrail("Troutman"),
    mapCenterLat: 35.7007,
    mapCenterLng: -80.8881,
  },
  {
    slug: "hickory",
    name: "Hickory",
    tagline: "Foothills sophistication on the shores of Lake Hickory",
    heroImageUrl: "/images/neighborhoods/hickory-scene.svg",
    overviewContent:
      "<p>Hickory sits where the Piedmont begins to rise toward the Blue Ridge, and it carries itself with the confidence of a true small city. Tree-lined historic districts, a lively downtown centered on <strong>Union Square</strong>, and a genuine arts scene give it a cultural depth that surprises first-time visitors.</p>" +
      "<p>Water is part of daily life here as well. <strong>Lake Hickory</strong>, a long, winding Catawba River reservoir on the city's northern edge, offers a quieter and more intimate alternative to Lake Norman, with wooded shorelines and a relaxed boating culture. Lake Norman's western shore is also an easy drive for those who want big-water weekends.</p>" +
      "<p>For luxury buyers, Hickory delivers remarkable value: stately historic homes, private waterfront estates and golf-course properties at prices well below the Charlotte suburbs. Add mountain views, a strong medical and manufacturing economy and Lenoir-Rhyne University's cultural calendar, and it is easy to see why so many buyers choose Hickory as a year-round home base or a foothills retreat.</p>",
    history:
      "Hickory takes its name from Hickory Tavern, a log inn built beneath a great hickory tree in the mid-nineteenth century. The arrival of the Western North Carolina Railroad just before the Civil War turned the crossroads into a trading town, and by the early twentieth century Hickory had become synonymous with furniture, textiles and hosiery. Lenoir-Rhyne was founded here in 1891, and the Catawba River was dammed in the late 1920s to create Lake Hickory. Today the city's craftsmanship heritage lives on in the Hickory Furniture Mart, while newer industries such as fiber optics and healthcare keep the regional economy diverse.",
    marketDescription:
      "Hickory's luxury market offers exceptional space for the price. Lake Hickory waterfront homes, many on wooded lots with private docks, command the top of the market, followed by golf-course properties and meticulously restored homes in the historic districts. Buyers relocating from larger metros are often surprised by how far their budget stretches, while sellers benefit from steady demand and limited waterfront inventory.",
    primeNeighborhoods: [
      {
        name: "Lake Hickory Waterfront",
        description: "Private docks, wooded coves and sunset views along the city's northern shoreline.",
      },
      {
        name: "Oakwood Historic District",
        description: "Gracious early twentieth-century homes on shaded streets just minutes from downtown.",
      },
      "Lake Hickory Country Club",
      "Kenworth",
      {
        name: "Sherrills Ford on Lake Norman",
        description: "Catawba County's Lake Norman shoreline, a short drive east, for buyers who want big-water living with a Hickory address nearby.",
      },
    ],
    locationDescription:
      "Hickory lies along I-40 in Catawba County, about an hour northwest of Charlotte and roughly an hour from Asheville and Boone. US-321 links the city north to Blowing Rock and the Blue Ridge Parkway and south toward Gastonia and Charlotte, while NC-16 leads southeast to Lake Norman's western shore. Hickory Regional Airport serves private aviation, and Charlotte Douglas International is a straightforward drive for commercial travel.",
    distanceToCharlotte: 60,
    distanceToLake: 20,
    averageHomePrice: "$965,000",
    marketTrends:
      "Prices have climbed steadily as remote workers and retirees discover the foothills. Waterfront and historic-district homes remain the most competitive segments.",
    keyFeatures: [
      {
        icon: "mountain",
        title: "Gateway to the Blue Ridge",
        description: "Blowing Rock, Boone and the Blue Ridge Parkway are about an hour up US-321.",
      },
      {
        icon: "sailboat",
        title: "Lake Hickory Living",
        description: "A quieter, wooded lake with private coves and a relaxed boating culture.",
      },
      {
        icon: "landmark",
        title: "Arts & Heritage",
        description: "The Hickory Museum of Art, Catawba Science Center and a historic downtown anchored by Union Square.",
      },
      {
        icon: "shopping-bag",
        title: "Furniture Capital",
        description: "The Hickory Furniture Mart showcases fine furniture makers for furnishing a new home beautifully.",
      },
    ],
    featuredListings: [
      {
        imageUrl: "/images/homes/listings/hickory-2490-arbor-way-ne.svg",
        price: "$1,395,000",
        address: "2490 Arbor Way NE, Hickory, NC 28601",
        beds: 5,
        baths: 4.5,
        sqft: 5120,
        lotSize: "1.35 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A Lake Hickory retreat with a boathouse, stone terraces and a great room framed by floor-to-ceiling windows.",
      },
      {
        imageUrl: "/images/homes/listings/hickory-531-4th-avenue-nw.svg",
        price: "$885,000",
        address: "531 4th Avenue NW, Hickory, NC 28601",
        beds: 4,
        baths: 3.5,
        sqft: 3650,
        lotSize: "0.48 acres",
        listingBrokerage: "Queen City Premier Properties",
        description: "A lovingly restored 1920s Colonial Revival in Oakwood with original millwork, a chef's kitchen and a private garden.",
      },
      {
        imageUrl: "/images/homes/listings/hickory-1640-country-club-road-nw.svg",
        price: "$725,000",
        address: "1640 Country Club Road NW, Hickory, NC 28601",
        beds: 4,
        baths: 3,
        sqft: 3380,
        lotSize: "0.62 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "Single-level living on a landscaped lot near the club, with a screened porch overlooking mature hardwoods.",
      },
    ],
    schools: [
      { name: "Hickory High School", type: "Public High", grades: "9-12", url: HPS },
      {
        name: "Hickory Career & Arts Magnet High School",
        type: "Public High (Magnet)",
        grades: "9-12",
        url: HPS,
      },
      { name: "Northview Middle School", type: "Public Middle", grades: "6-8", url: HPS },
      { name: "Grandview Middle School", type: "Public Middle", grades: "6-8", url: HPS },
      { name: "Viewmont Elementary School", type: "Public Elementary", grades: "K-5", url: HPS },
      { name: "Jenkins Elementary School", type: "Public Elementary", grades: "K-5", url: HPS },
      { name: "St. Stephens High School", type: "Public High", grades: "9-12", url: CCS },
      {
        name: "Hickory Christian Academy",
        type: "Private",
        grades: "PK-12",
        url: "https://www.hickorychristianacademy.com",
      },
      {
        name: "University Christian High School",
        type: "Private",
        grades: "9-12",
        url: "https://www.uchigh.com",
      },
    ],
    schoolDistrictUrl: HPS,
    avgPrice: 965000,
    avgDaysOnMarket: 42,
    pricePerSqft: 248,
    restaurants: [
      {
        name: "Boca",
        type: "Mediterranean Fine Dining",
        description: "A stylish downtown dining room pairing Mediterranean flavors with local ingredients, perfect for celebrations.",
        url: maps("Boca restaurant Hickory NC"),
      },
      {
        name: "Café Rule & Wine Bar",
        type: "Wine Bar & Bistro",
        description: "Candlelit patio evenings, a thoughtful wine list and one of the most romantic settings in the city.",
        url: maps("Cafe Rule Wine Bar Hickory NC"),
      },
      {
        name: "Fourk",
        type: "Modern American",
        description: "Inventive, playful plates and craft cocktails from a kitchen that likes to put a twist on everything.",
        url: maps("Fourk Hickory NC"),
      },
      {
        name: "Tasteful Beans",
        type: "Coffee House",
        description: "A downtown coffee shop beloved for carefully brewed espresso and a warm, neighborly atmosphere.",
        url: maps("Tasteful Beans Coffee Hickory NC"),
      },
    ],
    outdoorActivities: [
      {
        name: "Boating on Lake Hickory",
        description: "Cruise wooded shorelines, anchor in quiet coves and enjoy a slower-paced lake culture.",
      },
      {
        name: "Hickory Riverwalk & Geitner Park",
        description: "Walking paths and fishing piers along the Catawba River at Geitner Rotary Park and Glenn Hilton Park.",
      },
      {
        name: "Baker Mountain Park",
        description: "A nearby county park with forested trails and a summit overlook of the surrounding foothills.",
      },
      {
        name: "Hickory City Walk",
        description: "A landscaped multi-use path through downtown, part of the growing Hickory Trail network.",
      },
    ],
    localEvents: [
      {
        name: "Hickory Oktoberfest",
        description: "Downtown's signature fall festival with live music, artisan vendors and food throughout Union Square.",
      },
      {
        name: "Sails on the Square",
        description: "Free outdoor concerts beneath the shade sails of Union Square on warm-weather evenings.",
      },
      {
        name: "Hickory Crawdads Baseball",
        description: "Minor-league baseball nights at L.P. Frans Stadium, a summer tradition for families and friends.",
      },
    ],
    boldtrailSearchUrl: boldtrail("Hickory"),
    mapCenterLat: 35.7331,
    mapCenterLng: -81.3412,
  },
  {
    slug: "charlotte",
    name: "Charlotte",
    tagline: "The Queen City's grandest addresses beneath a canopy of willow oaks",
    heroImageUrl: "/images/neighborhoods/charlotte-scene.svg",
    overviewContent:
      "<p>Charlotte is the financial and cultural capital of the Carolinas, and its finest neighborhoods rank among the most beautiful in the South. Beneath the city's famous tree canopy you'll find stately Georgian and Tudor homes, curving parkways and historic streets that feel worlds removed from the gleaming towers of Uptown just a few minutes away.</p>" +
      "<p>Life here blends big-city amenities with genuine Southern warmth. Residents enjoy the <strong>Mint Museum</strong> and Blumenthal Performing Arts, professional sports, a celebrated dining scene and a major international airport. Greenways, parks and private clubs give daily life an easy, outdoor rhythm, and Lake Norman and Lake Wylie are each about half an hour away.</p>" +
      "<p>For luxury buyers, in-town Charlotte offers timeless prestige in <em>Myers Park</em> and <em>Eastover</em>, polished convenience around SouthPark, and championship golf at Quail Hollow. Whether you are relocating for a career or trading the lake for the city, Meredith helps clients navigate a fast-moving market where the best homes often sell quietly before they reach the open market.</p>",
    history:
      "Founded in 1768 and named for Queen Charlotte of Mecklenburg-Strelitz, the city grew from a Catawba trading path crossing into a colonial courthouse town. North Carolina's early gold discoveries brought a branch of the U.S. Mint to Charlotte in 1837; its original building now houses the Mint Museum. Railroads and textile mills fueled growth after the Civil War, and in the twentieth century Charlotte emerged as one of the nation's leading banking centers. Landmark streetcar suburbs such as Dilworth and Myers Park, laid out in the early 1900s, still define the city's most gracious residential character today.",
    marketDescription:
      "Charlotte's luxury market is anchored by its historic in-town neighborhoods, where limited supply and enduring prestige support strong values. Myers Park and Eastover command the highest prices, with significant renovations and new custom homes frequently exceeding several million dollars. SouthPark offers newer construction and luxury townhomes near shopping and dining, while Quail Hollow attracts golf-minded buyers. Off-market and pre-market sales are common at the top tier.",
    primeNeighborhoods: [
      {
        name: "Myers Park",
        description: "Charlotte's most celebrated address, with grand homes along Queens Road's oak-canopied boulevards.",
      },
      {
        name: "Eastover",
        description: "Elegant estates on large, private lots near the Mint Museum Randolph.",
      },
      "SouthPark",
      "Dilworth",
      {
        name: "Quail Hollow",
        description: "Estate homes surrounding one of the country's most storied championship golf courses.",
      },
    ],
    locationDescription:
      "Charlotte sits at the crossroads of I-77 and I-85, ringed by the I-485 outer loop. The LYNX Blue Line light rail connects Uptown with South End and University City, and Charlotte Douglas International Airport, one of the busiest hubs in the country, offers nonstop flights across North America and Europe. Lake Norman is about twenty miles north via I-77, and Lake Wylie lies a similar distance to the southwest.",
    distanceToCharlotte: 0,
    distanceToLake: 20,
    averageHomePrice: "$2,150,000",
    marketTrends:
      "Citywide prices continue a steady climb, while the in-town luxury segment stays highly competitive thanks to low inventory and strong relocation demand.",
    keyFeatures: [
      {
        icon: "building-2",
        title: "Big-City Amenities",
        description: "Museums, Broadway tours, professional sports and a nationally recognized dining scene.",
      },
      {
        icon: "briefcase",
        title: "Career Capital",
        description: "A national banking and energy hub with headquarters and regional offices across Uptown and SouthPark.",
      },
      {
        icon: "trees",
        title: "The Urban Forest",
        description: "Charlotte's famous tree canopy shades historic streets, greenways and neighborhood parks.",
      },
      {
        icon: "map-pin",
        title: "Connected Everywhere",
        description: "A major international airport and interstate access to the lakes, mountains and coast.",
      },
    ],
    featuredListings: [
      {
        imageUrl: "/images/homes/listings/charlotte-1440-queens-road-west.svg",
        price: "$4,850,000",
        address: "1440 Queens Road West, Charlotte, NC 28207",
        beds: 6,
        baths: 6.5,
        sqft: 7240,
        lotSize: "0.94 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A stately Georgian in the heart of Myers Park with a pool terrace, carriage house and formal gardens.",
      },
      {
        imageUrl: "/images/homes/listings/charlotte-820-colville-road.svg",
        price: "$3,295,000",
        address: "820 Colville Road, Charlotte, NC 28207",
        beds: 5,
        baths: 5.5,
        sqft: 5980,
        lotSize: "0.71 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A fully renovated Eastover Tudor blending original character with a light-filled kitchen and family wing.",
      },
      {
        imageUrl: "/images/homes/listings/charlotte-6212-quail-hollow-road.svg",
        price: "$2,675,000",
        address: "6212 Quail Hollow Road, Charlotte, NC 28210",
        beds: 5,
        baths: 4.5,
        sqft: 5420,
        lotSize: "1.02 acres",
        listingBrokerage: "Carolina Shores Realty",
        description: "A classic brick estate on a private wooded lot minutes from Quail Hollow Club and SouthPark.",
      },
    ],
    schools: [
      { name: "Myers Park High School", type: "Public High", grades: "9-12", url: CMS },
      { name: "Alexander Graham Middle School", type: "Public Middle", grades: "6-8", url: CMS },
      { name: "Eastover Elementary School", type: "Public Elementary", grades: "K-5", url: CMS },
      {
        name: "Charlotte Latin School",
        type: "Private",
        grades: "PK-12",
        url: "https://www.charlottelatin.org",
      },
      {
        name: "Providence Day School",
        type: "Private",
        grades: "PK-12",
        url: "https://www.providenceday.org",
      },
      {
        name: "Charlotte Country Day School",
        type: "Private",
        grades: "PK-12",
        url: "https://www.charlottecountryday.org",
      },
    ],
    schoolDistrictUrl: CMS,
    avgPrice: 2150000,
    avgDaysOnMarket: 34,
    pricePerSqft: 455,
    restaurants: [
      {
        name: "Supperland",
        type: "Southern Steakhouse",
        description: "A dramatic steakhouse set in a restored mid-century church in Plaza Midwood, ideal for memorable evenings.",
        url: maps("Supperland Charlotte NC"),
      },
      {
        name: "Good Food on Montford",
        type: "Small Plates",
        description: "A longtime favorite for globally inspired small plates and an intimate, buzzing dining room.",
        url: maps("Good Food on Montford Charlotte NC"),
      },
      {
        name: "Peppervine",
        type: "Wine Bar & Modern American",
        description: "Polished SouthPark dining with shareable plates and a deep wine list for business or pleasure.",
        url: maps("Peppervine SouthPark Charlotte NC"),
      },
      {
        name: "Amélie's French Bakery & Café",
        type: "Bakery & Coffee House",
        description: "Salted caramel brownies, fresh pastries and a whimsical Parisian atmosphere loved across the city.",
        url: maps("Amelie's French Bakery Charlotte NC"),
      },
    ],
    outdoorActivities: [
      {
        name: "U.S. National Whitewater Center",
        description: "Whitewater rafting, climbing, ziplines and miles of trails along the Catawba River.",
      },
      {
        name: "Freedom Park",
        description: "Charlotte's signature green space, with a lake, walking loops and ball fields beside Myers Park.",
      },
      {
        name: "Little Sugar Creek Greenway",
        description: "A landscaped urban greenway linking Midtown, Myers Park and south Charlotte for runners and cyclists.",
      },
      {
        name: "Lake Wylie",
        description: "A scenic lake on the South Carolina line, about thirty minutes away, for boating and waterfront dining.",
      },
    ],
    localEvents: [
      {
        name: "Festival in the Park",
        description: "A beloved September arts festival at Freedom Park with artisan booths, music and food.",
      },
      {
        name: "PGA TOUR at Quail Hollow",
        description: "Each spring the world's best golfers return to Quail Hollow Club for one of the city's marquee sporting weeks.",
      },
      {
        name: "Summer Pops at Symphony Park",
        description: "The Charlotte Symphony's outdoor concert series in SouthPark, best enjoyed with a blanket and picnic.",
      },
    ],
    boldtrailSearchUrl: boldtrail("Charlotte"),
    mapCenterLat: 35.2271,
    mapCenterLng: -80.8431,
  },
  {
    slug: "cornelius",
    name: "Cornelius",
    tagline: "Lake Norman's premier waterfront address, where every road leads to the water",
    heroImageUrl: "/images/neighborhoods/cornelius-scene.svg",
    overviewContent:
      "<p>If Lake Norman has a heart, it beats in Cornelius. This compact, polished town holds more than its share of the lake's most coveted shoreline, and its identity is inseparable from the water. Marinas, yacht clubs and waterfront restaurants line the coves, and on summer weekends the main channel comes alive with sailboats and cruisers.</p>" +
      "<p>Yet Cornelius is more than a lake town. A revitalized <strong>Old Town</strong> district, the new Cain Center for the Arts and a walkable mix of shops along Catawba Avenue give it a genuine sense of place. Parks such as <em>Jetton Park</em> and Ramsey Creek Park provide beaches, trails and public access for everyone, and the town's calendar of concerts and festivals keeps neighbors connected year-round.</p>" +
      "<p>For luxury buyers, Cornelius is the benchmark. The gated <strong>Peninsula</strong> community, estate homes along Jetton Road and contemporary lakefront rebuilds set the standard for waterfront living in the Charlotte region, all within about twenty-five minutes of Uptown. Whether you want a weekend cottage on a quiet cove or a full-time estate with a yacht-sized dock, Cornelius offers remarkable choice.</p>",
    history:
      "Cornelius began as a cotton-trading stop along the railroad between Charlotte and Statesville. Around the turn of the twentieth century, a dispute over cotton weighing led local farmers to establish their own market, backed by investor Joseph B. Cornelius, and the new town that grew around it took his name when it was incorporated in 1905. For decades it remained a small mill and farm community. The creation of Lake Norman in the 1960s transformed the landscape, giving Cornelius miles of shoreline, and it has since grown into one of the lake's most sought-after residential towns.",
    marketDescription:
      "Cornelius consistently produces some of the highest waterfront sales on Lake Norman. Main-channel estates on The Peninsula and along Jetton Road regularly exceed several million dollars, while well-located teardown lots are prized by buyers building custom homes. Demand is strong for deep-water frontage, generous dock permitting and long-range views. Condominiums and townhomes near the water provide a lock-and-leave option that remains in high demand.",
    primeNeighborhoods: [
      {
        name: "The Peninsula",
        description: "A gated, golf-and-yacht-club community with grand homes on deep, main-channel water.",
      },
      {
        name: "Jetton Road Corridor",
        description: "Estate properties and waterfront homes close to Jetton Park and the shops of Jetton Village.",
      },
      "Antiquity",
      "Caldwell Station",
    ],
    locationDescription:
      "Cornelius sits on the southeastern shore of Lake Norman in northern Mecklenburg County, about twenty miles north of Uptown Charlotte. I-77 Exit 28 at Catawba Avenue is the town's main gateway, and the I-77 Express Lanes offer a predictable commute into the city. NC-73 and US-21 connect to Huntersville and Davidson, and Charlotte Douglas International Airport is roughly thirty minutes away.",
    distanceToCharlotte: 20,
    distanceToLake: 0,
    averageHomePrice: "$2,350,000",
    marketTrends:
      "Waterfront values remain at record levels, with the most desirable main-channel homes attracting multiple offers. Interior and townhome prices have also risen on the strength of lake-adjacent demand.",
    keyFeatures: [
      {
        icon: "sailboat",
        title: "Boating Capital of the Lake",
        description: "Marinas, yacht clubs and some of the deepest, most open water on Lake Norman.",
      },
      {
        icon: "waves",
        title: "Prime Waterfront",
        description: "A remarkable concentration of main-channel homes with long views and private docks.",
      },
      {
        icon: "music",
        title: "Arts & Culture",
        description: "The Cain Center for the Arts brings concerts, theater and exhibitions to Old Town.",
      },
      {
        icon: "map-pin",
        title: "Easy Commute",
        description: "About twenty-five minutes to Uptown Charlotte via I-77 and its Express Lanes.",
      },
    ],
    featuredListings: [
      {
        imageUrl: "/images/homes/listings/cornelius-18620-peninsula-club-drive.svg",
        price: "$4,250,000",
        address: "18620 Peninsula Club Drive, Cornelius, NC 28031",
        beds: 6,
        baths: 6.5,
        sqft: 7150,
        lotSize: "0.96 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A gated Peninsula estate on the main channel with an infinity pool, two-slip covered dock and wine room.",
      },
      {
        imageUrl: "/images/homes/listings/cornelius-19012-jetton-road.svg",
        price: "$2,890,000",
        address: "19012 Jetton Road, Cornelius, NC 28031",
        beds: 5,
        baths: 5,
        sqft: 5260,
        lotSize: "0.82 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A contemporary lake house with walls of glass, a rooftop terrace and gentle lawn to the water.",
      },
      {
        imageUrl: "/images/homes/listings/cornelius-20430-bethel-church-road.svg",
        price: "$1,395,000",
        address: "20430 Bethel Church Road, Cornelius, NC 28031",
        beds: 4,
        baths: 3.5,
        sqft: 3840,
        lotSize: "0.41 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A light-filled transitional home with deeded boat-slip access and a screened porch overlooking the cove.",
      },
    ],
    schools: [
      { name: "Cornelius Elementary School", type: "Public Elementary", grades: "K-5", url: CMS },
      { name: "J.V. Washam Elementary School", type: "Public Elementary", grades: "K-5", url: CMS },
      { name: "Bailey Middle School", type: "Public Middle", grades: "6-8", url: CMS },
      { name: "William Amos Hough High School", type: "Public High", grades: "9-12", url: CMS },
      {
        name: "Lake Norman Charter School",
        type: "Charter",
        grades: "K-12",
        url: "https://www.lncharter.org",
      },
      {
        name: "Davidson Day School",
        type: "Private",
        grades: "PK-12",
        url: "https://www.davidsonday.org",
      },
      {
        name: "SouthLake Christian Academy",
        type: "Private",
        grades: "PK-12",
        url: "https://www.southlakechristian.org",
      },
    ],
    schoolDistrictUrl: CMS,
    avgPrice: 2350000,
    avgDaysOnMarket: 36,
    pricePerSqft: 465,
    restaurants: [
      {
        name: "Hello, Sailor",
        type: "Waterfront Dining",
        description: "A stylish mid-century lakeside spot for fresh seafood and tiki-inspired cocktails, reachable by boat or car.",
        url: maps("Hello Sailor Cornelius NC"),
      },
      {
        name: "Fork!",
        type: "Farm-to-Table",
        description: "A chef-driven Main Street bistro known for seasonal menus sourced from local farms and a popular brunch.",
        url: maps("Fork! Cornelius NC"),
      },
      {
        name: "131 Main",
        type: "American Grill",
        description: "Wood-fired steaks, signature cornbread and a polished, welcoming room for business dinners and date nights.",
        url: maps("131 Main Cornelius NC"),
      },
      {
        name: "D9 Brewing Company",
        type: "Craft Brewery",
        description: "An inventive local brewery with a lively taproom and outdoor patio near the lake.",
        url: maps("D9 Brewing Company Cornelius NC"),
      },
    ],
    outdoorActivities: [
      {
        name: "Jetton Park",
        description: "A wooded lakeside park with a swimming area, bike trails, tennis courts and picnic gazebos.",
      },
      {
        name: "Ramsey Creek Park",
        description: "A sandy beach, fishing pier, boat ramp and dog park on a scenic stretch of Lake Norman.",
      },
      {
        name: "Sailing on the Main Channel",
        description: "Open water and steady breezes make Cornelius a hub for sailing clubs and weekend regattas.",
      },
      {
        name: "Golf at The Peninsula Club",
        description: "A private championship course winding through The Peninsula's lakefront neighborhoods.",
      },
    ],
    localEvents: [
      {
        name: "Independence Day Fireworks",
        description: "Boaters anchor in the coves for one of the lake's most spectacular Fourth of July celebrations.",
      },
      {
        name: "Cain Center for the Arts Season",
        description: "A year-round calendar of concerts, theater and gallery openings in the heart of Old Town.",
      },
      {
        name: "Lights on the Lake Boat Parade",
        description: "Holiday-lit boats cruise the coves in December, a festive tradition best watched from the shoreline.",
      },
    ],
    boldtrailSearchUrl: boldtrail("Cornelius"),
    mapCenterLat: 35.4868,
    mapCenterLng: -80.8601,
  },
  {
    slug: "davidson",
    name: "Davidson",
    tagline: "A storybook college town where Main Street meets the lake",
    heroImageUrl: "/images/neighborhoods/davidson-scene.svg",
    overviewContent:
      "<p>Davidson is the rare town that feels both timeless and effortlessly current. Anchored by the brick walks and magnolias of <strong>Davidson College</strong>, its Main Street offers independent shops, a village green and some of the finest dining on Lake Norman, all at a gentle, walkable pace. It is the kind of place where you know the barista by name and the bookstore owner remembers what you read last.</p>" +
      "<p>Residents enjoy a calendar rich with lectures, concerts and college athletics, along with a Saturday farmers market that doubles as the town's social hour. The lake is minutes away, and parks such as <em>Fisher Farm</em> weave greenways and trails throughout the community.</p>" +
      "<p>Luxury buyers are drawn to Davidson's distinctive mix: historic homes within strolling distance of the green, golf-course estates at <strong>River Run</strong>, and thoughtfully planned neighborhoods with porches, sidewalks and mature trees. Homes here are rarely available for long, and they hold their value with quiet confidence. Buyers who plan ahead, and who have a trusted local advisor watching for early opportunities, are the ones who find their way in.</p>",
    history:
      "Davidson grew up around Davidson College, founded by Presbyterians in 1837 and named for Revolutionary War General William Lee Davidson, who fell at the Battle of Cowan's Ford nearby in 1781. The railroad soon linked the village with Charlotte and Statesville, and the town was incorporated in 1879. For much of its history Davidson remained a quiet college village surrounded by farms and mills. Careful planning over recent decades has preserved that character, with a protected historic district and a commitment to walkable, connected neighborhoods that continues to set the town apart.",
    marketDescription:
      "Davidson's housing market is defined by scarcity and long-term demand. Historic homes near Main Street rarely come to market and often sell privately, while River Run's golf and lake-access properties attract buyers seeking space and amenities. New construction is limited by the town's careful planning, which keeps inventory low and values resilient. Well-presented homes frequently sell within days, so buyers benefit from preparation, pre-approval and an agent with strong local relationships.",
    primeNeighborhoods: [
      {
        name: "River Run",
        description: "A gated country club community with golf, tennis and wooded estate homesites near the lake.",
      },
      {
        name: "Historic Main Street District",
        description: "Restored homes within an easy stroll of the college, the village green and downtown dining.",
      },
      "Summers Walk",
      "Westbranch",
      "McConnell",
    ],
    locationDescription:
      "Davidson sits on the eastern shore of Lake Norman in northern Mecklenburg County, about twenty-two miles north of Uptown Charlotte. I-77 Exit 30 at Griffith Street leads straight into town, and the Express Lanes make the commute to Charlotte predictable. NC-73 and NC-115 link Davidson with Huntersville, Concord and Mooresville, and Charlotte Douglas International Airport is about thirty-five minutes away.",
    distanceToCharlotte: 22,
    distanceToLake: 1,
    averageHomePrice: "$1,615,000",
    marketTrends:
      "Limited inventory keeps Davidson among the region's most resilient markets. Homes near downtown and in River Run continue to set price records.",
    keyFeatures: [
      {
        icon: "graduation-cap",
        title: "College-Town Culture",
        description: "Lectures, performances and Division I athletics at Davidson College, steps from Main Street.",
      },
      {
        icon: "coffee",
        title: "Walkable Main Street",
        description: "Independent shops, coffee houses and acclaimed restaurants around the village green.",
      },
      {
        icon: "bike",
        title: "Greenways & Parks",
        description: "A connected network of trails linking neighborhoods, parks and downtown.",
      },
      {
        icon: "heart-handshake",
        title: "Close-Knit Community",
        description: "A town where neighbors gather at the farmers market, concerts on the green and holiday festivals.",
      },
    ],
    featuredListings: [
      {
        imageUrl: "/images/homes/listings/davidson-543-concord-road.svg",
        price: "$1,850,000",
        address: "543 Concord Road, Davidson, NC 28036",
        beds: 5,
        baths: 4.5,
        sqft: 4380,
        lotSize: "0.74 acres",
        listingBrokerage: "Lake Norman Realty Partners",
        description: "A gracious historic home a short walk from campus, with a deep front porch, restored heart-pine floors and a guest cottage.",
      },
      {
        imageUrl: "/images/homes/listings/davidson-18317-river-ford-drive.svg",
        price: "$1,475,000",
        address: "18317 River Ford Drive, Davidson, NC 28036",
        beds: 5,
        baths: 4.5,
        sqft: 4960,
        lotSize: "0.66 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A River Run golf-course home with a vaulted great room, main-level primary suite and views down the fairway.",
      },
    ],
    schools: [
      { name: "Davidson Elementary School", type: "Public Elementary", grades: "K-5", url: CMS },
      { name: "Davidson K-8 School", type: "Public K-8", grades: "K-8", url: CMS },
      { name: "Bailey Middle School", type: "Public Middle", grades: "6-8", url: CMS },
      { name: "William Amos Hough High School", type: "Public High", grades: "9-12", url: CMS },
      {
        name: "Community School of Davidson",
        type: "Charter",
        grades: "K-12",
        url: "https://www.csdspartans.org",
      },
      {
        name: "Davidson Day School",
        type: "Private",
        grades: "PK-12",
        url: "https://www.davidsonday.org",
      },
    ],
    schoolDistrictUrl: CMS,
    avgPrice: 1615000,
    avgDaysOnMarket: 31,
    pricePerSqft: 372,
    restaurants: [
      {
        name: "Kindred",
        type: "Farm-to-Table",
        description: "Nationally recognized Southern-inspired cooking in a beautifully restored Main Street building.",
        url: maps("Kindred Davidson NC"),
      },
      {
        name: "Summit Coffee",
        type: "Coffee House",
        description: "The town's living room: carefully sourced coffee, a sunny patio and evening wine and music.",
        url: maps("Summit Coffee Davidson NC"),
      },
      {
        name: "North Harbor Club",
        type: "Waterfront Dining",
        description: "Lakeside dining with boat-up slips and sunset views over Lake Norman's eastern shore.",
        url: maps("North Harbor Club Davidson NC"),
      },
      {
        name: "The Flatiron Kitchen + Taphouse",
        type: "Gastropub",
        description: "A relaxed downtown favorite for elevated pub fare, local beers and easygoing evenings with friends.",
        url: maps("Flatiron Kitchen Taphouse Davidson NC"),
      },
    ],
    outdoorActivities: [
      {
        name: "Fisher Farm Park",
        description: "Meadows, creekside trails and open space along the Davidson greenway system.",
      },
      {
        name: "Davidson College Lake Campus",
        description: "The college's lakefront retreat, hosting paddling, sailing and waterfront recreation.",
      },
      {
        name: "Golf at River Run",
        description: "A championship course and country club set among rolling hills and mature hardwoods.",
      },
    ],
    localEvents: [
      {
        name: "Christmas in Davidson",
        description: "An early-December festival of carolers, luminaries and horse-drawn carriages along Main Street.",
      },
      {
        name: "Concerts on the Green",
        description: "Summer evening concerts on the town green, where neighbors gather with picnics and lawn chairs.",
      },
      {
        name: "Davidson Farmers Market",
        description: "A Saturday-morning ritual offering local produce, meats, flowers and baked goods from area farms.",
      },
    ],
    boldtrailSearchUrl: boldtrail("Davidson"),
    mapCenterLat: 35.4993,
    mapCenterLng: -80.8487,
  },
  {
    slug: "denver",
    name: "Denver",
    tagline: "Open skies and sunset views on Lake Norman's unhurried western shore",
    heroImageUrl: "/images/neighborhoods/denver-scene.svg",
    overviewContent:
      "<p>On the western shore of Lake Norman, Denver offers a gentler pace and some of the lake's best sunsets. This unincorporated community in eastern Lincoln County blends rolling pastures, old farmhouses and country churches with polished new neighborhoods and long stretches of private waterfront.</p>" +
      "<p>Residents appreciate the balance. Daily errands are simple along the <strong>NC-16</strong> corridor, the lake is never more than a few minutes away, and Lincoln County's lower property taxes make ownership especially attractive. Golf, marinas and wide-open coves give weekends an easy, outdoor rhythm, and the western shore's lighter boat traffic means calmer water for paddling and evening cruises.</p>" +
      "<p>Luxury buyers find exceptional opportunity here: expansive waterfront estates, resort-style communities such as <em>Trilogy Lake Norman</em>, and custom homes on generous lots, often at a meaningful discount to the eastern shore. For many clients, Denver is where lake-life dreams become practical: more shoreline, more house and more sky, with Charlotte still an easy drive away.</p>",
    history:
      "Settled in the late 1700s, the community was originally known as Dry Pond. In the 1870s residents adopted the name Denver, hoping a more ambitious-sounding name would help attract a railroad. The railroad never came, and Denver remained a farming crossroads whose rhythms were shaped by its churches and the Rock Springs Camp Meeting, a Methodist gathering held on the same grounds since the early 1830s. The creation of Lake Norman in the 1960s turned nearby farmland into shoreline, and improvements to NC-16 have since brought steady, thoughtfully managed growth.",
    marketDescription:
      "Denver's waterfront market has matured rapidly. Main-channel estates now command prices that rival the eastern shore, yet buyers still find larger lots, newer construction and lower carrying costs. Amenity-rich communities such as Trilogy attract buyers seeking a resort lifestyle, while custom waterfront homes appeal to families and second-home owners. Inventory is limited for deep-water lots with western views, and the best of them often sell before reaching the open market.",
    primeNeighborhoods: [
      {
        name: "Trilogy Lake Norman",
        description: "A resort-style lifestyle community with a lakeside club, fitness center and busy social calendar.",
      },
      "SailView",
      {
        name: "Westport",
        description: "An established golf and waterfront community with mature trees and long-range lake views.",
      },
      "Verdict Ridge",
      {
        name: "Western Shore Waterfront Estates",
        description: "Private, deep-water estates along the coves off NC-16 and NC-73 with spectacular sunset exposure.",
      },
    ],
    locationDescription:
      "Denver sits in eastern Lincoln County on Lake Norman's western shore, about twenty-eight miles northwest of Uptown Charlotte. NC-16 is the main artery, running south to Charlotte and north toward Catawba County and Hickory. NC-73 crosses the lake near Cowans Ford Dam to reach Huntersville and I-77, and Charlotte Douglas International Airport is roughly thirty-five minutes away.",
    distanceToCharlotte: 28,
    distanceToLake: 2,
    averageHomePrice: "$1,465,000",
    marketTrends:
      "The western shore continues to appreciate faster than the regional average as buyers seek value, space and lower taxes. Waterfront inventory remains tight.",
    keyFeatures: [
      {
        icon: "sun",
        title: "Sunset Shoreline",
        description: "West-facing water views and wide coves create the lake's most memorable evenings.",
      },
      {
        icon: "waves",
        title: "Waterfront Value",
        description: "Larger lots and newer homes at a meaningful discount to the eastern shore.",
      },
      {
        icon: "home",
        title: "Lower Property Taxes",
        description: "Lincoln County's tax rates make luxury ownership especially attractive.",
      },
      {
        icon: "heart-handshake",
        title: "Community Spirit",
        description: "Country churches, local traditions and a genuine small-town welcome.",
      },
    ],
    featuredListings: [
      {
        imageUrl: "/images/homes/listings/denver-7318-mariners-pointe-lane.svg",
        price: "$2,395,000",
        address: "7318 Mariners Pointe Lane, Denver, NC 28037",
        beds: 5,
        baths: 5.5,
        sqft: 5640,
        lotSize: "1.08 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A western-facing waterfront estate with a saltwater pool, outdoor kitchen and covered two-slip dock.",
      },
      {
        imageUrl: "/images/homes/listings/denver-3146-tradition-oaks-drive.svg",
        price: "$949,000",
        address: "3146 Tradition Oaks Drive, Denver, NC 28037",
        beds: 3,
        baths: 3,
        sqft: 3120,
        lotSize: "0.32 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "An elegant ranch-style home in Trilogy with a sunroom, chef's kitchen and easy access to the lakeside club.",
      },
      {
        imageUrl: "/images/homes/listings/denver-2760-vineyard-cove-drive.svg",
        price: "$1,385,000",
        address: "2760 Vineyard Cove Drive, Denver, NC 28037",
        beds: 5,
        baths: 4.5,
        sqft: 4470,
        lotSize: "0.88 acres",
        listingBrokerage: "Queen City Premier Properties",
        description: "A custom lake-access home with a three-car garage, bonus room and wooded views toward the cove.",
      },
    ],
    schools: [
      {
        name: "Catawba Springs Elementary School",
        type: "Public Elementary",
        grades: "K-5",
        url: LCS,
      },
      {
        name: "Rock Springs Elementary School",
        type: "Public Elementary",
        grades: "K-5",
        url: LCS,
      },
      { name: "St. James Elementary School", type: "Public Elementary", grades: "K-5", url: LCS },
      {
        name: "Iron Station Elementary School",
        type: "Public Elementary",
        grades: "K-5",
        url: LCS,
      },
      { name: "East Lincoln Middle School", type: "Public Middle", grades: "6-8", url: LCS },
      { name: "North Lincoln Middle School", type: "Public Middle", grades: "6-8", url: LCS },
      { name: "East Lincoln High School", type: "Public High", grades: "9-12", url: LCS },
      { name: "North Lincoln High School", type: "Public High", grades: "9-12", url: LCS },
      {
        name: "Sherrills Ford Elementary School",
        type: "Public Elementary",
        grades: "K-6",
        url: CCS,
        category: "other_district",
      },
      {
        name: "Mill Creek Middle School",
        type: "Public Middle",
        grades: "7-8",
        url: CCS,
        category: "other_district",
      },
      {
        name: "Bandys High School",
        type: "Public High",
        grades: "9-12",
        url: CCS,
        category: "other_district",
      },
      {
        name: "Hopewell High School",
        type: "Public High",
        grades: "9-12",
        url: CMS,
        category: "other_district",
      },
      {
        name: "SouthLake Christian Academy",
        type: "Private",
        grades: "PK-12",
        url: "https://www.southlakechristian.org",
        category: "private",
      },
      {
        name: "Christ the King Catholic High School",
        type: "Private",
        grades: "9-12",
        url: "https://www.ctkchs.org",
        category: "private",
      },
      {
        name: "Davidson Day School",
        type: "Private",
        grades: "PK-12",
        url: "https://www.davidsonday.org",
        category: "private",
      },
      {
        name: "Woodlawn School",
        type: "Private",
        grades: "K-12",
        url: "https://www.woodlawnschool.org",
        category: "private",
      },
    ],
    schoolDistrictUrl: LCS,
    avgPrice: 1465000,
    avgDaysOnMarket: 40,
    pricePerSqft: 335,
    restaurants: [
      {
        name: "Famous Toastery",
        type: "Breakfast & Brunch",
        description: "A bright, bustling brunch spot for fresh-squeezed juice, creative benedicts and relaxed weekend mornings.",
        url: maps("Famous Toastery Denver NC"),
      },
      {
        name: "Verdict Ridge Golf & Country Club",
        type: "Club Dining",
        description: "Clubhouse dining overlooking the fairways, a favorite for post-round lunches and member events.",
        url: maps("Verdict Ridge Golf Country Club Denver NC"),
      },
      {
        name: "Hickory Tavern",
        type: "Neighborhood Tavern",
        description: "A casual, welcoming spot for burgers, salads and game-day gatherings with neighbors.",
        url: maps("Hickory Tavern Denver NC"),
      },
      {
        name: "Sagebrush Steakhouse",
        type: "Steakhouse",
        description: "Hand-cut steaks and Southern hospitality in a comfortable, family-friendly setting.",
        url: maps("Sagebrush Steakhouse Denver NC"),
      },
    ],
    outdoorActivities: [
      {
        name: "Boating the Western Shore",
        description: "Wide coves and open water ideal for wakeboarding, tubing and sunset cruises.",
      },
      {
        name: "Golf at Verdict Ridge",
        description: "A scenic championship course set among the rolling hills of eastern Lincoln County.",
      },
      {
        name: "Rock Springs Nature Preserve",
        description: "Quiet woodland trails and birdwatching close to the historic Rock Springs campground.",
      },
      {
        name: "Fishing Lake Norman",
        description: "Striped bass, largemouth and catfish draw anglers to the western coves year-round.",
      },
    ],
    localEvents: [
      {
        name: "Rock Springs Camp Meeting",
        description: "A historic summer gathering held on the same grounds since the 1830s, with worship, family reunions and Southern food.",
      },
      {
        name: "Lincoln County Apple Festival",
        description: "An autumn celebration of local orchards, crafts and music in nearby Lincolnton.",
      },
      {
        name: "East Lincoln Christmas Parade",
        description: "A festive, hometown parade that kicks off the holiday season on the western shore.",
      },
    ],
    boldtrailSearchUrl: boldtrail("Denver"),
    mapCenterLat: 35.531,
    mapCenterLng: -81.0298,
  },
  {
    slug: "huntersville",
    name: "Huntersville",
    tagline: "Lakeside convenience, championship golf and a village at its heart",
    heroImageUrl: "/images/neighborhoods/huntersville-scene.svg",
    overviewContent:
      "<p>Huntersville strikes a rare balance between convenience and lifestyle. Just north of Charlotte along I-77, it offers quick access to the city alongside Lake Norman's southern shore, Mountain Island Lake and some of the region's most beloved parks.</p>" +
      "<p>At its center is <strong>Birkdale Village</strong>, a walkable, tree-lined district of shops, restaurants and apartments that serves as the community's gathering place. Nearby, <em>Latta Nature Preserve</em> and Historic Rural Hill offer trails, wildlife and wide-open space, while golf courses and greenways are woven throughout the town. Spring Highland games and autumn festivals give the calendar a distinctive local flavor.</p>" +
      "<p>For luxury buyers, Huntersville delivers variety: golf-course estates in Skybrook and NorthStone, established communities near Birkdale and private waterfront homes on Lake Norman's quieter southern coves. It is a natural fit for professionals who want an easy commute and families who value top amenities close to home, with a range of price points that few neighboring towns can match.</p>",
    history:
      "Huntersville began as a small railroad and farming community and took its name from Robert Boston Hunter, a local landowner and merchant. For generations it was a quiet stop on the line between Charlotte and Statesville, surrounded by cotton fields and historic plantations such as Latta Place and Rural Hill, whose Scottish heritage is still celebrated today. The creation of Lake Norman and the construction of I-77 transformed the town, and by the 1990s it had become one of the fastest-growing communities in North Carolina.",
    marketDescription:
      "Huntersville's luxury market spans golf-course estates, established lakefront homes and newer construction near Birkdale Village. Waterfront properties along the southern coves offer relative value compared with Cornelius, while Skybrook and NorthStone attract buyers seeking club amenities. Strong demand from professionals commuting to Charlotte keeps well-presented homes moving quickly, and newer luxury construction remains limited. Sellers who invest in thoughtful preparation and presentation consistently see the strongest results, particularly in the spring market.",
    primeNeighborhoods: [
      {
        name: "Birkdale Village Area",
        description: "Established homes near Birkdale Golf Club and the shops and dining of Birkdale Village.",
      },
      {
        name: "Skybrook",
        description: "A golf-course community with a championship course, clubhouse and resort-style amenities.",
      },
      "NorthStone",
      "Vermillion",
      "Macaulay",
    ],
    locationDescription:
      "Huntersville sits in northern Mecklenburg County about fifteen miles north of Uptown Charlotte. I-77 Exits 23 and 25 serve the town, with Exit 25 at NC-73 leading to Birkdale Village. I-485 connects Huntersville to the rest of the metro, NC-73 crosses Lake Norman toward Denver, and Charlotte Douglas International Airport is about twenty-five minutes away.",
    distanceToCharlotte: 15,
    distanceToLake: 4,
    averageHomePrice: "$1,390,000",
    marketTrends: "Steady appreciation and low inventory keep Huntersville competitive, especially for golf-course and lake-access homes near Birkdale.",
    keyFeatures: [
      {
        icon: "shopping-bag",
        title: "Birkdale Village",
        description: "A walkable village of boutiques, restaurants and seasonal events at the heart of town.",
      },
      {
        icon: "trees",
        title: "Nature Preserves",
        description: "Latta Nature Preserve and Historic Rural Hill offer trails, wildlife and open space.",
      },
      {
        icon: "briefcase",
        title: "Commuter Friendly",
        description: "About twenty minutes to Uptown Charlotte with direct access to I-77 and I-485.",
      },
    ],
    featuredListings: [
      {
        imageUrl: "/images/homes/listings/huntersville-14907-lakeview-pointe-lane.svg",
        price: "$1,975,000",
        address: "14907 Lakeview Pointe Lane, Huntersville, NC 28078",
        beds: 5,
        baths: 4.5,
        sqft: 5180,
        lotSize: "0.77 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A waterfront home on a quiet southern cove with a covered dock, terraced lawn and lower-level entertaining suite.",
      },
      {
        imageUrl: "/images/homes/listings/huntersville-9625-skybrook-falls-drive.svg",
        price: "$1,125,000",
        address: "9625 Skybrook Falls Drive, Huntersville, NC 28078",
        beds: 5,
        baths: 4.5,
        sqft: 4720,
        lotSize: "0.46 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A golf-course home in Skybrook with a main-level primary suite, media room and views across the fairway.",
      },
    ],
    schools: [
      {
        name: "Huntersville Elementary School",
        type: "Public Elementary",
        grades: "K-5",
        url: CMS,
      },
      { name: "Francis Bradley Middle School", type: "Public Middle", grades: "6-8", url: CMS },
      { name: "Hopewell High School", type: "Public High", grades: "9-12", url: CMS },
      {
        name: "Lake Norman Charter School",
        type: "Charter",
        grades: "K-12",
        url: "https://www.lncharter.org",
      },
      {
        name: "SouthLake Christian Academy",
        type: "Private",
        grades: "PK-12",
        url: "https://www.southlakechristian.org",
      },
      {
        name: "Christ the King Catholic High School",
        type: "Private",
        grades: "9-12",
        url: "https://www.ctkchs.org",
      },
    ],
    schoolDistrictUrl: CMS,
    avgPrice: 1390000,
    avgDaysOnMarket: 29,
    pricePerSqft: 285,
    restaurants: [
      {
        name: "Dressler's Restaurant",
        type: "Upscale American",
        description: "A Birkdale Village mainstay for prime steaks, seafood and a polished dining room.",
        url: maps("Dressler's Restaurant Birkdale Huntersville NC"),
      },
      {
        name: "Alton's Kitchen & Cocktails",
        type: "Kitchen & Cocktail Bar",
        description: "A lively Birkdale spot for elevated comfort food, craft cocktails and an inviting patio.",
        url: maps("Alton's Kitchen Cocktails Huntersville NC"),
      },
      {
        name: "Mickey & Mooch",
        type: "Steakhouse",
        description: "A classic supper-club atmosphere with steaks, fresh fish and an extensive wine list.",
        url: maps("Mickey and Mooch Huntersville NC"),
      },
      {
        name: "Primal Brewery",
        type: "Craft Brewery",
        description: "A neighborhood brewery with a welcoming taproom, rotating food trucks and easygoing weekends.",
        url: maps("Primal Brewery Huntersville NC"),
      },
    ],
    outdoorActivities: [
      {
        name: "Latta Nature Preserve",
        description: "Miles of hiking and equestrian trails along Mountain Island Lake, plus the Carolina Raptor Center.",
      },
      {
        name: "Birkdale Golf Club",
        description: "A well-regarded public course winding through wooded neighborhoods near Birkdale Village.",
      },
      {
        name: "McDowell Creek Greenway",
        description: "A paved greenway for walking, running and cycling through the heart of town.",
      },
    ],
    localEvents: [
      {
        name: "Loch Norman Highland Games",
        description: "Each spring Historic Rural Hill hosts bagpipes, Highland athletics and clan gatherings.",
      },
      {
        name: "Carolina Renaissance Festival",
        description: "An autumn tradition of jousting, artisans and costumed revelry in a woodland village.",
      },
      {
        name: "Rural Hill's Amazing Maize Maze",
        description: "A sprawling fall corn maze and family festival on the historic Rural Hill farm.",
      },
    ],
    boldtrailSearchUrl: boldtrail("Huntersville"),
    mapCenterLat: 35.4107,
    mapCenterLng: -80.8429,
  },
  {
    slug: "mooresville",
    name: "Mooresville",
    tagline: "Race City USA, with the lake's most dramatic peninsula at its doorstep",
    heroImageUrl: "/images/neighborhoods/mooresville-scene.svg",
    overviewContent:
      "<p>Mooresville may be famous as <strong>Race City USA</strong>, home to many of NASCAR's top teams and race shops, but residents know it as something more: a vibrant lake town with a historic downtown, a thriving business community and some of Lake Norman's most spectacular waterfront.</p>" +
      "<p>Main Street's brick storefronts house restaurants, boutiques and galleries, while the restored Merino Mill brings new energy to the town's textile past. On the water, marinas, boat clubs and waterfront dining along the NC-150 corridor make it easy to spend long summer days on the lake, while parks, farms and family attractions keep weekends full in every season.</p>" +
      "<p>Luxury buyers gravitate to <em>The Point</em>, a gated, golf-and-lake community on the Brawley School Road peninsula, along with established enclaves such as Morrison Plantation and Mallard Head. With a growing corporate presence and convenient I-77 access, Mooresville offers both lifestyle and long-term value, and its sheer range of waterfront inventory gives buyers more choice than almost anywhere else on the lake.</p>",
    history:
      "Mooresville traces its roots to the railroad: John Franklin Moore granted land for a depot around the time of the Civil War, and the town that grew up beside the tracks was incorporated in 1873. Cotton and textile mills, including the landmark Mooresville Mill, shaped its economy for much of the twentieth century. The creation of Lake Norman in the 1960s brought miles of new shoreline, and in later decades NASCAR teams made Mooresville a motorsports hub. Today the town pairs that racing heritage with a diversified economy and a lively, historic downtown.",
    marketDescription:
      "Mooresville's luxury market is led by The Point, where gated waterfront estates and golf-course homes command premium prices. Established communities such as Mallard Head and Morrison Plantation offer a mix of waterfront and lake-access homes at varied price points. Strong corporate relocation, excellent boating water and a broad range of inventory make Mooresville one of the lake's most active luxury markets.",
    primeNeighborhoods: [
      {
        name: "The Point",
        description: "A gated peninsula community with deep-water estates, a championship golf course and a lakeside club.",
      },
      "Morrison Plantation",
      {
        name: "Mallard Head",
        description: "An established country club community with mature trees, golf and waterfront homes.",
      },
      "Brawley School Road Peninsula",
      "Langtree",
    ],
    locationDescription:
      "Mooresville sits in southern Iredell County along I-77, about twenty-eight miles north of Uptown Charlotte. Exits 31, 33 and 36 serve the town, with Exit 33 leading to Brawley School Road and The Point, and the I-77 Express Lanes begin here for a smoother commute south. NC-150 and NC-3 link Mooresville to the lake's western shore and Concord, and Charlotte Douglas International Airport is about forty minutes away.",
    distanceToCharlotte: 28,
    distanceToLake: 2,
    averageHomePrice: "$1,720,000",
    marketTrends: "Mooresville continues to attract relocating buyers, and prices have risen steadily. Waterfront homes on The Point see the strongest demand.",
    keyFeatures: [
      {
        icon: "ship",
        title: "Marinas & Boating",
        description: "Full-service marinas and boat clubs along NC-150 and the lake's southern coves.",
      },
      {
        icon: "landmark",
        title: "Historic Downtown",
        description: "Brick storefronts, galleries and restaurants along Main Street and at Merino Mill.",
      },
      {
        icon: "building-2",
        title: "Corporate Presence",
        description: "Corporate headquarters and motorsports teams fuel a strong local economy.",
      },
      {
        icon: "sailboat",
        title: "The Point",
        description: "A gated peninsula with some of Lake Norman's most coveted waterfront estates.",
      },
    ],
    featuredListings: [
      {
        imageUrl: "/images/homes/listings/mooresville-127-windward-pointe-drive.svg",
        price: "$3,650,000",
        address: "127 Windward Pointe Drive, Mooresville, NC 28117",
        beds: 6,
        baths: 6.5,
        sqft: 6880,
        lotSize: "1.12 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A waterfront estate on The Point with a pool, boathouse with lift and panoramic views down the main channel.",
      },
      {
        imageUrl: "/images/homes/listings/mooresville-180-bayberry-creek-circle.svg",
        price: "$1,595,000",
        address: "180 Bayberry Creek Circle, Mooresville, NC 28117",
        beds: 5,
        baths: 4.5,
        sqft: 4890,
        lotSize: "0.58 acres",
        listingBrokerage: "Carolina Shores Realty",
        description: "A Morrison Plantation home with a private dock on a quiet cove, screened porch and outdoor fireplace.",
      },
      {
        imageUrl: "/images/homes/listings/mooresville-244-mallard-head-drive.svg",
        price: "$895,000",
        address: "244 Mallard Head Drive, Mooresville, NC 28117",
        beds: 4,
        baths: 3.5,
        sqft: 3560,
        lotSize: "0.51 acres",
        listingBrokerage: "Lakefront Luxury Group",
        description: "A renovated club-community home with an open kitchen, golf-course views and deeded lake access.",
      },
    ],
    schools: [
      { name: "Lake Norman High School", type: "Public High", grades: "9-12", url: ISS },
      { name: "The Brawley School", type: "Public Middle", grades: "6-8", url: ISS },
      {
        name: "Woodland Heights Elementary School",
        type: "Public Elementary",
        grades: "K-5",
        url: ISS,
      },
      { name: "Mooresville High School", type: "Public High", grades: "9-12", url: MGSD },
      {
        name: "Pine Lake Preparatory",
        type: "Charter",
        grades: "K-12",
        url: "https://www.pinelakeprep.org",
      },
      {
        name: "Woodlawn School",
        type: "Private",
        grades: "K-12",
        url: "https://www.woodlawnschool.org",
      },
    ],
    schoolDistrictUrl: ISS,
    avgPrice: 1720000,
    avgDaysOnMarket: 35,
    pricePerSqft: 360,
    restaurants: [
      {
        name: "Midway Boathouse Grill",
        type: "Waterfront Dining",
        description: "A laid-back marina grill on NC-150 serving breakfast through dinner to boaters and locals alike.",
        url: maps("Midway Boathouse Grill Mooresville NC"),
      },
      {
        name: "Alino Pizzeria",
        type: "Neapolitan Pizzeria",
        description: "Wood-fired, Naples-style pizza in the historic Merino Mill, a favorite for casual family dinners.",
        url: maps("Alino Pizzeria Mooresville NC"),
      },
      {
        name: "Lancaster's BBQ",
        type: "Carolina Barbecue",
        description: "Slow-smoked barbecue in a dining room filled with racing memorabilia, a true Race City landmark.",
        url: maps("Lancaster's BBQ Mooresville NC"),
      },
      {
        name: "King Canary Brewing Company",
        type: "Craft Brewery",
        description: "A relaxed local brewery with a welcoming taproom and a rotating lineup of house-made beers.",
        url: maps("King Canary Brewing Mooresville NC"),
      },
    ],
    outdoorActivities: [
      {
        name: "Boating from The Point",
        description: "Direct access to the main channel for cruising, wakeboarding and sandbar afternoons.",
      },
      {
        name: "Carrigan Farms",
        description: "A family farm offering seasonal pick-your-own fruit, hayrides and a scenic quarry setting.",
      },
      {
        name: "Lake Norman State Park",
        description: "Hiking, mountain biking and a swim beach just fifteen minutes north in Troutman.",
      },
    ],
    localEvents: [
      {
        name: "Race Week Shop Tours",
        description: "In late May, motorsports teams welcome fans into their shops ahead of the Coca-Cola 600.",
      },
      {
        name: "Downtown Mooresville Christmas Parade",
        description: "A festive parade along Main Street that brings the whole community together each December.",
      },
      {
        name: "Mooresville Arts Gallery Crawl",
        description: "Evening art walks through downtown galleries and studios, celebrating local artists.",
      },
    ],
    boldtrailSearchUrl: boldtrail("Mooresville"),
    mapCenterLat: 35.5849,
    mapCenterLng: -80.8101,
  },
];

/** The towns' cards (home grid, neighborhood index), in the order of spec §2. */
const cards: ReadonlyArray<readonly [slug: string, description: string]> = [
  ["troutman", "Quiet country roads and Lake Norman State Park at the lake's northern tip."],
  ["hickory", "Foothills living on Lake Hickory, with a thriving arts and furniture heritage."],
  ["charlotte", "The Queen City's historic neighborhoods, skyline views and business hub."],
  ["cornelius", "The heart of Lake Norman's waterfront life, from The Peninsula to Jetton Park."],
  ["davidson", "A walkable college town with a storybook Main Street and lakeside trails."],
  ["denver", "Wide-open western shoreline, new luxury communities and sunset views."],
  ["huntersville", "Birkdale Village, greenways and easy access to the lake and the city."],
  ["mooresville", "Race City USA: deep-water coves, marinas and a lively downtown."],
];

/** The agent's own listings, after each guide's featured listings (spec §3: Huntersville, Charlotte and Davidson). */
const agentListings: Readonly<Record<string, readonly FeaturedListing[]>> = {
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
      description: "A restored 1920s Myers Park estate under the willow oaks, with a chef's kitchen, carriage house and formal gardens.",
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
      description: "A Dilworth townhome with a rooftop terrace and skyline views, a short walk from Latta Park and East Boulevard's cafés.",
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
      description: "A Ballantyne Country Club residence overlooking the fairway, with a lower-level media room and a screened porch with fireplace.",
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
      description: "A gracious historic home steps from the college green and Main Street, thoughtfully updated with a modern kitchen and a garden studio.",
    },
  ],
};

export const demoNeighborhoods: NewNeighborhood[] = cards.map(([slug, cardDescription], index) => {
  const guide = guides.find((town) => town.slug === slug);
  if (!guide) throw new Error(`No demo guide for ${slug}`);
  return {
    ...guide,
    cardDescription,
    cardImageUrl: `/images/neighborhoods/${slug}.svg`,
    position: index + 1,
    featuredListings: [...(guide.featuredListings ?? []), ...(agentListings[slug] ?? [])],
  };
});
