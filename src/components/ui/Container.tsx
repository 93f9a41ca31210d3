import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";

export function Container({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  const theme = useTheme();
  return (
    <div
      css={{
        width: "100%",
        maxWidth: narrow ? theme.layout.narrow : theme.layout.maxWidth,
        marginInline: "auto",
        paddingInline: space(5),
        [mq.md]: { paddingInline: space(8) },
      }}
    >
      {children}
    </div>
  );
}
