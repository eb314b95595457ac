import { Trash2Icon, UploadIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { AdminPageHeader, AdminPager } from "#app/components/admin/admin-page-header.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_MEDIA_PATH } from "#app/lib/admin-paths.ts";
import { MEDIA, MEDIA_MESSAGES } from "#app/lib/constants.ts";
import { formatByteSize } from "#app/lib/format.ts";
import { mediaUsageLink } from "#app/lib/media-library.ts";
import { cn } from "#app/lib/utils.ts";
import type { MediaLibraryAnswer, MediaLibraryImage } from "#app/services/admin-media.server.ts";

const PAGE_ID = "media-library";

/** A file over the limit is refused here, with the server's own message, rather than sent for nothing. */
function refuseTooLarge(event: FormEvent<HTMLFormElement>) {
  const file = new FormData(event.currentTarget).get("file");
  if (file instanceof File && file.size > MEDIA.maxBytes) {
    event.preventDefault();
    toast.error(MEDIA_MESSAGES.tooLarge);
  }
}
const uploadedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" });
const pageHref = (page: number) => (page > 1 ? `${ADMIN_MEDIA_PATH}?page=${page}` : ADMIN_MEDIA_PATH);

/** Every upload, newest first, with its sizes and the records that use it; an unused one can be deleted after a confirm. */
export function MediaGrid({
  images,
  page,
  pages,
  total,
  answer,
}: {
  images: MediaLibraryImage[];
  page: number;
  pages: number;
  total: number;
  answer: MediaLibraryAnswer | undefined;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState<MediaLibraryImage | null>(null);
  useSaveAnswer(answer, PAGE_ID);
  const deletingId = navigation.formData?.get("intent") === "delete" ? navigation.formData.get("id") : null;
  const uploading = navigation.formData?.get("intent") === "upload";

  return (
    <div id={PAGE_ID} className="container-page py-10 sm:py-14">
      <AdminPageHeader
        title="Media Library"
        status={`${total} uploaded ${total === 1 ? "image" : "images"}. An image nothing uses can be deleted; one nothing has used for a day is removed by itself.`}
        actions={
          <Form
            method="post"
            encType="multipart/form-data"
            aria-label="Upload an image"
            className="flex flex-wrap items-center gap-3"
            onSubmit={refuseTooLarge}
          >
            <input type="hidden" name="intent" value="upload" />
            <label className="sr-only" htmlFor="media-upload-file">
              Image to upload (JPEG, PNG, WebP, GIF or AVIF, up to 10 MB)
            </label>
            <input
              id="media-upload-file"
              type="file"
              name="file"
              required
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="max-w-64 text-sm text-stone file:mr-3 file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink"
            />
            <Button type="submit" variant="gold" disabled={uploading}>
              <UploadIcon aria-hidden="true" />
              {uploading ? "Uploading..." : "Upload"}
            </Button>
          </Form>
        }
      />
      <SaveStatus answer={answer} />
      {images.length === 0 ? (
        <p className="mt-8 border border-line bg-white p-8 text-center text-stone">
          {page > 1 ? "There are no images on this page." : "No images uploaded yet: upload one here or in any image field of the admin."}
        </p>
      ) : (
        <ul aria-label="Uploaded images" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {images.map((image) => (
            <MediaCard key={image.id} image={image} deleting={deletingId === image.id} onDelete={setConfirming} />
          ))}
        </ul>
      )}
      <div className="mt-8">
        <AdminPager label="Media library pages" page={page} pages={pages} href={pageHref} previous="Newer images" next="Older images" />
      </div>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this image?</AlertDialogTitle>
          <AlertDialogDescription>
            “{confirming?.originalName}” and all its sizes leave the library for good. Nothing on the site uses it.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive hover:bg-ink"
              onClick={() => confirming && void submit({ intent: "delete", id: confirming.id }, { method: "post" })}
            >
              <Trash2Icon aria-hidden="true" />
              Delete Image
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function MediaCard({ image, deleting, onDelete }: { image: MediaLibraryImage; deleting: boolean; onDelete: (image: MediaLibraryImage) => void }) {
  return (
    <li aria-label={image.originalName} className={cn("flex flex-col border border-line bg-white shadow-card", deleting && "opacity-50")}>
      <a href={image.url} target="_blank" rel="noopener" className="block bg-sand" aria-label={`Open ${image.originalName} at full size`}>
        <img
          src={image.thumbnailUrl}
          alt=""
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-contain"
        />
      </a>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="min-w-0">
          <p className="font-semibold break-all text-ink">{image.originalName}</p>
          <p className="mt-1 text-sm text-stone">
            {image.width} × {image.height} px · {formatByteSize(image.byteSize)} in {image.variants} {image.variants === 1 ? "size" : "sizes"}
          </p>
          <p className="text-sm text-stone">Uploaded {uploadedOn.format(new Date(image.uploadedAt))}</p>
        </div>
        {image.usages.length > 0 ? (
          <div>
            <p className="text-xs font-semibold tracking-[0.12em] text-ink uppercase">Used by</p>
            <ul className="mt-1 space-y-1 text-sm">
              {image.usages.map((usage) => {
                const link = mediaUsageLink(usage);
                return (
                  <li key={`${usage.kind}:${usage.ref}`}>
                    <Link to={link.href} className="break-words text-lake underline underline-offset-2 hover:text-ink">
                      {link.text}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
            <Badge tone="neutral">Not used</Badge>
            {/* Without JavaScript the form posts at once; with it, the post waits for the confirmation. */}
            <Form
              method="post"
              preventScrollReset
              onSubmit={(event) => {
                event.preventDefault();
                onDelete(image);
              }}
            >
              <input type="hidden" name="id" value={image.id} />
              <Button type="submit" name="intent" value="delete" variant="outline" size="sm" disabled={deleting} aria-label={`Delete ${image.originalName}`}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </Form>
          </div>
        )}
      </div>
    </li>
  );
}
