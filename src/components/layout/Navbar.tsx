import { keyframes, useTheme } from "@emotion/react";
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

const glass = {
  backgroundColor: "rgba(11, 13, 23, 0.72)",
  backdropFilter: "blur(16px) saturate(160%)",
  WebkitBackdropFilter: "blur(16px) saturate(160%)",
} as const;

const isOpen = (menu: HTMLElement | null): menu is HTMLElement =>
  menu !== null && typeof menu.hidePopover === "function" && menu.matches(":popover-open");

/**
 * The phone menu is a native popover: its button opens and closes it, Escape and a tap outside close
 * it, before hydration and without JavaScript. React follows its state (the button's label) and closes
 * it when a link is chosen or the route changes.
 */
export function Navbar({ brandName, logoLabel, items, pathname, labels }: NavbarProps) {
  const theme = useTheme();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  const close = () => {
    if (isOpen(menuRef.current)) menuRef.current.hidePopover();
  };

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return undefined;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", onToggle);
    setOpen(isOpen(menu)); // opened before hydration
    return () => menu.removeEventListener("toggle", onToggle);
  }, []);

  // A new route closes the menu (Back, Forward); not the first render, which may find it opened before hydration.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    // The popover closes itself on Escape; focus inside it would then be lost, so it goes back to the button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menuRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const menuOpen = `&:has(#${MENU_ID}:popover-open)`;
  // Only the end state: below the threshold the header keeps its own look (transparent, or glass with the menu open).
  const toGlass = keyframes({ to: { ...glass, borderBottomColor: theme.colors.border, boxShadow: theme.shadows.nav } });

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
        backgroundColor: "transparent",
        backdropFilter: "none",
        WebkitBackdropFilter: "none",
        boxShadow: scrolled ? theme.shadows.nav : "none",
        ...(scrolled ? { ...glass, borderBottomColor: theme.colors.border } : {}),
        [menuOpen]: { ...glass, borderBottomColor: theme.colors.border },
        // Scrolled past the threshold, glass from the first paint: before React reads the scroll (seconds
        // later on a phone) and with no script at all. Where scroll timelines are missing, `scrolled` does it.
        "@supports (animation-timeline: scroll())": {
          // All at once from one pixel past the threshold ("more than"), as the scroll listener switches it.
          animation: `${toGlass} step-start forwards`,
          animationTimeline: "scroll(root)",
          animationRange: `${NAV_SCROLL_THRESHOLD + 1}px ${NAV_SCROLL_THRESHOLD + 2}px`,
        },
        '& [data-icon="close"]': { display: "none" },
        [`${menuOpen} [data-icon="open"]`]: { display: "none" },
        [`${menuOpen} [data-icon="close"]`]: { display: "block" },
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
            popovertarget={MENU_ID}
            aria-controls={MENU_ID}
            aria-label={open ? labels.closeLabel : labels.openLabel}
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
            <Menu size={22} aria-hidden="true" data-icon="open" />
            <X size={22} aria-hidden="true" data-icon="close" />
          </button>
        </div>
      </Container>

      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label={labels.navLabel}
        css={{
          // Under the bar, full width (the popover's own defaults centre it in the viewport).
          inset: `${theme.layout.navHeight} 0 auto`,
          width: "100%",
          maxWidth: "none",
          margin: 0,
          border: 0,
          color: "inherit",
          padding: `${space(3)} ${space(5)} ${space(6)}`,
          background: "rgba(11, 13, 23, 0.96)",
          backdropFilter: "blur(16px)",
          WebkitBackdropFilter: "blur(16px)",
          borderBottom: `1px solid ${theme.colors.border}`,
          boxShadow: theme.shadows.nav,
          "&::backdrop": { background: "transparent" },
          "&:popover-open": { animation: "menu-in 200ms ease-out" },
          "@keyframes menu-in": {
            from: { opacity: 0, transform: "translateY(-8px)" },
            to: { opacity: 1, transform: "none" },
          },
          [mq.lg]: { display: "none" },
        }}
      >
        <NavLinks items={items} pathname={pathname} layout="column" onNavigate={close} />
      </nav>
    </header>
  );
}
