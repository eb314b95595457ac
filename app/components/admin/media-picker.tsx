import { ImagesIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { fetchMediaChoices, keepMediaChoice, type MediaChoice, type MediaChoices } from "#app/lib/media-library.ts";

/** "Choose from library": a dialog of the uploaded images, a page at a time; choosing one fills the field with its URL. */
export function MediaPicker({
  label,
  owner,
  onChoose,
  size = "sm",
  className,
}: {
  label: string;
  /** Whose image it is, named as written (an address), after the field's name: "card photo for 3782 Main St". */
  owner?: string;
  onChoose: (url: string) => void;
  size?: "sm" | "md";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const field = `${label.toLowerCase()}${owner ? ` for ${owner}` : ""}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* The dialog's trigger: closed, it gives the focus back to this button. */}
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size={size} className={className}>
          <ImagesIcon aria-hidden="true" />
          Choose from library
          <span className="sr-only"> for {field}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogTitle>Media library</DialogTitle>
        <DialogDescription>Choose an uploaded image for {field}. Newest first.</DialogDescription>
        <MediaChoiceList
          onChoose={(url) => {
            onChoose(url);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type Outcome = { ok: true; choices: MediaChoices } | { ok: false; message: string };

function MediaChoiceList({ onChoose }: { onChoose: (url: string) => void }) {
  // A new object per request, so "Try again" asks again for the same page.
  const [wanted, setWanted] = useState({ page: 1 });
  const [answer, setAnswer] = useState<{ to: typeof wanted; outcome: Outcome } | null>(null);

  useEffect(() => {
    const request = new AbortController();
    fetchMediaChoices(wanted.page, request.signal).then(
      (choices) => setAnswer({ to: wanted, outcome: { ok: true, choices } }),
      (error: Error) => {
        if (!request.signal.aborted) setAnswer({ to: wanted, outcome: { ok: false, message: error.message } });
      },
    );
    return () => request.abort();
  }, [wanted]);

  const [choosing, setChoosing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { page } = wanted;
  const goTo = (target: number) => setWanted({ page: target });
  const outcome = answer?.to === wanted ? answer.outcome : null;

  async function choose(image: MediaChoice) {
    setChoosing(true);
    setRefusal(null);
    try {
      await keepMediaChoice(image.id);
      onChoose(image.url);
    } catch (error) {
      setRefusal((error as Error).message);
      goTo(page);
    } finally {
      setChoosing(false);
    }
  }

  if (!outcome) {
    return (
      <p className="mt-6 text-sm text-stone" role="status">
        Loading the library...
      </p>
    );
  }
  if (!outcome.ok) {
    return (
      <div className="mt-6 space-y-3" role="alert">
        <p className="text-sm text-destructive">{outcome.message}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => goTo(page)}>
          Try again
        </Button>
      </div>
    );
  }
  const { images, pages } = outcome.choices;
  if (images.length === 0) return <p className="mt-6 text-sm text-stone">No images uploaded yet: use the field's upload button.</p>;
  return (
    <div className="mt-6">
      {refusal ? (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <ul aria-label="Uploaded images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              disabled={choosing}
              onClick={() => void choose(image)}
              className="block w-full disabled:opacity-60 border border-line bg-white text-left hover:border-lake focus-visible:ring-2 focus-visible:ring-gold/60 focus-visible:outline-none"
            >
              <img src={image.thumbnailUrl} alt="" loading="lazy" decoding="async" className="aspect-[4/3] w-full bg-sand object-contain" />
              <span className="block truncate px-2 pt-1.5 text-xs font-semibold text-ink">{image.originalName}</span>
              <span className="block px-2 pb-1.5 text-xs text-stone">
                {image.width} × {image.height}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="mt-4 flex items-center justify-between gap-4 text-sm">
          <Button type="button" variant="ghost" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Newer
          </Button>
          <span className="text-stone">
            Page {page} of {pages}
          </span>
          <Button type="button" variant="ghost" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            Older
          </Button>
        </div>
      ) : null}
    </div>
  );
}
