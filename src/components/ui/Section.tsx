import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";
import { Container } from "./Container";

interface SectionProps {
  children: ReactNode;
  /** id of the heading that names the section (becomes aria-labelledby). */
  labelledBy?: string;
  tone?: "base" | "alt";
  narrow?: boolean;
}

export function Section({ children, labelledBy, tone = "base", narrow = false }: SectionProps) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={labelledBy}
      css={{
        paddingBlock: space(16),
        background: tone === "alt" ? theme.colors.bgAlt : "transparent",
        borderBlock: tone === "alt" ? `1px solid ${theme.colors.border}` : undefined,
        [mq.md]: { paddingBlock: space(24) },
      }}
    >
      <Container narrow={narrow}>{children}</Container>
    </section>
  );
}
