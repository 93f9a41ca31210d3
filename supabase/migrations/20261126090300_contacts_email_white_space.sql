-- An e-mail address with white space anywhere in it is refused, as the form refuses it (the contact
-- contract, src/components/contact/contact-fields.ts). The first migration's pattern says [:space:],
-- whose members depend on the server's locale and leave out the no-break spaces (U+00A0, U+2007,
-- U+202F), U+1680 and U+FEFF, so the characters are listed: JavaScript's \s and U+0085, the same white
-- space contacts_is_blank lists. __tests__/supabase/contact-contract.test.ts tries each one on both.
-- NOT VALID: rows stored before this rule are not re-checked (so `db push` cannot fail on an old row);
-- every row inserted from now on is.
alter table public.contacts
  add constraint contacts_email_no_white_space
    check (email !~ '[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]') not valid;
