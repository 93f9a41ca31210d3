import { keyframes, useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { SiteContent } from "../../hooks/use-site-content";
import { mq, reducedMotion, space } from "../../styles/theme";
import { DOCK_GAP, DOCK_WIDTH, LAUNCHER_SIZE, NOTICE_HEIGHT_VAR, dockInset } from "../floating-dock/dock-layout";
import { buttonStyles } from "../ui/ButtonLink";
import { hasAcknowledgedNotice, rememberNoticeAcknowledged } from "./notice-storage";

const rise = keyframes({ from: { opacity: 0, transform: "translateY(12px)" }, to: { opacity: 1, transform: "none" } });

interface CookieNoticeProps {
  content: SiteContent["cookieNotice"];
  /** Where keyboard focus goes once the notice disappears from under it. */
  returnFocusTo: RefObject<HTMLElement>;
}

/**
 * Informational notice (the site stores only technical data, so there is nothing to consent to).
 * Absent from the prerendered HTML and decided after hydration: no mismatch, and no flash for a
 * visitor who already read it.
 */
export function CookieNotice({ content, returnFocusTo }: CookieNoticeProps) {
  const theme = useTheme();
  const [visible, setVisible] = useState(false);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => setVisible(!hasAcknowledgedNotice()), []);

  // Tells the chat window and the page (scroll padding) how much room the notice takes.
  useEffect(() => {
    const region = regionRef.current;
    if (!visible || !region || typeof ResizeObserver === "undefined") return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(NOTICE_HEIGHT_VAR, `calc(${region.offsetHeight}px + ${DOCK_GAP})`));
    observer.observe(region);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NOTICE_HEIGHT_VAR);
    };
  }, [visible]);

  if (!visible) return null;

  const dismiss = () => {
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    rememberNoticeAcknowledged();
    setVisible(false);
    if (hadFocus) returnFocusTo.current?.focus();
  };

  return (
    <section
      ref={regionRef}
      aria-label={content.label}
      css={{
        position: "fixed",
        zIndex: theme.zIndex.floating,
        left: dockInset.left,
        right: dockInset.right,
        bottom: `calc(${dockInset.bottom} + ${LAUNCHER_SIZE} + ${DOCK_GAP})`,
        [mq.sm]: { left: "auto", right: dockInset.wide, width: DOCK_WIDTH, bottom: `calc(${dockInset.wide} + ${LAUNCHER_SIZE} + ${DOCK_GAP})` },
        display: "grid",
        gap: space(3),
        padding: space(5),
        borderRadius: theme.radii.lg,
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.borderStrong}`,
        boxShadow: theme.shadows.lift,
        backdropFilter: "blur(16px)",
        WebkitBackdropFilter: "blur(16px)",
        fontSize: theme.fontSizes.sm,
        lineHeight: 1.5,
        animation: `${rise} ${theme.transitions.base} both`,
        [reducedMotion]: { animation: "none" },
      }}
    >
      <p css={{ fontFamily: theme.fonts.display, fontWeight: 650, fontSize: theme.fontSizes.base, color: theme.colors.text }}>
        {content.title}
      </p>
      <p css={{ color: theme.colors.muted }}>{content.text}</p>
      <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: space(3) }}>
        <Link
          to={content.link.to}
          css={{ color: theme.colors.text, fontWeight: 600, textUnderlineOffset: "4px", paddingBlock: space(2) }}
        >
          {content.link.label}
        </Link>
        <button
          type="button"
          onClick={dismiss}
          css={{ ...buttonStyles(theme, "primary"), minHeight: space(11), paddingInline: space(6), fontSize: theme.fontSizes.sm }}
        >
          {content.dismissLabel}
        </button>
      </div>
    </section>
  );
}
