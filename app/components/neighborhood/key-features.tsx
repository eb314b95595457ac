import {
  Bike,
  Briefcase,
  Building2,
  Coffee,
  GraduationCap,
  HeartHandshake,
  House,
  Landmark,
  MapPin,
  Mountain,
  Music,
  Sailboat,
  Ship,
  ShoppingBag,
  Sparkles,
  Sun,
  Trees,
  Waves,
  type LucideIcon,
} from "lucide-react";
import type { KeyFeature } from "#app/content/content-types.ts";
import type { FeatureIconName } from "#app/lib/neighborhood-schema.ts";
import { SectionHeading } from "#app/components/section-heading.tsx";

/** Icon names stored with key features, mapped explicitly so only these icons are bundled. */
const FEATURE_ICONS: Record<FeatureIconName, LucideIcon> = {
  bike: Bike,
  briefcase: Briefcase,
  "building-2": Building2,
  coffee: Coffee,
  "graduation-cap": GraduationCap,
  "heart-handshake": HeartHandshake,
  home: House,
  house: House,
  landmark: Landmark,
  "map-pin": MapPin,
  mountain: Mountain,
  music: Music,
  sailboat: Sailboat,
  ship: Ship,
  "shopping-bag": ShoppingBag,
  sun: Sun,
  trees: Trees,
  waves: Waves,
};

/** Spec §2: Charlotte's guide adds this card to its key features. */
const BUSINESS_HUB: KeyFeature = {
  icon: "briefcase",
  title: "Thriving Business Hub",
  description:
    "The nation's second-largest banking center and home to Fortune 500 headquarters, Charlotte puts career opportunity, a growing tech scene and an international airport minutes from home.",
};

export function KeyFeatures({ slug, name, features }: { slug: string; name: string; features: KeyFeature[] }) {
  const cards = slug === "charlotte" ? [...features, BUSINESS_HUB] : features;
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="features-heading" className="bg-sand/60 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="features-heading" eyebrow="The lifestyle" title={`Why People Love Living in ${name}`} align="center" />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((feature, index) => {
            const Icon = FEATURE_ICONS[feature.icon as FeatureIconName] ?? Sparkles;
            return (
              <li key={index} className="flex flex-col bg-white p-8 shadow-card">
                <span className="flex size-14 items-center justify-center rounded-full bg-gold-light text-gold-dark">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-6 text-2xl text-ink">{feature.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-stone">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
