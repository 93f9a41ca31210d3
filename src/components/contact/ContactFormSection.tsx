import { graphql } from "gatsby";

// Placeholder until the contact form lands (issue 3): renders the form's title only.
export function ContactFormSection({ content }: { content: Queries.ContactFormSectionFragment }) {
  return (
    <section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{content.title}</h2>
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
  }
`;
