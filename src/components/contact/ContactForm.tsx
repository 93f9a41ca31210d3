import { useFormik } from "formik";
import { useCallback, useEffect, useRef, type ChangeEvent, type FormEvent } from "react";
import { track } from "../../funnel/track";
import { useSiteContent } from "../../hooks/use-site-content";
import { getSupabaseClient } from "../../lib/supabase-client";
import { useToast } from "../toast/toast-context";
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "../../contracts/contact-fields";
import { ContactFormView } from "./ContactFormView";
import { takeOverEarlyToast } from "./early-check";
import { restoreFocus, type FormSnapshot } from "./form-snapshot";
import { insertErrorMessage } from "./insert-error-message";
import type { InsertFailure } from "./insert-outcome";
import { submitContact, type ContactsClient } from "./submit-contact";

// Validation runs only on submit, so yup and the rules load then (or on the first focus), not with the page.
const loadSchema = () => import("../../contracts/contact-schema");

export interface ContactFormProps {
  content: Queries.ContactFormSectionFragment;
  /** The Supabase client, or null when none is configured. Tests pass a stub. */
  getClient?: () => Promise<ContactsClient | null>;
  /** What the visitor already did in the prerendered form (see DeferredContactForm). */
  snapshot?: FormSnapshot;
}

/** The live form: Formik state, validation on submit, the insert and its toasts (spec §4, §5, §8). */
export function ContactForm({ content, getClient = getSupabaseClient, snapshot }: ContactFormProps) {
  const { toast } = useToast();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const { contact } = useSiteContent();
  const { toasts, serverErrors } = content;

  const failure = (reason: InsertFailure) =>
    toast({
      title: toasts.failure.title,
      description: `${toasts.failure.description} ${insertErrorMessage(reason, serverErrors, contact)}`,
      variant: "destructive",
    });

  const focusFirstInvalid = (errors: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    const element = first ? form.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  // The funnel's steps (track.ts): started, refused by validation, submitted, failed. Whether a request
  // was stored is counted by the database itself, never here.
  const started = useRef(false);
  const markStarted = () => {
    if (started.current) return;
    started.current = true;
    track("form.started");
  };

  const send = async (values: ContactValues): Promise<"sent" | "kept"> => {
    const errors = await (await loadSchema()).validateContact(values, content.validation);
    if (Object.keys(errors).length > 0) {
      track("form.refused");
      formik.setErrors(errors);
      toast({ ...toasts.invalid, variant: "destructive" });
      focusFirstInvalid(errors);
      return "kept";
    }
    track("form.submitted");
    const client = await getClient();
    if (!client) {
      track("form.failed");
      toast({ ...toasts.connection, variant: "destructive" });
      return "kept";
    }
    // A filled honeypot is sent along, never dropped here: the database stores the row flagged for review.
    const outcome = await submitContact(values, client, { honeypot: honeypot.current?.value ?? "" });
    if (!outcome.stored) {
      track("form.failed");
      failure(outcome.failure);
      return "kept";
    }
    return "sent";
  };

  const formik = useFormik<ContactValues>({
    initialValues: snapshot?.values ?? EMPTY_CONTACT,
    initialErrors: snapshot?.errors,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        // A rejected import means a chunk failed to download (offline): same message as a failed request.
        const outcome = await send(values).catch(() => {
          track("form.failed");
          failure("network");
          return "kept" as const;
        });
        if (outcome === "sent") {
          started.current = false; // another request from this page starts afresh
          helpers.resetForm({ values: EMPTY_CONTACT });
          if (honeypot.current) honeypot.current.value = "";
          toast(toasts.success);
        }
      } finally {
        sending.current = false;
      }
    },
  });

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    markStarted();
    void formik.setFieldValue(field, event.target.value, false);
    if (formik.errors[field]) formik.setFieldError(field, undefined);
  };

  // One request at a time: the flag is set before Formik starts, so a second click or Enter is ignored.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    formik.handleSubmit(event);
  };

  const preloaded = useRef(false);
  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    loadSchema().catch(() => undefined);
    getClient().catch(() => undefined);
  }, [getClient]);

  useEffect(() => {
    if (!snapshot) return;
    // Typed into the prerendered form before this one took over: the form was started there.
    if (Object.values(snapshot.values).some((value) => value !== "")) markStarted();
    restoreFocus(form.current, snapshot);
    // Refused by the early check: its notice becomes this form's toast, which times out like any other.
    if (takeOverEarlyToast()) toast({ ...toasts.invalid, variant: "destructive" });
    if (snapshot.submit) form.current?.requestSubmit();
    // Only what happened before this form existed; later snapshots never arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ContactFormView
      content={content}
      formRef={form}
      honeypotRef={honeypot}
      honeypotDefault={snapshot?.honeypot}
      values={formik.values}
      errors={formik.errors}
      submitting={formik.isSubmitting}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={preload}
    />
  );
}
