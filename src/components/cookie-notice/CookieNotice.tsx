import { keyframes, useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { ChevronUp } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useFirstTap } from "../../hooks/use-first-tap";
import type { SiteContent } from "../../hooks/use-site-content";
import { mq, reducedMotion, space } from "../../styles/theme";
import { DOCK_GAP, DOCK_WIDTH, LAUNCHER_SIZE, NOTICE_HEIGHT_VAR, dockInset } from "../../styles/dock-layout";
import { buttonStyles } from "../ui/ButtonLink";
import { NOTICE_ID, rememberNoticeAcknowledged } from "../../lib/notice-storage";

const rise = keyframes({ from: { opacity: 0, transform: "translateY(12px)" }, to: { opacity: 1, transform: "none" } });

const TEXT_ID = "cookie-notice-text";

interface CookieNoticeProps {
  content: SiteContent["cookieNotice"];
  /** Where keyboard focus goes once the notice disappears from under it. */
  returnFocusTo: RefObject<HTMLElement>;
}

/**
 * Informational notice (the site stores only technical data, so there is nothing to consent to).
 * Prerendered on every page, so it is painted with the page and costs the visitor's phone no work
 * after hydration (rendering it then inserted its styles and restyled the whole page in one long
 * task); for a visitor who already read it, `noticeReadScript` in <head> marks the document before
 * the body is parsed and the global stylesheet hides it, so it never flashes. Its two buttons take a
 * tap made before hydration (src/lib/first-tap-script.ts); «Entendido» even completes then, as that
 * script stores the choice and marks the document the same way, and this component removes the hidden
 * notice when it mounts. On phones it is a compact bar beside
 * Maxi's launcher — the title, the privacy link and 'Entendido', the full text a tap away — so the
 * first screen's calls to action stay clear; from the `sm` breakpoint up it is the full card above
 * the launcher.
 */
export function CookieNotice({ content, returnFocusTo }: CookieNoticeProps) {
  const theme = useTheme();
  const [dismissed, setDismissed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);

  // Tells the chat window and the page (scroll padding, the footer's end) how much room the notice
  // takes; nothing while it is hidden. The property is set only when it changes: every change restyles
  // the whole document.
  useEffect(() => {
    const region = regionRef.current;
    if (dismissed || !region || typeof ResizeObserver === "undefined") return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry?.borderBoxSize[0]?.blockSize ?? 0);
      const value = height > 0 ? `${height}px` : "";
      if (root.style.getPropertyValue(NOTICE_HEIGHT_VAR) !== value) root.style.setProperty(NOTICE_HEIGHT_VAR, value);
    });
    observer.observe(region);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NOTICE_HEIGHT_VAR);
    };
  }, [dismissed]);

  const dismiss = () => {
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    rememberNoticeAcknowledged();
    setDismissed(true);
    if (hadFocus) returnFocusTo.current?.focus();
  };
  const toggleText = () => setExpanded((value) => !value);
  useFirstTap("notice", dismiss);
  useFirstTap("notice-text", () => {
    moreRef.current?.removeAttribute("aria-busy"); // set by the first-tap script; React never rendered it
    toggleText();
  });

  if (dismissed) return null;

  return (
    <section
      ref={regionRef}
      id={NOTICE_ID}
      aria-label={content.label}
      css={{
        position: "fixed",
        zIndex: theme.zIndex.floating,
        left: dockInset.left,
        right: `calc(${dockInset.right} + ${LAUNCHER_SIZE} + ${space(2)})`,
        bottom: dockInset.bottom,
        display: "grid",
        gap: space(1.5),
        padding: `${space(2.5)} ${space(3.5)} ${space(3)}`,
        borderRadius: theme.radii.md,
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.borderStrong}`,
        boxShadow: theme.shadows.lift,
        backdropFilter: "blur(16px)",
        WebkitBackdropFilter: "blur(16px)",
        fontSize: theme.fontSizes.sm,
        lineHeight: 1.5,
        animation: `${rise} ${theme.transitions.base} both`,
        [reducedMotion]: { animation: "none" },
        // Shown once its last control is parsed: a phone may paint while the HTML is still arriving, and
        // a notice anchored to the bottom that grew by its last row moved up after the first paint.
        '&:not(:has([data-first-tap="notice"]))': { display: "none" },
        [mq.sm]: {
          left: "auto",
          right: dockInset.wide,
          width: DOCK_WIDTH,
          bottom: `calc(${dockInset.wide} + ${LAUNCHER_SIZE} + ${DOCK_GAP})`,
          gap: space(3),
          padding: space(5),
          borderRadius: theme.radii.lg,
        },
      }}
    >
      <div css={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: space(2) }}>
        <p
          css={{
            fontFamily: theme.fonts.display,
            fontWeight: 650,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.text,
            [mq.sm]: { fontSize: theme.fontSizes.base },
          }}
        >
          {content.title}
        </p>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={TEXT_ID}
          aria-label={content.expandLabel}
          ref={moreRef}
          onClick={toggleText}
          data-first-tap="notice-text"
          css={{
            flex: "none",
            display: "inline-grid",
            placeItems: "center",
            width: space(8),
            height: space(8),
            marginRight: `-${space(1.5)}`,
            border: 0,
            borderRadius: theme.radii.pill,
            background: "rgba(255, 255, 255, 0.06)",
            color: theme.colors.muted,
            cursor: "pointer",
            "& svg": { transition: `transform ${theme.transitions.fast}` },
            '&[aria-expanded="true"] svg': { transform: "rotate(180deg)" },
            '&[aria-busy="true"]': { cursor: "progress" },
            "&:hover": { color: theme.colors.text, background: "rgba(255, 255, 255, 0.1)" },
            // The full text is always shown from `sm` up.
            [mq.sm]: { display: "none" },
          }}
        >
          <ChevronUp size={18} aria-hidden="true" focusable="false" />
        </button>
      </div>
      <p
        id={TEXT_ID}
        css={{
          color: theme.colors.muted,
          display: expanded ? "block" : "none",
          paddingBlock: space(1),
          [mq.sm]: { display: "block", paddingBlock: 0 },
          "& a": { color: theme.colors.text, textUnderlineOffset: "3px" },
        }}
      >
        {content.text} <Link to={content.storageLink.to}>{content.storageLink.label}</Link>
      </p>
      <div
        css={{
          display: "grid",
          gridTemplateColumns: "minmax(0, 1fr) auto",
          alignItems: "center",
          gap: space(2),
          [mq.sm]: { gap: space(3) },
        }}
      >
        <Link
          to={content.link.to}
          css={{
            color: theme.colors.text,
            fontSize: theme.fontSizes.xs,
            fontWeight: 600,
            textUnderlineOffset: "4px",
            paddingBlock: space(1.5),
            width: "fit-content",
            [mq.sm]: { fontSize: theme.fontSizes.sm },
          }}
        >
          {content.link.label}
        </Link>
        <button
          type="button"
          onClick={dismiss}
          data-first-tap="notice"
          css={{
            ...buttonStyles(theme, "primary"),
            minHeight: space(10),
            paddingInline: space(4),
            fontSize: theme.fontSizes.sm,
            '&[aria-busy="true"]': { cursor: "progress", opacity: 0.8 },
            [mq.sm]: { minHeight: space(11), paddingInline: space(6) },
          }}
        >
          {content.dismissLabel}
        </button>
      </div>
    </section>
  );
}
