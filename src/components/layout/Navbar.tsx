import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useScrolledPast } from "../../hooks/use-scrolled-past";
import { mq, space } from "../../styles/theme";
import { Container } from "../ui/Container";
import { Logo } from "./Logo";
import { NAV_SCROLL_THRESHOLD } from "./nav-constants";
import { NavLinks, type NavItem } from "./NavLinks";

interface NavbarProps {
  brandName: string;
  logoLabel: string;
  items: readonly NavItem[];
  pathname: string;
  labels: { readonly openLabel: string; readonly closeLabel: string; readonly navLabel: string };
}

const MENU_ID = "mobile-menu";

export function Navbar({ brandName, logoLabel, items, pathname, labels }: NavbarProps) {
  const theme = useTheme();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const glass = scrolled || open;

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      css={{
        position: "fixed",
        insetInline: 0,
        top: 0,
        zIndex: theme.zIndex.nav,
        height: theme.layout.navHeight,
        display: "flex",
        alignItems: "center",
        borderBottom: "1px solid transparent",
        transition: `background-color ${theme.transitions.base}, box-shadow ${theme.transitions.base}, border-color ${theme.transitions.base}, backdrop-filter ${theme.transitions.base}`,
        backgroundColor: glass ? "rgba(11, 13, 23, 0.72)" : "transparent",
        backdropFilter: glass ? "blur(16px) saturate(160%)" : "none",
        WebkitBackdropFilter: glass ? "blur(16px) saturate(160%)" : "none",
        boxShadow: scrolled ? theme.shadows.nav : "none",
        borderBottomColor: glass ? theme.colors.border : "transparent",
      }}
    >
      <Container>
        <div css={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: space(4) }}>
          <Link
            to="/"
            aria-label={logoLabel}
            css={{ display: "inline-flex", minHeight: space(11), alignItems: "center", textDecoration: "none" }}
          >
            <Logo name={brandName} />
          </Link>

          <nav aria-label={labels.navLabel} css={{ display: "none", [mq.lg]: { display: "block" } }}>
            <NavLinks items={items} pathname={pathname} layout="row" />
          </nav>

          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? labels.closeLabel : labels.openLabel}
            onClick={() => setOpen((value) => !value)}
            css={{
              display: "inline-grid",
              placeItems: "center",
              width: space(11),
              height: space(11),
              borderRadius: theme.radii.md,
              border: `1px solid ${theme.colors.borderStrong}`,
              background: "rgba(255,255,255,0.04)",
              cursor: "pointer",
              [mq.lg]: { display: "none" },
            }}
          >
            {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </Container>

      <nav
        id={MENU_ID}
        aria-label={labels.navLabel}
        hidden={!open}
        css={{
          position: "absolute",
          top: "100%",
          insetInline: 0,
          padding: `${space(3)} ${space(5)} ${space(6)}`,
          background: "rgba(11, 13, 23, 0.96)",
          backdropFilter: "blur(16px)",
          WebkitBackdropFilter: "blur(16px)",
          borderBottom: `1px solid ${theme.colors.border}`,
          boxShadow: theme.shadows.nav,
          animation: "menu-in 200ms ease-out",
          "@keyframes menu-in": {
            from: { opacity: 0, transform: "translateY(-8px)" },
            to: { opacity: 1, transform: "none" },
          },
          "&[hidden]": { display: "none" },
          [mq.lg]: { display: "none" },
        }}
      >
        <NavLinks items={items} pathname={pathname} layout="column" onNavigate={() => setOpen(false)} />
      </nav>
    </header>
  );
}
