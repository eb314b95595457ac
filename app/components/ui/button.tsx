import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-semibold uppercase tracking-[0.14em] transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-ink text-cream hover:bg-lake",
        gold: "bg-gold text-ink-deep hover:bg-gold-dark hover:text-cream",
        outline: "border border-ink/30 bg-transparent text-ink hover:border-ink hover:bg-ink hover:text-cream",
        outlineLight: "border border-cream/60 bg-transparent text-cream hover:bg-cream hover:text-ink",
        ghost: "bg-transparent text-ink hover:bg-sand",
        link: "h-auto px-0 text-ink underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-4 text-[0.7rem]",
        md: "h-11 px-6 text-xs",
        lg: "h-13 px-8 text-xs",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "button";
  // A button submits only when it says so: inside a form (or a dialog opened from one) a plain
  // button must never send it (issue 12).
  return <Component data-slot="button" type={asChild ? type : (type ?? "button")} className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
