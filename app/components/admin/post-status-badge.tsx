import type { PostStatus } from "#app/lib/post-editor-rules.ts";
import { cn } from "#app/lib/utils.ts";

const STATUS_STYLE: Record<PostStatus, { label: string; className: string }> = {
  published: { label: "Published", className: "border-[#3f7d5a]/40 bg-[#e8f2ec] text-[#2c5c41]" },
  scheduled: { label: "Scheduled", className: "border-lake/30 bg-lake-light text-lake" },
  // A shade under gold-dark: gold-dark on gold-light is 4.47:1, short of the 4.5:1 small text needs; this is 5.5:1.
  draft: { label: "Draft", className: "border-gold-dark/30 bg-gold-light text-[#6f5528]" },
};

/** A post's status as the admin list and the editor show it: Draft, Scheduled or Published. */
export function PostStatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  const style = STATUS_STYLE[status];
  return (
    <span className={cn("inline-flex items-center border px-2 py-0.5 text-[0.7rem] font-semibold tracking-[0.12em] uppercase", style.className, className)}>
      {style.label}
    </span>
  );
}
