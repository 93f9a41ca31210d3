import createCache from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { Component, useMemo, type ReactNode } from "react";
import { theme } from "../../../src/styles/theme";

class PreviewBoundary extends Component<{ children: ReactNode; revision: unknown }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { revision: unknown }) {
    // Every edit is a new chance: the field that was missing may just have been filled in.
    if (this.state.failed && previous.revision !== this.props.revision) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) {
      return (
        <p css={{ padding: "2rem", color: theme.colors.text }}>
          La vista previa se mostrará cuando estén completos los campos obligatorios.
        </p>
      );
    }
    return this.props.children;
  }
}

/**
 * Renders site sections inside Decap's preview iframe: emotion writes their styles into the iframe's
 * own <head> (not the CMS page's), with the site's theme.
 */
export function PreviewFrame({
  document,
  revision,
  children,
}: {
  document: Document;
  revision: unknown;
  children: ReactNode;
}) {
  const cache = useMemo(() => createCache({ key: "vista", container: document.head }), [document]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <PreviewBoundary revision={revision}>{children}</PreviewBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}
