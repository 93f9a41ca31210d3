/**
 * The preview of the site's common data: what every page shares, drawn by the site's own components
 * (the navigation bar, the footer, the cookie notice) with the data being edited.
 */
import { useRef } from "react";
import { CookieNotice } from "../../../src/components/cookie-notice/CookieNotice";
import { Footer } from "../../../src/components/layout/Footer";
import { Navbar } from "../../../src/components/layout/Navbar";
import type { SiteContent } from "../../../src/hooks/use-site-content";
import { theme } from "../../../src/styles/theme";

export function SiteChrome({ site }: { site: SiteContent }) {
  const noticeFocusReturn = useRef<HTMLElement>(null);
  return (
    <>
      <Navbar
        brandName={site.brand.name}
        logoLabel={site.brand.logoAlt}
        items={site.navigation}
        pathname="/"
        labels={site.menu}
      />
      {/* The page's own content sits here, between the fixed navigation bar and the footer. */}
      <main
        id="main"
        tabIndex={-1}
        ref={noticeFocusReturn}
        css={{ minHeight: `calc(${theme.layout.navHeight} + 12rem)` }}
      />
      <Footer site={site} year={new Date().getFullYear()} />
      <CookieNotice content={site.cookieNotice} returnFocusTo={noticeFocusReturn} />
    </>
  );
}
