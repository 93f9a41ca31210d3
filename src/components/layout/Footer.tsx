import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { Mail, MapPin, Phone } from "lucide-react";
import type { SiteContent } from "../../hooks/use-site-content";
import { mq, space } from "../../styles/theme";
import { dockHeight } from "../../styles/dock-layout";
import { Container } from "../ui/Container";
import { columnList, columnTitle, footerLink, FooterLinkColumn } from "./FooterLinkColumn";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

export function Footer({ site, year }: { site: SiteContent; year: number }) {
  const theme = useTheme();
  const { brand, contact, footer } = site;
  return (
    <footer
      css={{
        borderTop: `1px solid ${theme.colors.border}`,
        background: theme.colors.bgAlt,
        paddingTop: space(16),
        // The page ends with the footer; its last lines stay clear of the floating corner (launcher, notice).
        paddingBottom: `max(${space(24)}, calc(${dockHeight} + ${space(6)}))`,
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
            <Link
              to="/"
              aria-label={brand.logoAlt}
              css={{ color: "inherit", textDecoration: "none", width: "fit-content" }}
            >
              <Logo name={brand.name} />
            </Link>
            <p css={{ color: theme.colors.muted, maxWidth: "22rem" }}>{brand.tagline}</p>
            {site.social.length > 0 ? (
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
            ) : null}
            {site.extraLinks?.map((link) => (
              <p key={link.to}>
                <Link to={link.to} css={footerLink(theme)}>
                  {link.label}
                </Link>
              </p>
            ))}
          </div>

          <FooterLinkColumn id="footer-navigation" title={footer.navigationTitle} links={site.navigation} />
          <FooterLinkColumn id="footer-legal" title={footer.legalTitle} links={footer.legalLinks} />

          <div>
            <h2 css={columnTitle(theme)}>{footer.contactTitle}</h2>
            <address css={{ fontStyle: "normal" }}>
              <ul css={columnList}>
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
