import { useTheme, type CSSObject } from "@emotion/react";
import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ctaAttribute, type FunnelCta } from "../../contracts/funnel-names";
import { space } from "../../styles/theme";
import type { AppTheme } from "../../styles/theme";

export type ButtonVariant = "primary" | "secondary";

export function buttonStyles(theme: AppTheme, variant: ButtonVariant): CSSObject {
  return {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: space(2),
    minHeight: space(12),
    paddingInline: space(6),
    borderRadius: theme.radii.pill,
    fontWeight: 600,
    fontSize: theme.fontSizes.base,
    lineHeight: 1.2,
    textDecoration: "none",
    cursor: "pointer",
    border: "1px solid transparent",
    transition: `transform ${theme.transitions.fast}, box-shadow ${theme.transitions.fast}, background-color ${theme.transitions.fast}`,
    "& svg": { transition: `transform ${theme.transitions.fast}` },
    "&:hover svg": { transform: "translateX(3px)" },
    ...(variant === "primary"
      ? {
          background: theme.gradients.accent,
          color: theme.colors.accentInk,
          boxShadow: "0 10px 30px -10px rgba(125, 211, 252, 0.55)",
          "&:hover": { transform: "translateY(-1px)", boxShadow: "0 14px 36px -10px rgba(165, 148, 255, 0.7)" },
        }
      : {
          background: "rgba(255, 255, 255, 0.04)",
          color: theme.colors.text,
          borderColor: theme.colors.borderStrong,
          "&:hover": { transform: "translateY(-1px)", backgroundColor: "rgba(255, 255, 255, 0.08)" },
        }),
  };
}

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  arrow?: boolean;
  /** id of text that tells apart links sharing one label (e.g. the card title above each button). */
  describedBy?: string;
  /** Its stable name in the funnel, counted when it leads to the contact page (editors choose where it leads). */
  cta: FunnelCta;
}

/** A call to action that navigates inside the site. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  arrow = variant === "primary",
  describedBy,
  cta,
}: ButtonLinkProps) {
  const theme = useTheme();
  return (
    <Link to={to} aria-describedby={describedBy} css={buttonStyles(theme, variant)} {...ctaAttribute(cta, to)}>
      {children}
      {arrow ? <ArrowRight size={18} aria-hidden="true" focusable="false" /> : null}
    </Link>
  );
}
