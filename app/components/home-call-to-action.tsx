import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { telHref } from "#app/lib/site-settings-schema.ts";
import { Phone } from "lucide-react";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import type { ReactNode } from "react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";

/** The closing invitation of the home and about pages: Work With opens the contact dialog. */
export function CallToAction({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children: ReactNode }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-ink-deep py-20 text-cream sm:py-28">
      <ResponsiveImage
        src="/images/site/hero-home.svg"
        alt=""
        width={1920}
        height={1080}
        sizes={IMAGE_SIZES.fullBleed}
        className="absolute inset-0 -z-10 size-full object-cover opacity-25"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-deep via-ink-deep/85 to-ink-deep/60" />
      <div className="container-page flex flex-col items-start gap-10 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow text-gold">{eyebrow}</p>
          <h2 id={id} className="mt-3 text-4xl leading-tight text-cream sm:text-6xl">
            {title}
          </h2>
          <p className="mt-5 text-base leading-relaxed text-cream/75 sm:text-lg">{children}</p>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button variant="gold" size="lg" {...dialogOpener("contact")}>
            Work With {settings.agent.firstName}
          </Button>
          <a href={telHref(settings.phone)} className="inline-flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-cream/85 hover:text-gold">
            <Phone className="size-4 text-gold" aria-hidden="true" />
            {settings.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
