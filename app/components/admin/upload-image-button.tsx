import { UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { uploadImage } from "#app/lib/upload-image.ts";

/**
 * An Upload button for an image field: it opens the file chooser (a hidden file input named
 * `fileLabel`), reads "Uploading..." while the image goes up, and hands over its address, or why
 * it failed (a file that is not an image is refused before sending).
 */
export function UploadImageButton({
  label,
  owner,
  fileLabel,
  onUploaded,
  onFailed,
  size = "sm",
  className,
}: {
  label: string;
  /** Whose image it is, said after the label to a screen reader where several buttons share it ("for 3782 Main St"). */
  owner?: string;
  fileLabel: string;
  onUploaded: (url: string) => void;
  onFailed: (message: string) => void;
  size?: "sm" | "md";
  className?: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      onFailed(`Not an image: ${file.name}`);
      return;
    }
    setUploading(true);
    try {
      onUploaded((await uploadImage(file)).url);
    } catch (caught) {
      onFailed(caught instanceof Error ? caught.message : "The upload failed. Please try again.");
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={fileLabel}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button type="button" variant="outline" size={size} onClick={() => fileInput.current?.click()} disabled={uploading} className={className}>
        <UploadIcon aria-hidden="true" />
        {uploading ? "Uploading..." : label}
        {owner ? <span className="sr-only"> for {owner}</span> : null}
      </Button>
    </>
  );
}
