import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { mq, space } from "../../styles/theme";
import { DeferredContactForm } from "./DeferredContactForm";

/** The "Solicita tu Consulta Gratuita" card; it fits whatever column the page gives it. */
export function ContactFormSection({ content }: { content: Queries.ContactFormSectionFragment }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="contact-form-title"
      css={{
        containerType: "inline-size",
        containerName: "contact-form",
        position: "relative",
        display: "grid",
        gap: space(6),
        padding: `${space(7)} ${space(5)}`,
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.gradients.surface,
        boxShadow: theme.shadows.card,
        overflow: "hidden",
        "&::before": {
          content: '""',
          position: "absolute",
          insetInline: 0,
          top: 0,
          height: "3px",
          background: theme.gradients.accent,
        },
        [mq.md]: { padding: space(10) },
      }}
    >
      <header css={{ display: "grid", gap: space(3) }}>
        <h2 id="contact-form-title" css={{ fontSize: theme.fontSizes.h3 }}>
          {content.title}
        </h2>
        <p css={{ color: theme.colors.muted }}>{content.intro}</p>
      </header>
      <DeferredContactForm content={content} />
    </section>
  );
}

export const fragment = graphql`
  fragment ContactFormSection on ContactForm {
    title
    intro
    requiredNote
    submitLabel
    sendingLabel
    privacyNote
    privacyLink {
      label
      to
    }
    optionalLabel
    honeypotLabel
    fields {
      name {
        ...ContactFormFieldCopy
      }
      last_name {
        ...ContactFormFieldCopy
      }
      email {
        ...ContactFormFieldCopy
      }
      phone {
        ...ContactFormFieldCopy
      }
      company {
        ...ContactFormFieldCopy
      }
      company_sector {
        ...ContactFormFieldCopy
      }
      interested_service {
        ...ContactFormFieldCopy
      }
      message {
        ...ContactFormFieldCopy
      }
    }
    validation {
      nameRequired
      lastNameRequired
      emailRequired
      emailInvalid
      phoneRequired
      phoneInvalid
      sectorRequired
      serviceRequired
      tooLong
    }
    toasts {
      invalid {
        title
        description
      }
      connection {
        title
        description
      }
      failure {
        title
        description
      }
      success {
        title
        description
      }
    }
    serverErrors {
      network
      timeout
      unavailable
      rateLimited
      siteFull
      configuration
      rejected
    }
  }

  fragment ContactFormFieldCopy on ContactFormField {
    label
    placeholder
    help
  }
`;
