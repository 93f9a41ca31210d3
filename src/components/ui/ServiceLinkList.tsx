import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { space } from "../../styles/theme";

/** The service pages a text relates to (an article, a case study), as a row of links. */
export function ServiceLinkList({
  services,
}: {
  services: ReadonlyArray<{ slug: string; label: string; path: string }>;
}) {
  const theme = useTheme();
  return (
    <ul css={{ listStyle: "none", display: "flex", flexWrap: "wrap", gap: space(2) }}>
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            to={service.path}
            css={{
              display: "inline-flex",
              alignItems: "center",
              minHeight: space(11),
              paddingInline: space(4),
              borderRadius: theme.radii.pill,
              border: `1px solid ${theme.colors.borderStrong}`,
              color: theme.colors.text,
              textDecoration: "none",
              fontSize: theme.fontSizes.sm,
              "&:hover": { borderColor: theme.colors.accent },
            }}
          >
            {service.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
