import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { useSiteContent } from "../../hooks/use-site-content";
import { useCurrentYear } from "../../hooks/use-current-year";
import { space } from "../../styles/theme";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";

export function Layout({ children, pathname }: { children: ReactNode; pathname: string }) {
  const theme = useTheme();
  const site = useSiteContent();
  const year = useCurrentYear(site.buildYear);
  return (
    <>
      <a
        href="#main"
        css={{
          position: "absolute",
          left: space(4),
          top: space(-20),
          zIndex: theme.zIndex.toast + 1,
          padding: `${space(3)} ${space(5)}`,
          borderRadius: theme.radii.md,
          background: theme.colors.text,
          color: theme.colors.bg,
          fontWeight: 600,
          textDecoration: "none",
          "&:focus": { top: space(3) },
        }}
      >
        {site.menu.skipLink}
      </a>
      <Navbar
        brandName={site.brand.name}
        logoLabel={site.brand.logoAlt}
        items={site.navigation}
        pathname={pathname}
        labels={site.menu}
      />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        {children}
      </main>
      <Footer site={site} year={year} />
    </>
  );
}
