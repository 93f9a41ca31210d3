import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import type { SiteContent } from "../../hooks/use-site-content";
import { mq, space } from "../../styles/theme";
import { postalAddress } from "./legal-tokens";

/** Who is responsible for the data, straight from content/site.json so it never drifts from the footer. */
export function ControllerDetails({ labels, site }: { labels: Queries.ControllerDetailsFragment; site: SiteContent }) {
  const theme = useTheme();
  const rows: Array<[string, ReactNode]> = [
    [labels.nameLabel, site.brand.legalName],
    [labels.taxIdLabel, site.brand.taxId],
    [labels.addressLabel, postalAddress(site)],
    [labels.emailLabel, <a key="email" href={`mailto:${site.contact.email}`}>{site.contact.email}</a>],
  ];
  return (
    <div
      css={{
        marginTop: space(6),
        padding: space(6),
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.borderStrong}`,
        background: theme.colors.surface,
      }}
    >
      <p css={{ fontFamily: theme.fonts.display, fontWeight: 600, fontSize: theme.fontSizes.lg, marginBottom: space(4) }}>{labels.title}</p>
      <dl css={{ margin: 0, display: "grid", gap: space(1), [mq.sm]: { gridTemplateColumns: "auto 1fr", gap: space(3), columnGap: space(6) } }}>
        {rows.map(([label, value]) => (
          <div key={label} css={{ display: "contents" }}>
            <dt css={{ color: theme.colors.subtle, fontSize: theme.fontSizes.sm, fontWeight: 600 }}>{label}</dt>
            <dd css={{ margin: 0, marginBottom: space(3), overflowWrap: "anywhere", [mq.sm]: { marginBottom: 0 } }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export const fragment = graphql`
  fragment ControllerDetails on PrivacyController {
    title
    nameLabel
    taxIdLabel
    addressLabel
    emailLabel
  }
`;
