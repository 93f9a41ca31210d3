-- Maxi's leads are counted per conversation, not per n8n server.
--
-- Every lead Maxi stores reaches the REST API from the n8n server's one address, so the per-client flood
-- limit (10 per 10 minutes, 50 per 24 hours) was shared by every chat visitor: one person who asked to be
-- contacted eleven times in ten minutes (by hand or by script against the public chat webhook) made every
-- other visitor's chat lead fail for the rest of the window, fifty for the rest of the day.
--
-- Now maxi_admit_message() hands the workflow a one-off lead token with each admitted message, the
-- workflow sends it with the lead (header `x-maxi-lead-token`; the model never sees it, the visitor never
-- receives it), and a Maxi row carrying the token of a message of that conversation admitted in the last
-- 10 minutes is limited per conversation instead of per address. Only the workflow can get a token: the
-- function is the database owner's, and no API role can read private.maxi_admissions. A Maxi row without a
-- valid token (an old workflow, or someone posting `source: "maxi"` to the API) is counted by address, as
-- before: nothing is refused that was stored before, and nobody escapes the address limit by claiming to be
-- Maxi. The limits themselves, the one-row rule and every CHECK are unchanged.

alter table private.maxi_admissions add column lead_token_hash text;

create index maxi_admissions_lead_token_idx on private.maxi_admissions (lead_token_hash) where lead_token_hash is not null;

-- The result gains a column, so the function is dropped and created again: the same limits, plus the token.
drop function public.maxi_admit_message(text, text);

create function public.maxi_admit_message(session_id text, chat_input text)
returns table (admitted boolean, reason text, "sessionId" text, "chatInput" text, lead_token text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits record;
  recent integer;
  token text;
begin
  select * into limits from private.maxi_limits();
  if coalesce(session_id, '') = '' then
    return query select false, 'no_session'::text, session_id, chat_input, null::text;
    return;
  end if;
  if char_length(coalesce(chat_input, '')) > limits.max_message_chars then
    return query select false, 'too_long'::text, session_id, chat_input, null::text;
    return;
  end if;
  -- Concurrent messages of one session queue here, so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtextextended('maxi:' || session_id, 0));
  select count(*) into recent
    from private.maxi_admissions a
   where a.session_id = maxi_admit_message.session_id
     and a.admitted_at > now() - interval '1 hour';
  if recent >= limits.max_messages_per_hour then
    return query select false, 'too_many'::text, session_id, chat_input, null::text;
    return;
  end if;
  token := gen_random_uuid()::text || gen_random_uuid()::text;
  insert into private.maxi_admissions (session_id, lead_token_hash)
  values (maxi_admit_message.session_id, encode(sha256(convert_to(token, 'UTF8')), 'hex'));
  return query select true, null::text, session_id, chat_input, token;
end;
$$;

revoke all on function public.maxi_admit_message(text, text) from public, anon, authenticated;

-- The conversation a lead token was handed out for, if it was in the last 10 minutes (a message's whole
-- run, tools included, takes well under one); null otherwise.
create function private.maxi_lead_conversation(token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.session_id
    from private.maxi_admissions a
   where a.lead_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     and a.admitted_at > now() - interval '10 minutes'
   limit 1
$$;

revoke all on function private.maxi_lead_conversation(text) from public, anon, authenticated;

-- As in 20261123090000_lead_intake_and_outbox.sql, except the flood-limit key of a Maxi row with a valid token.
create or replace function private.contacts_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation text;
begin
  if current_setting('role', true) in ('anon', 'authenticated') then
    if new.source = 'maxi' then
      conversation := private.maxi_lead_conversation(
        nullif(btrim(nullif(current_setting('request.headers', true), '')::json->>'x-maxi-lead-token'), '')
      );
    end if;
    if conversation is not null then
      new.client_hash := encode(sha256(convert_to((select s.salt from private.contacts_secret s) || '|maxi-conversation|' || conversation, 'UTF8')), 'hex');
    else
      new.client_hash := private.request_client_hash();
    end if;
  end if;
  new.website := nullif(new.website, '');
  if new.website is not null then
    new.review_status := 'suspect';
    new.review_reason := 'El campo oculto «website» llegó relleno: suele ser un bot, a veces el autorrelleno del navegador.';
  elsif new.message like '[check:backend]%' then
    new.review_status := 'test';
    new.review_reason := 'Fila de prueba de npm run check:backend: no es un cliente.';
  end if;
  return new;
end;
$$;
