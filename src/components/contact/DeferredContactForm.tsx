import { useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { useFirstTap } from "../../hooks/use-first-tap";
import { isHydratingPrerenderedPage } from "../../lib/hydration-state";
import type { ContactFormProps } from "./ContactForm";
import { takeSnapshot, type FormSnapshot } from "./form-snapshot";
import { ServerContactFormView } from "./server-form-view";

const loadLiveForm = () => import("./ContactForm");

type LiveForm = ComponentType<ContactFormProps>;

const CONTENTS = { display: "contents" } as const;
const ADOPTED = { __html: "" };
const ignore = () => undefined;

/**
 * Formik, the form's logic and even its markup's code are a separate chunk, kept off the page's load (the
 * 100 KB script budget counts everything fetched while the page loads). The server renders the form
 * (ServerContactFormView); the browser adopts that markup as it is, as StaticContent does, so it is shown
 * and typed into at once, and the live form replaces it as soon as a pointer comes over it or a field gets
 * focus, taking over what was typed, the caret and a pending submit. A page reached by client-side
 * navigation has no markup to adopt: the live form is loaded at once.
 */
export function DeferredContactForm({ content }: { content: Queries.ContactFormSectionFragment }) {
  const [live, setLive] = useState<{ Form: LiveForm; snapshot: FormSnapshot } | null>(null);
  const [adopted] = useState(isHydratingPrerenderedPage);
  const holder = useRef<HTMLDivElement>(null);
  const submitRequested = useRef(false);
  const loading = useRef<Promise<void> | null>(null);

  const upgrade = () => {
    const form = () => holder.current?.querySelector("form") ?? null;
    loading.current ??= loadLiveForm()
      .then(({ ContactForm }) => {
        const snapshot = takeSnapshot(form(), submitRequested.current);
        // Synchronous, so no keystroke lands between the snapshot and the swap.
        flushSync(() => setLive({ Form: ContactForm, snapshot }));
      })
      .catch(() => {
        loading.current = null; // offline: the next focus or submit tries again
        form()?.removeAttribute("aria-busy"); // set by a submit held before hydration
      });
  };

  const onSubmit = (event?: Event) => {
    event?.preventDefault();
    // A submit the early check refuses is done: its messages are shown, focus is on the first field to mend.
    const form = holder.current?.querySelector("form");
    if (event && form && window.__contactCheck?.(form)) return;
    submitRequested.current = true;
    upgrade();
  };
  // A submit before hydration was held by the inline first-tap script (the form already shows busy).
  useFirstTap("contact", onSubmit);

  useEffect(() => {
    if (live) return undefined;
    const element = holder.current;
    if (!adopted || !element) {
      upgrade();
      return undefined;
    }
    // Native listeners: React does not render the adopted markup. The pointer coming over the form is a hint.
    element.addEventListener("pointerover", upgrade, { once: true });
    element.addEventListener("focusin", upgrade);
    element.addEventListener("submit", onSubmit);
    // Focus already inside (the early check put it on a field to mend): the visitor is typing, no focusin will come.
    if (element.contains(document.activeElement)) upgrade();
    return () => {
      element.removeEventListener("pointerover", upgrade);
      element.removeEventListener("focusin", upgrade);
      element.removeEventListener("submit", onSubmit);
    };
    // For the adopted markup's life: `adopted` never changes, `upgrade` and `onSubmit` only read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  if (live) return <live.Form content={content} snapshot={live.snapshot} />;
  if (ServerContactFormView)
    return (
      <div style={CONTENTS}>
        <ServerContactFormView content={content} formRef={{ current: null }} onSubmit={ignore} prerendered />
      </div>
    );
  return adopted ? (
    <div ref={holder} style={CONTENTS} dangerouslySetInnerHTML={ADOPTED} suppressHydrationWarning />
  ) : (
    <div ref={holder} style={CONTENTS} />
  );
}
