-- The team's inbox stays usable and a genuine lead is never buried (issue 24).
--
--   * The form's flood bound also holds per network: besides 10 per 10 minutes and 50 per 24 hours per
--     client (an IPv4 address, an IPv6 /64), at most 30 per 10 minutes and 150 per 24 hours per network
--     (an IPv6 /48; an IPv4 address is its own network). A salted network_hash column keeps the key.
--   * How the team is told is decided when a row is stored, and recorded on the row (notify_mode,
--     notify_reason, notify_due_at): an e-mail of its own, or a line in ONE daily digest at 08:00
--     (Madrid). Individual e-mails are bounded: 3 per client network (IPv4 address, IPv6 /48, Maxi's
--     client key) and 1 per e-mail address per 24 hours, 30 per hour for the whole site. Everything
--     beyond, and every row flagged by the honeypot, goes to the digest. check:backend's test rows stay
--     individual (they test the e-mail path). Whether a row is stored never depends on any of this,
--     and the visitor's answer never says which way it went: no oracle.
--   * The outbox claims individual leads round-robin per client network, oldest first within each, so a
--     genuine lead among 1,000 pending rows from one network is in the first batch.
--   * The e-mails' subject and text (and HTML) are written here, once: both notifiers (n8n's
--     lead-notification workflow and the local backend's) send what the claim functions return.
--   * The outbox functions belong to lead_notifier alone; service_role loses them (it is the API's
--     all-powerful key, and n8n no longer holds it). Leads wait in the outbox, nothing lost, until a
--     notifier logs in as lead_notifier.

-- 1. Who is asking, per client and per network -----------------------------------------------------------

-- The salted hash every address-derived key is stored as (the salt: private.contacts_secret).
create function private.salted_hash(value text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(sha256(convert_to((select s.salt from private.contacts_secret s) || '|' || value, 'UTF8')), 'hex')
$$;

-- The request's client (IPv4 address, IPv6 /64) and network (IPv4 address, IPv6 /48), hashed. IPv4-mapped
-- IPv6 counts as IPv4; a request without an address shares one key ('unknown'), as before. A /64 is one
-- subscriber's network; a /48 is what tunnel brokers give away for free (65,536 /64s), so the looser
-- network bound makes such a /48 one client.
create function private.request_client_hashes(out client_hash text, out network_hash text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := coalesce(private.request_client_address(), 'unknown');
  client text := address;
  network text := address;
  parsed inet;
begin
  begin
    parsed := address::inet;
    if family(parsed) = 6 and host(parsed) ~ '^::ffff:[0-9.]+$' then
      client := substr(host(parsed), 8);
      network := client;
    elsif family(parsed) = 6 then
      client := host(network(set_masklen(parsed, 64))) || '/64';
      network := host(network(set_masklen(parsed, 48))) || '/48';
    else
      client := host(parsed);
      network := client;
    end if;
  exception when invalid_text_representation then
    null; -- not an address: hash the text as it came
  end;
  client_hash := private.salted_hash(client);
  network_hash := private.salted_hash(network);
end;
$$;

-- Replaced by request_client_hashes (same client key, same salt and format).
drop function private.request_client_hash();

-- 2. New columns -----------------------------------------------------------------------------------------

create table private.lead_digests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  claim_token uuid,
  claimed_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  retry_at timestamptz,
  sent_at timestamptz
);

comment on table private.lead_digests is 'One e-mail of the daily digest: the rows whose contacts.digest_id points here.';

alter table public.contacts
  -- Salted hash of the client's network (IPv6 /48; IPv4 address; Maxi's client key): the network flood
  -- bound's key and the delivery quota's. Nulled after 24 hours, like client_hash (apply_retention).
  add column network_hash text,
  -- How the team is told, decided when the row is stored: 'individual' (an e-mail of its own) or
  -- 'digest' (a line in the next daily digest), with the reason in Spanish, and from when it is due.
  add column notify_mode text not null default 'individual'
    constraint contacts_notify_mode_allowed check (notify_mode in ('individual', 'digest')),
  add column notify_reason text,
  add column notify_due_at timestamptz not null default now(),
  add column digest_id uuid references private.lead_digests (id) on delete set null;

