import { CrosshairIcon, ImageIcon, Trash2Icon } from "lucide-react";
import { useId, useState, type MouseEvent } from "react";
import { MediaPicker } from "#app/components/admin/media-picker.tsx";
import { UploadImageButton } from "#app/components/admin/upload-image-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, Input, Label } from "#app/components/ui/field.tsx";
import { DEFAULT_FOCAL_POINT, focalPointFromClick, focalPointLabel } from "#app/lib/post-editor-rules.ts";

/**
 * Spec §2 hero image picker: URL field, Upload (reads "Uploading..."), a choice from the media
 * library, preview, remove, and a click on the preview sets the focal point, shown as "Focal
 * Point: x%, y%" — a local preview aid only, never saved. A failed upload is logged and leaves the
 * field as it was (spec §8).
 */
export function HeroImagePicker({ value, onChange, error, errorId }: { value: string; onChange: (url: string) => void; error?: string; errorId: string }) {
  const id = useId();
  const [focal, setFocal] = useState<{ x: number; y: number }>(DEFAULT_FOCAL_POINT);

  function onPreviewClick(event: MouseEvent<HTMLButtonElement>) {
    setFocal(focalPointFromClick(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  }

  return (
    <div>
      <Label htmlFor={id}>
        Hero Image
        <span aria-hidden="true" className="ml-0.5 text-gold-dark">
          *
        </span>
      </Label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="text"
          inputMode="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="https://… or /media/…"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="flex-1"
        />
        <UploadImageButton
          label="Upload"
          fileLabel="Hero image file"
          size="md"
          className="sm:w-40"
          onUploaded={(url) => {
            onChange(url);
            setFocal(DEFAULT_FOCAL_POINT);
          }}
          onFailed={(message) => console.error("Hero image upload failed:", message)}
        />
        <MediaPicker
          label="Hero image"
          size="md"
          onChoose={(url) => {
            onChange(url);
            setFocal(DEFAULT_FOCAL_POINT);
          }}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      {value ? (
        <div className="mt-4">
          <div className="relative overflow-hidden border border-line bg-sand">
            <button type="button" onClick={onPreviewClick} aria-label="Set the focal point: click on the image" className="block w-full cursor-crosshair">
              <img src={value} alt="Hero preview" className="aspect-[16/9] w-full object-cover" style={{ objectPosition: `${focal.x}% ${focal.y}%` }} />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-gold/70 shadow-lg ring-2 ring-ink/40"
                style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
              />
            </button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange("");
                setFocal(DEFAULT_FOCAL_POINT);
              }}
              className="absolute top-3 right-3 bg-white/90 shadow-card hover:bg-white"
            >
              <Trash2Icon aria-hidden="true" />
              Remove image
            </Button>
          </div>
          <p className="mt-2 flex items-center gap-2 text-sm text-stone" aria-live="polite">
            <CrosshairIcon className="size-4 text-gold-dark" aria-hidden="true" />
            {focalPointLabel(focal)}
            <span className="text-xs text-stone/80">· click the image to set it (preview only)</span>
          </p>
        </div>
      ) : (
        <div className="mt-4 flex aspect-[16/9] max-h-56 w-full flex-col items-center justify-center gap-2 border border-dashed border-ink/20 bg-white/60 text-sm text-stone">
          <ImageIcon className="size-8 text-gold-dark" aria-hidden="true" />
          Paste an image address, upload a photo or choose one from the library.
        </div>
      )}
    </div>
  );
}
