import { useTheme, type CSSObject } from "@emotion/react";
import { Link } from "gatsby";
import { Mail, MapPin, Phone } from "lucide-react";
import type { SiteContent } from "../../hooks/use-site-content";
import { mq, space } from "../../styles/theme";
import type { AppTheme } from "../../styles/theme";
import { Container } from "../ui/Container";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

const columnTitle = (theme: AppTheme): CSSObject => ({
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: theme.colors.text,
  marginBottom: space(4),
});

const footerLink = (theme: AppTheme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  gap: space(2.5),
  minHeight: space(8),
  color: theme.colors.muted,
  textDecoration: "none",
  transition: `color ${theme.transitions.fast}`,
  "&:hover": { color: theme.colors.text, textDecoration: "underline", textUnderlineOffset: "4px" },
});

export function Footer({ site, year }: { site: SiteContent; year: number }) {
  const theme = useTheme();
  const { brand, contact, footer } = site;
  return (
    <footer
      css={{
        borderTop: `1px solid ${theme.colors.border}`,
        background: theme.colors.bgAlt,
        paddingTop: space(16),
        paddingBottom: space(24),
        fontSize: theme.fontSizes.sm,
      }}
    >
      <Container>
        <div
          css={{
            display: "grid",
            gap: space(10),
            gridTemplateColumns: "1fr",
            [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
            [mq.lg]: { gridTemplateColumns: "1.6fr 1fr 1fr 1.3fr" },
          }}
        >
          <div css={{ display: "grid", gap: space(5), alignContent: "start" }}>
            <Link to="/" aria-label={brand.logoAlt} css={{ color: "inherit", textDecoration: "none", width: "fit-content" }}>
              <Logo name={brand.name} />
            </Link>
            <p css={{ color: theme.colors.muted, maxWidth: "22rem" }}>{brand.tagline}</p>
            <ul css={{ listStyle: "none", display: "flex", gap: space(3) }}>
              {site.social.map((item) => (
                <li key={item.network}>
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={footer.socialLabel.replace("{network}", item.label)}
                    css={{
                      display: "inline-grid",
                      placeItems: "center",
                      width: space(11),
                      height: space(11),
                      borderRadius: theme.radii.md,
                      border: `1px solid ${theme.colors.borderStrong}`,
                      color: theme.colors.muted,
                      transition: `color ${theme.transitions.fast}, border-color ${theme.transitions.fast}`,
                      "&:hover": { color: theme.colors.text, borderColor: theme.colors.accent },
                    }}
                  >
                    <SocialIcon network={item.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-navigation">
            <h2 id="footer-navigation" css={columnTitle(theme)}>
              {footer.navigationTitle}
            </h2>
            <ul css={{ listStyle: "none", display: "grid", gap: space(1) }}>
              {site.navigation.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} css={footerLink(theme)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" css={columnTitle(theme)}>
              {footer.legalTitle}
            </h2>
            <ul css={{ listStyle: "none", display: "grid", gap: space(1) }}>
              {footer.legalLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} css={footerLink(theme)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 css={columnTitle(theme)}>{footer.contactTitle}</h2>
            <address css={{ fontStyle: "normal" }}>
              <ul css={{ listStyle: "none", display: "grid", gap: space(1) }}>
                <li>
                  <a href={`mailto:${contact.email}`} css={footerLink(theme)}>
                    <Mail size={18} aria-hidden="true" />
                    {contact.email}
                  </a>
                </li>
                <li>
                  <a href={`tel:${contact.phone}`} css={footerLink(theme)}>
                    <Phone size={18} aria-hidden="true" />
                    {contact.phoneDisplay}
                  </a>
                </li>
                <li css={{ ...footerLink(theme), "&:hover": {} }}>
                  <MapPin size={18} aria-hidden="true" />
                  {contact.location}
                </li>
              </ul>
            </address>
          </div>
        </div>

        <p
          css={{
            marginTop: space(14),
            paddingTop: space(6),
            borderTop: `1px solid ${theme.colors.border}`,
            color: theme.colors.subtle,
          }}
        >
          © {year} {brand.name}. {footer.rightsReserved}
        </p>
      </Container>
    </footer>
  );
}