-- Rows stored before were due when they came in.
update public.contacts set notify_due_at = created_at;

create index contacts_network_recent_idx on public.contacts (network_hash, created_at desc) where network_hash is not null;
-- Per address: the e-mail quota below, and retention's "12 months after the address's last request".
create index contacts_email_created_idx on public.contacts (lower(email), created_at desc);
create index contacts_individual_recent_idx on public.contacts (created_at desc) where notify_mode = 'individual';
create index contacts_digest_idx on public.contacts (digest_id) where digest_id is not null;

-- 3. The numbers ----------------------------------------------------------------------------------------

-- Stored requests per network. A /48 is usually one organisation's site or one tunnel broker's customer:
-- three times the per-client figures lets a few busy subnets of one office send freely (one flooding /64
-- reaches its own bound, 10 and 50, long before it could fill the /48's), while a /48's 65,536 /64s store
-- at most 30 rows per 10 minutes and 150 a day instead of 65,536 times the per-client figures.
create function private.contacts_network_limits()
returns table (time_window interval, max_requests integer)
language sql
immutable
as $$
  values (interval '10 minutes', 30), (interval '24 hours', 150)
$$;

-- How many individual e-mails the team gets, and when the digest goes out. Why these figures: a genuine
-- visitor sends one request, and a small agency receives a few a day, so 3 alerts per network per day
-- and 1 per e-mail address never delay a person (an office's second and third colleague are still
-- e-mailed); 30 an hour is several times the busiest real day, reached only by a flood from many
-- networks. The digest's hour is the start of the team's working day.
create function private.lead_delivery_limits()
returns table (
  max_alerts_per_network_per_day integer,
  max_alerts_per_email_per_day integer,
  max_alerts_per_hour integer,
  digest_time time,
  digest_time_zone text,
  max_digest_rows integer
)
language sql
immutable
as $$
  values (3, 1, 30, time '08:00', 'Europe/Madrid', 200)
$$;

-- The first digest time (08:00 in Madrid) strictly after `at`.
create function private.next_digest_at(at timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  limits record;
  local_time timestamp;
  candidate timestamp;
begin
  select * into limits from private.lead_delivery_limits();
  local_time := at at time zone limits.digest_time_zone;
  candidate := date_trunc('day', local_time) + limits.digest_time;
  if candidate <= local_time then
    candidate := candidate + interval '1 day';
  end if;
  return candidate at time zone limits.digest_time_zone;
end;
$$;

-- 4. Storing a row: its keys, its review flag, and how the team will be told ----------------------------

-- Advisory locks, always in this order, so two inserts never wait on each other in a cycle: the client,
-- its network (both again by contacts_after_insert), then one site-wide lock for the delivery decision,
-- held to the end of the insert so concurrent requests cannot all see a quota unused. It serialises
-- only the decision of rows that could be e-mailed alone (a few milliseconds each); a row already flagged
-- or one of check:backend skips it.
create or replace function private.contacts_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visitor text;
  keys record;
  limits record;
  reason text;
begin
  if current_setting('role', true) in ('anon', 'authenticated') then
    if new.source = 'maxi' then
      visitor := private.maxi_lead_client(
        nullif(btrim(nullif(current_setting('request.headers', true), '')::json->>'x-maxi-lead-token'), '')
      );
    end if;
    if visitor is not null then
      -- A Maxi lead with a valid token: the visitor's client key is both its client and its network.
      new.client_hash := private.salted_hash('maxi-client|' || visitor);
      new.network_hash := new.client_hash;
    else
      select * into keys from private.request_client_hashes();
      new.client_hash := keys.client_hash;
      new.network_hash := keys.network_hash;
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

  select * into limits from private.lead_delivery_limits();
  if new.review_status = 'suspect' then
    reason := 'Posible spam: ' || new.review_reason;
  elsif new.review_status = 'ok' then
    if new.client_hash is not null then
      perform pg_advisory_xact_lock(hashtextextended('contacts:client:' || new.client_hash, 0));
    end if;
    if new.network_hash is not null then
      perform pg_advisory_xact_lock(hashtextextended('contacts:network:' || new.network_hash, 0));
    end if;
    perform pg_advisory_xact_lock(hashtextextended('contacts:delivery', 0));
    if new.network_hash is not null
       and (select count(*) from public.contacts c
             where c.network_hash = new.network_hash and c.notify_mode = 'individual' and c.review_status = 'ok'
               and c.created_at > now() - interval '24 hours') >= limits.max_alerts_per_network_per_day then
      reason := format('Desde esta conexión o su red ya se enviaron %s avisos individuales en las últimas 24 horas.', limits.max_alerts_per_network_per_day);
    elsif (select count(*) from public.contacts c
            where lower(c.email) = lower(new.email) and c.notify_mode = 'individual' and c.review_status = 'ok'
              and c.created_at > now() - interval '24 hours') >= limits.max_alerts_per_email_per_day then
      reason := 'Ya se avisó de otra solicitud con este e-mail en las últimas 24 horas.';
    elsif (select count(*) from public.contacts c
            where c.notify_mode = 'individual' and c.review_status = 'ok'
              and c.created_at > now() - interval '1 hour') >= limits.max_alerts_per_hour then
      reason := format('Ya se enviaron %s avisos individuales en la última hora en toda la web (posible avalancha de envíos).', limits.max_alerts_per_hour);
    end if;
  end if;

  if reason is null then
    new.notify_mode := 'individual';
    new.notify_reason := null;
    new.notify_due_at := new.created_at;
  else
    new.notify_mode := 'digest';
    new.notify_reason := reason;
    new.notify_due_at := private.next_digest_at(new.created_at);
  end if;
  new.digest_id := null;
  return new;
end;
$$;

-- After the statement, once every row has passed the CHECK constraints: one row per request, then the
-- flood bounds per client and per network. The count includes this request's row.
create or replace function private.contacts_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_keys record;
  bound record;
  recent integer;
begin
  if current_setting('role', true) not in ('anon', 'authenticated') then
    return null;
  end if;
  if (select count(*) from inserted) > 1 then
    raise exception using
      errcode = '21000',
      message = 'Cada envío guarda una sola solicitud: envía un objeto JSON, no una lista.';
  end if;
  select i.client_hash, i.network_hash into row_keys from inserted i;
  if row_keys.client_hash is not null then
    perform pg_advisory_xact_lock(hashtextextended('contacts:client:' || row_keys.client_hash, 0));
  end if;
  if row_keys.network_hash is not null then
    perform pg_advisory_xact_lock(hashtextextended('contacts:network:' || row_keys.network_hash, 0));
  end if;
  for bound in
    select 'client' as scope, l.* from private.contacts_client_limits() l where row_keys.client_hash is not null
    union all
    select 'network', l.* from private.contacts_network_limits() l where row_keys.network_hash is not null
  loop
    select count(*) into recent
      from public.contacts c
     where (case bound.scope when 'client' then c.client_hash = row_keys.client_hash else c.network_hash = row_keys.network_hash end)
       and c.created_at > now() - bound.time_window;
    if recent > bound.max_requests then
      raise exception using
        errcode = 'PT429',
        message = 'Demasiadas solicitudes desde esta conexión. Inténtalo de nuevo más tarde.',
        hint = 'Límites por conexión: 10 solicitudes cada 10 minutos y 50 cada 24 horas; por red (IPv6 /48): 30 y 150.';
    end if;
  end loop;
  return null;
end;
$$;

-- 5. The e-mails, written once ---------------------------------------------------------------------------

-- "miércoles, 25 de noviembre de 2026, 9:05": what Intl.DateTimeFormat('es-ES', {dateStyle: 'full',
-- timeStyle: 'short'}) writes, in Madrid's time, independent of the server's locale.
create function private.madrid_datetime(at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select (array['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'])[extract(dow from t)::integer + 1]
      || ', ' || extract(day from t)::integer || ' de '
      || (array['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'])[extract(month from t)::integer]
      || ' de ' || extract(year from t)::integer || ', ' || extract(hour from t)::integer || ':' || to_char(t, 'MI')
    from (select at at time zone 'Europe/Madrid' as t) local_time
$$;

-- 612345678 → "612 345 678".
create function private.format_phone(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(phone, '^([0-9]{3})([0-9]{3})([0-9]{3})$', '\1 \2 \3')
$$;

create function private.html_escape(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(value, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;

-- Where the visitor asked for the consultation.
create function private.lead_source_label(source text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case source when 'maxi' then 'el chat con Maxi' else 'el formulario de contacto' end
$$;

-- The e-mail about one lead: every field written for a person, reply-to the visitor (the notifier sets it
-- from `email`), flagged rows labelled in the subject.
create function private.lead_email(c public.contacts, out subject text, out body_text text, out body_html text)
language plpgsql
stable
set search_path = ''
as $$
declare
  full_name text := c.name || ' ' || c.last_name;
  flag text := case c.review_status when 'suspect' then 'Posible spam' when 'test' then 'Prueba' end;
  phone text := private.format_phone(c.phone);
  origin text := private.lead_source_label(c.source);
  intro text := 'Nueva solicitud de consulta gratuita desde ' || private.lead_source_label(c.source) || ' de la web.';
  promise text := 'Hemos prometido respuesta en menos de 24 horas: responde a este correo (va a ' || c.email || ') o llama al ' || phone || '.';
  warning text;
  labels text[] := array['Nombre', 'Email', 'Teléfono', 'Empresa', 'Sector', 'Servicio de interés', 'Mensaje', 'Recibida', 'Origen'];
  field_values text[] := array[
    full_name, c.email, phone, coalesce(c.company, '(no indicada)'), c.company_sector, c.interested_service,
    coalesce(c.message, '(sin mensaje)'), private.madrid_datetime(c.created_at) || ' (hora de Madrid)', origin
  ];
begin
  subject := coalesce('[' || flag || '] ', '') || 'Nuevo lead: ' || full_name || ' — ' || c.interested_service;
  if flag is not null then
    warning := flag || ': ' || coalesce(c.review_reason, 'marcada para revisión') || coalesce(' Valor recibido: «' || c.website || '».', '');
  end if;
  body_text := intro
    || coalesce(E'\n\n⚠ ' || warning, '')
    || E'\n\n'
    -- The message on its own lines, as it was typed.
    || (select string_agg(case when f.label = 'Mensaje' then f.label || E':\n' || f.value else f.label || ': ' || f.value end, E'\n' order by f.n)
          from unnest(labels, field_values) with ordinality as f(label, value, n))
    || E'\n\n' || promise
    || E'\nReferencia: ' || c.id;
  body_html := '<p>' || private.html_escape(intro) || '</p>'
    || coalesce(E'\n<p style="padding:8px;background:#fff3cd;border:1px solid #e0b000"><strong>⚠ ' || private.html_escape(warning) || '</strong></p>', '')
    || E'\n<table>'
    || (select string_agg(
              '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">' || f.label || '</th><td style="padding:4px 0">'
              || case f.label
                   when 'Email' then '<a href="mailto:' || private.html_escape(c.email) || '">' || private.html_escape(c.email) || '</a>'
                   when 'Teléfono' then '<a href="tel:+34' || private.html_escape(c.phone) || '">' || private.html_escape(phone) || '</a>'
                   else replace(private.html_escape(f.value), E'\n', '<br>')
                 end
              || '</td></tr>', '' order by f.n)
          from unnest(labels, field_values) with ordinality as f(label, value, n))
    || '</table>'
    || E'\n<p>' || private.html_escape(promise) || '</p>'
    || E'\n<p style="color:#666">Referencia: ' || private.html_escape(c.id::text) || '</p>';
end;
$$;

-- The digest e-mail listing the rows of one lead_digests entry, oldest first, each with why it was not
-- e-mailed alone. `remaining`: due rows not in this e-mail (they follow in the next one, minutes later).
create function private.digest_email(digest uuid, remaining integer, out lead_count integer, out subject text, out body_text text, out body_html text)
language plpgsql
stable
set search_path = ''
as $$
declare
  limits record;
  first_at timestamptz;
  last_at timestamptz;
  intro text;
  span text;
  closing text;
  entries text;
  html_entries text;
begin
  select * into limits from private.lead_delivery_limits();
  select count(*), min(c.created_at), max(c.created_at) into lead_count, first_at, last_at
    from public.contacts c where c.digest_id = digest;
  subject := 'Resumen diario: ' || lead_count || case when lead_count = 1 then ' solicitud' else ' solicitudes' end || ' sin aviso individual';
  intro := 'Estas solicitudes están guardadas, pero no se avisaron una a una: son posible spam (el campo oculto del formulario llegó relleno) '
    || format('o llegaron por encima de los límites de avisos (%s por conexión o red y %s por e-mail cada 24 horas, %s por hora en toda la web). ',
              limits.max_alerts_per_network_per_day, limits.max_alerts_per_email_per_day, limits.max_alerts_per_hour)
    || 'Revisa cada una: si es una persona de verdad, respóndele como a cualquier otro lead.';
  span := case when lead_count = 1
    then 'Recibida el ' || private.madrid_datetime(first_at) || ' (hora de Madrid).'
    else 'Recibidas entre el ' || private.madrid_datetime(first_at) || ' y el ' || private.madrid_datetime(last_at) || ' (hora de Madrid).'
  end;
  closing := case when remaining > 0
    then format('Quedan %s solicitudes más para el resumen: llegan en otro correo dentro de unos minutos.', remaining) || E'\n'
    else ''
  end || 'Todas están también en la tabla contacts de Supabase (en local, npm run leads), con su referencia.';

  select string_agg(e.entry, E'\n\n' order by r.n), string_agg(e.entry_html, '' order by r.n)
    into entries, html_entries
    from (
      select row_number() over (order by c.created_at, c.id) as n, c, m.message_excerpt, w.warning
        from public.contacts c
        cross join lateral (select case when char_length(c.message) > 500 then left(c.message, 500) || '… (recortado)' else coalesce(c.message, '(sin mensaje)') end as message_excerpt) m
        cross join lateral (select '«' || left(c.website, 200) || '»' as warning) w
       where c.digest_id = digest
    ) r
    cross join lateral (
      select r.n || '. ' || (r.c).name || ' ' || (r.c).last_name || ' — ' || (r.c).interested_service
          || E'\n   Email: ' || (r.c).email || ' · Teléfono: ' || private.format_phone((r.c).phone)
          || E'\n   Empresa: ' || coalesce((r.c).company, '(no indicada)') || ' · Sector: ' || (r.c).company_sector
          || E'\n   Origen: ' || private.lead_source_label((r.c).source) || ' · Recibida: ' || private.madrid_datetime((r.c).created_at)
          || E'\n   Motivo: ' || coalesce((r.c).notify_reason, 'resumen diario')
          || coalesce(E'\n   Valor del campo oculto: ' || r.warning, '')
          || E'\n   Mensaje: ' || replace(r.message_excerpt, E'\n', E'\n            ')
          || E'\n   Referencia: ' || (r.c).id as entry,
        '<li style="margin-bottom:12px"><strong>' || private.html_escape((r.c).name || ' ' || (r.c).last_name) || '</strong> — ' || private.html_escape((r.c).interested_service)
          || '<br>Email: <a href="mailto:' || private.html_escape((r.c).email) || '">' || private.html_escape((r.c).email) || '</a>'
          || ' · Teléfono: <a href="tel:+34' || private.html_escape((r.c).phone) || '">' || private.html_escape(private.format_phone((r.c).phone)) || '</a>'
          || '<br>Empresa: ' || private.html_escape(coalesce((r.c).company, '(no indicada)')) || ' · Sector: ' || private.html_escape((r.c).company_sector)
          || '<br>Origen: ' || private.html_escape(private.lead_source_label((r.c).source)) || ' · Recibida: ' || private.html_escape(private.madrid_datetime((r.c).created_at))
          || '<br>Motivo: ' || private.html_escape(coalesce((r.c).notify_reason, 'resumen diario'))
          || coalesce('<br>Valor del campo oculto: ' || private.html_escape(r.warning), '')
          || '<br>Mensaje: ' || replace(private.html_escape(r.message_excerpt), E'\n', '<br>')
          || '<br><span style="color:#666">Referencia: ' || private.html_escape((r.c).id::text) || '</span></li>' as entry_html
    ) e;

  body_text := intro || E'\n\n' || span || E'\n\n' || coalesce(entries, '') || E'\n\n' || closing;
  body_html := '<p>' || private.html_escape(intro) || '</p>'
    || E'\n<p>' || private.html_escape(span) || '</p>'
    || E'\n<ol>' || coalesce(html_entries, '') || '</ol>'
    || E'\n<p>' || replace(private.html_escape(closing), E'\n', '<br>') || '</p>';
end;
$$;

-- 6. The outbox ----------------------------------------------------------------------------------------

-- Claims up to `max_leads` individual leads that are due, for `lease_seconds`. Round-robin per client
-- network: every network's oldest pending lead comes before any network's second, so one network's
-- flood never delays another's lead by more than one turn; within a turn, oldest first. Returns every
-- field plus the e-mail to send.
drop function public.claim_pending_leads(integer, integer);

create function public.claim_pending_leads(max_leads integer default 10, lease_seconds integer default 300)
returns table (
  id uuid,
  created_at timestamptz,
  name text,
  last_name text,
  email text,
  phone text,
  company text,
  company_sector text,
  interested_service text,
  message text,
  website text,
  review_status text,
  review_reason text,
  notify_attempts integer,
  claim_token uuid,
  source text,
  email_subject text,
  email_text text,
  email_html text
)
language sql
volatile
security definer
set search_path = ''
as $$
  with pending as (
    select c.id, c.created_at,
           row_number() over (partition by coalesce(c.network_hash, c.id::text) order by c.created_at, c.id) as turn
      from public.contacts c
     where c.notified_at is null
       and c.notify_mode = 'individual'
       and c.notify_due_at <= now()
       and (c.notify_claimed_until is null or c.notify_claimed_until <= now())
       and (c.notify_retry_at is null or c.notify_retry_at <= now())
  ), picked as (
    select c.id, p.turn
      from public.contacts c
      join pending p on p.id = c.id
     order by p.turn, p.created_at, p.id
     limit greatest(1, least(coalesce(max_leads, 10), 100))
       for update of c skip locked
  ), claimed as (
    update public.contacts c
       set notify_claimed_until = now() + make_interval(secs => greatest(10, least(coalesce(lease_seconds, 300), 3600))),
           notify_claim_token = gen_random_uuid(),
           notify_attempts = c.notify_attempts + 1
      from picked
     where c.id = picked.id
    returning c as lead, picked.turn
  )
  select (cl.lead).id, (cl.lead).created_at, (cl.lead).name, (cl.lead).last_name, (cl.lead).email, (cl.lead).phone,
         (cl.lead).company, (cl.lead).company_sector, (cl.lead).interested_service, (cl.lead).message, (cl.lead).website,
         (cl.lead).review_status, (cl.lead).review_reason, (cl.lead).notify_attempts, (cl.lead).notify_claim_token,
         (cl.lead).source, mail.subject, mail.body_text, mail.body_html
    from claimed cl
    cross join lateral private.lead_email(cl.lead) mail
   order by cl.turn, (cl.lead).created_at, (cl.lead).id
$$;

-- Claims the next part of the daily digest: an unsent part whose claim lapsed or whose retry is due (the
-- same rows again), else a new part with up to `max_rows` due digest rows, oldest first. One row, or
-- none when nothing is due. Concurrent notifiers queue on a lock here and get different parts.
create function public.claim_lead_digest(max_rows integer default 200, lease_seconds integer default 300)
returns table (
  digest_id uuid,
  claim_token uuid,
  lead_count integer,
  remaining integer,
  email_subject text,
  email_text text,
  email_html text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lease interval := make_interval(secs => greatest(10, least(coalesce(lease_seconds, 300), 3600)));
  picked private.lead_digests;
  left_over integer;
  mail record;
begin
  perform pg_advisory_xact_lock(hashtextextended('contacts:digest', 0));
  -- A part whose rows were all deleted meanwhile (retention) has nothing to send.
  update private.lead_digests d set sent_at = now(), claim_token = null, claimed_until = null
   where d.sent_at is null
     and not exists (select 1 from public.contacts c where c.digest_id = d.id and c.notified_at is null);

  select d.* into picked
    from private.lead_digests d
   where d.sent_at is null
     and (d.claimed_until is null or d.claimed_until <= now())
     and (d.retry_at is null or d.retry_at <= now())
   order by d.created_at
   limit 1;
  if found then
    update private.lead_digests d
       set claim_token = gen_random_uuid(), claimed_until = now() + lease, attempts = d.attempts + 1
     where d.id = picked.id
    returning d.* into picked;
  else
    if not exists (select 1 from public.contacts c
                    where c.notify_mode = 'digest' and c.notified_at is null and c.digest_id is null and c.notify_due_at <= now()) then
      return;
    end if;
    insert into private.lead_digests (claim_token, claimed_until, attempts)
    values (gen_random_uuid(), now() + lease, 1)
    returning * into picked;
    update public.contacts c set digest_id = picked.id
     where c.id in (
       select due.id from public.contacts due
        where due.notify_mode = 'digest' and due.notified_at is null and due.digest_id is null and due.notify_due_at <= now()
        order by due.created_at, due.id
        limit greatest(1, least(coalesce(max_rows, 200), 500))
     );
  end if;

  update public.contacts c
     set notify_claimed_until = picked.claimed_until, notify_attempts = c.notify_attempts + 1
   where c.digest_id = picked.id and c.notified_at is null;
  select count(*) into left_over
    from public.contacts c
   where c.notify_mode = 'digest' and c.notified_at is null and c.digest_id is null and c.notify_due_at <= now();
  select * into mail from private.digest_email(picked.id, left_over);
  return query select picked.id, picked.claim_token, mail.lead_count, left_over, mail.subject, mail.body_text, mail.body_html;
end;
$$;

-- The digest e-mail went out: every row in it is delivered. True when this call recorded it.
create function public.mark_digest_delivered(digest_id uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with sent as (
    update private.lead_digests d
       set sent_at = now(), claim_token = null, claimed_until = null, retry_at = null, last_error = null
     where d.id = mark_digest_delivered.digest_id
       and d.sent_at is null
    returning d.id
  ), delivered as (
    update public.contacts c
       set notified_at = now(), notify_claimed_until = null, notify_retry_at = null, notify_last_error = null
      from sent
     where c.digest_id = sent.id
       and c.notified_at is null
    returning 1
  )
  select exists (select 1 from sent)
$$;

-- The digest e-mail failed: the same backoff as a lead (30 s, 1, 2, 4, 8 minutes, then every 10), shown
-- on each of its rows. Ignored (null) if the claim is no longer the caller's.
create function public.record_digest_failure(digest_id uuid, claim_token uuid, error_message text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  retry timestamptz;
  failure text := left(coalesce(nullif(error_message, ''), 'error desconocido'), 1000);
begin
  update private.lead_digests d
     set last_error = failure,
         claimed_until = null,
         claim_token = null,
         retry_at = now() + least(interval '10 minutes', interval '30 seconds' * power(2, least(greatest(d.attempts - 1, 0), 10)))
   where d.id = record_digest_failure.digest_id
     and d.sent_at is null
     and d.claim_token = record_digest_failure.claim_token
  returning d.retry_at into retry;
  if retry is not null then
    update public.contacts c
       set notify_last_error = failure, notify_retry_at = retry, notify_claimed_until = null
     where c.digest_id = record_digest_failure.digest_id and c.notified_at is null;
  end if;
  return retry;
end;
$$;

-- 7. For npm run check:backend: the per-network bound and the delivery limits too ----------------------

create or replace function public.contacts_intake_rules()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'one_row_per_request', true,
    'per_client_limits', (
      select json_agg(json_build_object('window_seconds', extract(epoch from l.time_window)::integer, 'max_requests', l.max_requests))
        from private.contacts_client_limits() l
    ),
    'per_network_limits', (
      select json_agg(json_build_object('window_seconds', extract(epoch from l.time_window)::integer, 'max_requests', l.max_requests))
        from private.contacts_network_limits() l
    ),
    'delivery', (
      select json_build_object(
        'max_alerts_per_network_per_day', d.max_alerts_per_network_per_day,
        'max_alerts_per_email_per_day', d.max_alerts_per_email_per_day,
        'max_alerts_per_hour', d.max_alerts_per_hour,
        'digest_time', to_char(d.digest_time, 'HH24:MI') || ' ' || d.digest_time_zone
      ) from private.lead_delivery_limits() d
    ),
    'client_address_seen', private.request_client_address() is not null
  )
$$;

-- 8. Who may call what -----------------------------------------------------------------------------------

revoke all on function private.salted_hash(text) from public, anon, authenticated, service_role;
revoke all on function private.request_client_hashes() from public, anon, authenticated, service_role;
revoke all on function private.contacts_network_limits() from public, anon, authenticated, service_role;
revoke all on function private.lead_delivery_limits() from public, anon, authenticated, service_role;
revoke all on function private.next_digest_at(timestamptz) from public, anon, authenticated, service_role;
revoke all on function private.madrid_datetime(timestamptz) from public, anon, authenticated, service_role;
revoke all on function private.format_phone(text) from public, anon, authenticated, service_role;
revoke all on function private.html_escape(text) from public, anon, authenticated, service_role;
revoke all on function private.lead_source_label(text) from public, anon, authenticated, service_role;
revoke all on function private.lead_email(public.contacts) from public, anon, authenticated, service_role;
revoke all on function private.digest_email(uuid, integer) from public, anon, authenticated, service_role;

revoke all on function public.contacts_intake_rules() from public;
grant execute on function public.contacts_intake_rules() to anon, authenticated, service_role;

-- The outbox belongs to the notifier's role alone.
revoke all on function public.claim_pending_leads(integer, integer) from public, anon, authenticated, service_role;
revoke all on function public.mark_lead_delivered(uuid) from public, anon, authenticated, service_role;
revoke all on function public.record_lead_failure(uuid, uuid, text) from public, anon, authenticated, service_role;
revoke all on function public.claim_lead_digest(integer, integer) from public, anon, authenticated, service_role;
revoke all on function public.mark_digest_delivered(uuid) from public, anon, authenticated, service_role;
revoke all on function public.record_digest_failure(uuid, uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.claim_pending_leads(integer, integer) to lead_notifier;
grant execute on function public.mark_lead_delivered(uuid) to lead_notifier;
grant execute on function public.record_lead_failure(uuid, uuid, text) to lead_notifier;
grant execute on function public.claim_lead_digest(integer, integer) to lead_notifier;
grant execute on function public.mark_digest_delivered(uuid) to lead_notifier;
grant execute on function public.record_digest_failure(uuid, uuid, text) to lead_notifier;
