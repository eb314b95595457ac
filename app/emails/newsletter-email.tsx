import { Button, Heading, Img, Section, Text } from "@react-email/components";
import { imageVariants } from "#app/content/image-variants.ts";
import type { NewsletterContent } from "#app/lib/newsletter-send-status.ts";
import { emailImageUrl } from "#app/lib/responsive-image-sources.ts";
import { newsletterLink, postHtmlForEmail } from "./email-post-html.ts";
import { EmailFrame, visitorFooter, type EmailSender } from "./email-frame.tsx";

/** The post a newsletter carries, as stored. */
export type NewsletterPost = { slug: string; title: string; excerpt: string; heroImageUrl: string | null; contentHtml: string | null };

const text = { color: "#2b2520", fontSize: "16px", lineHeight: "26px" };

/**
 * A post e-mailed to the subscribers: its hero, title, and its excerpt or the whole post, with a
 * "Read on the site" button. Every link to the site carries the newsletter's campaign (the post's
 * slug); there is no tracking pixel.
 */
export type NewsletterEmailProps = { sender: EmailSender; post: NewsletterPost; postUrl: string; content: NewsletterContent; unsubscribeUrl: string };

export function NewsletterEmail({ sender, post, postUrl, content, unsubscribeUrl }: NewsletterEmailProps) {
  const readOn = newsletterLink(postUrl, postUrl, post.slug);
  return (
    <EmailFrame
      preview={post.excerpt}
      footer={visitorFooter(
        sender,
        `You receive this e-mail because you subscribed to The Lake Advisor, ${sender.agent.name}'s newsletter, and confirmed your address.`,
      )}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Text
        style={{
          color: "#8a6d3b",
          fontFamily: "Arial, Helvetica, sans-serif",
          fontSize: "12px",
          letterSpacing: "2px",
          margin: "0 0 12px",
          textTransform: "uppercase",
        }}
      >
        The Lake Advisor
      </Text>
      {post.heroImageUrl ? (
        <Img
          src={new URL(emailImageUrl(post.heroImageUrl, imageVariants), postUrl).toString()}
          alt={post.title}
          width="536"
          style={{ display: "block", height: "auto", margin: "0 0 24px", maxWidth: "100%" }}
        />
      ) : null}
      <Heading as="h1" style={{ color: "#1d2a35", fontSize: "28px", fontWeight: "normal", lineHeight: "36px", margin: "0 0 16px" }}>
        {post.title}
      </Heading>
      {content === "full" && post.contentHtml ? (
        <Section>
          <div dangerouslySetInnerHTML={{ __html: postHtmlForEmail(post.contentHtml, postUrl, post.slug) }} />
        </Section>
      ) : (
        <Text style={text}>{post.excerpt}</Text>
      )}
      <Button href={readOn} style={{ backgroundColor: "#1d2a35", color: "#ffffff", fontSize: "16px", padding: "14px 24px", textDecoration: "none" }}>
        Read on the site
      </Button>
    </EmailFrame>
  );
}
