import { useEffect, useRef, useState, type ComponentType, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useFirstTap } from "../../hooks/use-first-tap";
import type { ContactFormProps } from "./ContactForm";
import { ContactFormView } from "./ContactFormView";
import { takeSnapshot, type FormSnapshot } from "./form-snapshot";

const loadLiveForm = () => import("./ContactForm");

type LiveForm = ComponentType<ContactFormProps>;

/**
 * Formik and the form's logic are a separate chunk, kept off the page's load (the 100 KB script budget
 * counts everything fetched while the page loads): the prerendered form is shown and typed into at
 * once, and the live form replaces it as soon as a pointer comes over it or a field gets focus, taking
 * over what was typed, the caret and a pending submit.
 */
export function DeferredContactForm({ content }: { content: Queries.ContactFormSectionFragment }) {
  const [live, setLive] = useState<{ Form: LiveForm; snapshot: FormSnapshot } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submitRequested = useRef(false);
  const loading = useRef<Promise<void> | null>(null);

  const upgrade = () => {
    loading.current ??= loadLiveForm()
      .then(({ ContactForm }) => {
        const snapshot = takeSnapshot(form.current, submitRequested.current);
        // Synchronous, so no keystroke lands between the snapshot and the swap.
        flushSync(() => setLive({ Form: ContactForm, snapshot }));
      })
      .catch(() => {
        loading.current = null; // offline: the next focus or submit tries again
        form.current?.removeAttribute("aria-busy"); // set by a submit held before hydration
      });
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    submitRequested.current = true;
    upgrade();
  };
  // A submit before hydration was held by the inline first-tap script (the form already shows busy).
  useFirstTap("contact", onSubmit);

  useEffect(() => {
    // A native listener: the pointer coming over the form is a hint, not an action on the form.
    const element = form.current;
    element?.addEventListener("pointerover", upgrade, { once: true });
    return () => element?.removeEventListener("pointerover", upgrade);
  }, []);

  if (live) return <live.Form content={content} snapshot={live.snapshot} />;

  return <ContactFormView content={content} formRef={form} onSubmit={onSubmit} onFocus={upgrade} />;
}
