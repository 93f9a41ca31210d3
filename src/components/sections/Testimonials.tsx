import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import type { TestimonialPage } from "../../config/testimonial-pages";
import { space } from "../../styles/theme";
import { formatSpanishDate } from "../legal/format-date";
import { cardGrid } from "../ui/card-grid";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";

export type TestimonialsContent = Queries.TestimonialsSectionFragment;

/**
 * What clients say, each quote signed (name, role, company) and dated with the consent to publish it, and
 * how the agency checks them. No stars or ratings: self-written reviews read as fake and Google ignores
 * them. Nothing at all when no testimonial is chosen for the page; `page` absent shows every one (the
 * CMS's preview).
 */
export function Testimonials({
  id,
  content,
  page,
}: {
  id: string;
  content: TestimonialsContent;
  page?: TestimonialPage;
}) {
  const theme = useTheme();
  const items = page ? content.items.filter((item) => item.pages?.includes(page)) : content.items;
  if (items.length === 0) return null;
  const verificationId = `${id}-verificacion`;
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} {...content.section} />
      {/* One quote reads as a quote at a paragraph's width, not as a banner across the page. */}
      <ul
        css={
          items.length === 1
            ? { display: "grid", maxWidth: "46rem", marginInline: "auto" }
            : cardGrid(Math.min(items.length, 3))
        }
      >
        {items.map((item) => (
          <li key={item.id} css={{ listStyle: "none", display: "flex" }}>
            <figure
              css={{
                margin: 0,
                flex: 1,
                display: "flex",
                flexDirection: "column",
                justifyContent: "space-between",
                gap: space(6),
                padding: space(7),
                borderRadius: theme.radii.lg,
                background: theme.gradients.surface,
                border: `1px solid ${theme.colors.border}`,
                boxShadow: theme.shadows.card,
              }}
            >
              <blockquote css={{ margin: 0, fontSize: theme.fontSizes.lg, lineHeight: 1.6 }}>
                <p>«{item.quote}»</p>
              </blockquote>
              <figcaption css={{ display: "grid", gap: space(1), fontSize: theme.fontSizes.sm }}>
                <span css={{ fontWeight: 600 }}>{item.name}</span>
                <span css={{ color: theme.colors.muted }}>
                  {item.role} · {item.company}
                </span>
                <small css={{ color: theme.colors.muted, fontSize: theme.fontSizes.xs }}>
                  {item.sample ? <strong css={{ color: theme.colors.text }}>{content.sampleLabel}. </strong> : null}
                  {content.consent} {formatSpanishDate(item.consentDate)}.
                </small>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby={verificationId}
        css={{
          maxWidth: "46rem",
          marginInline: "auto",
          marginTop: space(10),
          textAlign: "center",
          color: theme.colors.muted,
          fontSize: theme.fontSizes.sm,
        }}
      >
        <h3 id={verificationId} css={{ fontSize: theme.fontSizes.base, color: theme.colors.text }}>
          {content.verification.title}
        </h3>
        <p css={{ marginTop: space(2) }}>{content.verification.text}</p>
      </section>
    </Section>
  );
}

export const fragment = graphql`
  fragment TestimonialsSection on TestimonialsJson {
    section {
      ...SectionHeading
    }
    consent
    sampleLabel
    verification {
      title
      text
    }
    items {
      id
      quote
      name
      role
      company
      consentDate
      pages
      sample
    }
  }
`;
