/** Spec §8 "Sold load failure": the gallery could not be read. */
export function SoldLoadError() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow">Sold Properties</p>
      <h1 className="mt-4 text-5xl text-ink sm:text-6xl">Error</h1>
      <p className="mt-4 max-w-md text-lg text-stone">Failed to load properties</p>
      <a
        href="/sold-properties"
        className="mt-8 inline-block text-sm font-semibold tracking-[0.16em] text-lake uppercase underline decoration-gold underline-offset-8 hover:text-ink"
      >
        Try again
      </a>
      <a href="/" className="mt-4 text-xs font-semibold tracking-[0.16em] text-stone uppercase hover:text-ink">
        Return to Home
      </a>
    </section>
  );
}
