-- Every lead reaches a person within two minutes, whatever the flood (issue 34).
--
-- Until now a row past an e-mail quota (3 alerts per network and 1 per address a day, 30 an hour for the
-- site) waited for the 08:00 digest: 30 junk requests from 10 addresses used the hour's quota and the next
-- genuine lead waited up to a day, and so did a visitor whose address a stranger had used first. Now:
--   * The digest keeps only what the database marks as suspect (the honeypot). Every other row past a
--     quota becomes 'grouped': due at once, and e-mailed together with the others pending in one alert,
--     at most one alert per 2-minute slot of the clock, the likeliest genuine first, under a one-line flood notice.
--   * The site-wide hourly quota of single e-mails drops from 30 to 10 and counts the grouped alerts of the
--     hour too, so while a flood lasts every lead goes grouped: the inbox gets at most 30 e-mails an hour
--     (one alert per 2 minutes), and at most 10 more in the flood's first hour, sent before the flood was
--     recognised (40 in that one rolling hour). The 2-minute promise needs 30 alerts an hour, so no lower
--     steady figure keeps it; 10 singles an hour is still more than the busiest genuine hour of a small
--     agency, so ordinary leads keep arriving alone and at once.
--   * How likely a grouped row is to be a person is recorded when it is stored, from what came before it
--     in the last 24 hours (genuine_signals, a bit each): a new address, a new network, a message nobody
--     else sent, a complete request (company and a message of 20 characters or more). Ordering only: no
--     row is dropped or held back on these guesses.
-- The figures are settings: update private.contacts_settings set grouped_alert_every = interval '3 minutes';

-- 1. The settings -----------------------------------------------------------------------------------------

alter table private.contacts_settings
  add column max_alerts_per_hour integer not null default 10 check (max_alerts_per_hour > 0),
  add column grouped_alert_every interval not null default interval '2 minutes'
    check (grouped_alert_every between interval '30 seconds' and interval '1 hour'
           and extract(epoch from interval '1 hour')::integer % extract(epoch from grouped_alert_every)::integer = 0),
  add column max_grouped_alert_rows integer not null default 100 check (max_grouped_alert_rows between 1 and 500);

comment on column private.contacts_settings.grouped_alert_every is
  'The slot of the grouped alerts (rows past an e-mail quota): at most one alert per slot, so every such lead waits at most this long. It divides an hour.';

create or replace function private.lead_delivery_limits()
returns table (
  max_alerts_per_network_per_day integer,
  max_alerts_per_email_per_day integer,
  max_alerts_per_hour integer,
  digest_time time,
  digest_time_zone text,
  max_digest_rows integer
)
language sql
stable
set search_path = ''
as $$
  select 3, 1, s.max_alerts_per_hour, time '08:00', 'Europe/Madrid', 200 from private.contacts_settings s
$$;

-- 2. The third mode, and the signals a grouped row is ranked by -------------------------------------------

alter table public.contacts drop constraint contacts_notify_mode_allowed;
alter table public.contacts
  add constraint contacts_notify_mode_allowed check (notify_mode in ('individual', 'grouped', 'digest')),
  -- Bits: 1 a new address, 2 a new network, 4 a message nobody else sent, 8 a complete request.
  add column genuine_signals smallint check (genuine_signals between 0 and 15);

alter table private.lead_digests
  add column kind text not null default 'digest' check (kind in ('digest', 'grouped'));
comment on table private.lead_digests is
  'One e-mail listing several rows (contacts.digest_id): a part of the 08:00 digest, or a grouped alert.';

create index contacts_message_recent_idx on public.contacts (md5(lower(btrim(message))), created_at desc)
  where message is not null;
create index lead_digests_kind_created_idx on private.lead_digests (kind, created_at desc);
create index contacts_grouped_pending_idx on public.contacts (created_at)
  where notify_mode = 'grouped' and notified_at is null and digest_id is null;

-- Rows that were waiting for a digest although nothing marked them suspect go out in the next alert.
update public.contacts
   set notify_mode = 'grouped', notify_due_at = created_at
 where notify_mode = 'digest' and review_status = 'ok' and notified_at is null and digest_id is null;

create function private.genuine_signal_count(signals smallint)
returns integer
language sql
immutable
set search_path = ''
as $$
  select (coalesce(signals, 0) & 1) + (coalesce(signals, 0) >> 1 & 1) + (coalesce(signals, 0) >> 2 & 1) + (coalesce(signals, 0) >> 3 & 1)
$$;

create function private.genuine_signal_labels(signals smallint)
returns text
language sql
immutable
set search_path = ''
as $$
  select format('%s de 4', private.genuine_signal_count(signals))
    || coalesce(' (' || nullif(concat_ws(', ',
         case when signals & 1 = 1 then 'e-mail nuevo' end,
         case when signals & 2 = 2 then 'red nueva' end,
         case when signals & 4 = 4 then 'mensaje único' end,
         case when signals & 8 = 8 then 'solicitud completa' end), '') || ')', '')
$$;

-- A second BEFORE INSERT trigger: it runs after contacts_before_insert (triggers fire in name order), which
-- has decided individual or digest, and still holds its site-wide delivery lock. A row that is not suspect
-- never waits for the digest; while grouped alerts go out, the hour's quota counts them, so a flood's
-- leads stop going alone.
create function private.contacts_group_past_quota()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits record;
begin
  if new.notify_mode = 'individual' and new.review_status = 'ok' then
    select * into limits from private.lead_delivery_limits();
    if (select count(*) from public.contacts c
         where c.notify_mode = 'individual' and c.review_status = 'ok' and c.created_at > now() - interval '1 hour')
       + (select count(*) from private.lead_digests d
           where d.kind = 'grouped' and d.created_at > now() - interval '1 hour') >= limits.max_alerts_per_hour then
      new.notify_mode := 'digest';
      new.notify_reason := format('En la última hora ya se enviaron %s avisos, individuales y agrupados, en toda la web (posible avalancha de envíos).', limits.max_alerts_per_hour);
    end if;
  end if;
  if new.notify_mode = 'digest' and new.review_status = 'ok' then
    new.notify_mode := 'grouped';
    new.notify_due_at := new.created_at;
    new.genuine_signals :=
        case when not exists (select 1 from public.contacts c
                               where lower(c.email) = lower(new.email) and c.created_at > now() - interval '24 hours') then 1 else 0 end
      + case when new.network_hash is not null
              and not exists (select 1 from public.contacts c
                               where c.network_hash = new.network_hash and c.created_at > now() - interval '24 hours') then 2 else 0 end
      + case when new.message is not null
              and not exists (select 1 from public.contacts c
                               where c.message is not null
                                 and md5(lower(btrim(c.message))) = md5(lower(btrim(new.message)))
                                 and c.created_at > now() - interval '24 hours') then 4 else 0 end
      + case when new.company is not null and char_length(btrim(coalesce(new.message, ''))) >= 20 then 8 else 0 end;
  end if;
  return new;
end;
$$;

create trigger contacts_before_insert_grouped
  before insert on public.contacts
  for each row execute function private.contacts_group_past_quota();

-- 3. The e-mails: one list of rows, shared by the digest and the grouped alert ----------------------------

-- The rows of one lead_digests entry, numbered: a grouped alert's likeliest genuine first, then oldest
-- first (digest rows carry no signals: oldest first).
create function private.lead_list(part uuid, out entries text, out entries_html text)
language sql
stable
set search_path = ''
as $$
  select string_agg(e.entry, E'\n\n' order by r.n), string_agg(e.entry_html, '' order by r.n)
    from (
      select row_number() over (order by private.genuine_signal_count(c.genuine_signals) desc, c.created_at, c.id) as n,
             c, m.message_excerpt, w.warning
        from public.contacts c
        cross join lateral (select case when char_length(c.message) > 500 then left(c.message, 500) || '… (recortado)' else coalesce(c.message, '(sin mensaje)') end as message_excerpt) m
        cross join lateral (select '«' || left(c.website, 200) || '»' as warning) w
       where c.digest_id = part
    ) r
    cross join lateral (
      select r.n || '. ' || (r.c).name || ' ' || (r.c).last_name || ' — ' || (r.c).interested_service
          || E'\n   Email: ' || (r.c).email || ' · Teléfono: ' || private.format_phone((r.c).phone)
          || E'\n   Empresa: ' || coalesce((r.c).company, '(no indicada)') || ' · Sector: ' || (r.c).company_sector
          || E'\n   Origen: ' || private.lead_source_label((r.c).source) || ' · Recibida: ' || private.madrid_datetime((r.c).created_at)
          || E'\n   Motivo: ' || coalesce((r.c).notify_reason, 'resumen diario')
          || coalesce(E'\n   Indicios de persona real: ' || private.genuine_signal_labels((r.c).genuine_signals), '')
          || coalesce(E'\n   Valor del campo oculto: ' || r.warning, '')
          || E'\n   Mensaje: ' || replace(r.message_excerpt, E'\n', E'\n            ')
          || E'\n   Referencia: ' || (r.c).id as entry,
        '<li style="margin-bottom:12px"><strong>' || private.html_escape((r.c).name || ' ' || (r.c).last_name) || '</strong> — ' || private.html_escape((r.c).interested_service)
          || '<br>Email: <a href="mailto:' || private.html_escape((r.c).email) || '">' || private.html_escape((r.c).email) || '</a>'
          || ' · Teléfono: <a href="tel:+34' || private.html_escape((r.c).phone) || '">' || private.html_escape(private.format_phone((r.c).phone)) || '</a>'
          || '<br>Empresa: ' || private.html_escape(coalesce((r.c).company, '(no indicada)')) || ' · Sector: ' || private.html_escape((r.c).company_sector)
          || '<br>Origen: ' || private.html_escape(private.lead_source_label((r.c).source)) || ' · Recibida: ' || private.html_escape(private.madrid_datetime((r.c).created_at))
          || '<br>Motivo: ' || private.html_escape(coalesce((r.c).notify_reason, 'resumen diario'))
          || coalesce('<br>Indicios de persona real: ' || private.html_escape(private.genuine_signal_labels((r.c).genuine_signals)), '')
          || coalesce('<br>Valor del campo oculto: ' || private.html_escape(r.warning), '')
          || '<br>Mensaje: ' || replace(private.html_escape(r.message_excerpt), E'\n', '<br>')
          || '<br><span style="color:#666">Referencia: ' || private.html_escape((r.c).id::text) || '</span></li>' as entry_html
    ) e
$$;

-- The digest now holds only rows marked suspect.
create or replace function private.digest_email(digest uuid, remaining integer, out lead_count integer, out subject text, out body_text text, out body_html text)
language plpgsql
stable
set search_path = ''
as $$
declare
  first_at timestamptz;
  last_at timestamptz;
  intro text;
  span text;
  closing text;
  list record;
begin
  select count(*), min(c.created_at), max(c.created_at) into lead_count, first_at, last_at
    from public.contacts c where c.digest_id = digest;
  subject := 'Resumen diario: ' || lead_count || case when lead_count = 1 then ' solicitud' else ' solicitudes' end || ' sin aviso individual';
  intro := 'Estas solicitudes están guardadas, pero no se avisaron una a una porque parecen spam (el campo oculto del formulario llegó relleno). '
    || 'Revisa cada una: si es una persona de verdad, respóndele como a cualquier otro lead.';
  span := case when lead_count = 1
    then 'Recibida el ' || private.madrid_datetime(first_at) || ' (hora de Madrid).'
    else 'Recibidas entre el ' || private.madrid_datetime(first_at) || ' y el ' || private.madrid_datetime(last_at) || ' (hora de Madrid).'
  end;
  closing := case when remaining > 0
    then format('Quedan %s solicitudes más para el resumen: llegan en otro correo dentro de unos minutos.', remaining) || E'\n'
    else ''
  end || 'Todas están también en la tabla contacts de Supabase (en local, npm run leads), con su referencia.';
  select * into list from private.lead_list(digest);

  body_text := intro || E'\n\n' || span || E'\n\n' || coalesce(list.entries, '') || E'\n\n' || closing;
  body_html := '<p>' || private.html_escape(intro) || '</p>'
    || E'\n<p>' || private.html_escape(span) || '</p>'
    || E'\n<ol>' || coalesce(list.entries_html, '') || '</ol>'
    || E'\n<p>' || replace(private.html_escape(closing), E'\n', '<br>') || '</p>';
end;
$$;

-- A grouped alert: the one-line flood notice, then the rows, likeliest genuine first.
create function private.grouped_email(part uuid, remaining integer, out lead_count integer, out reply_to text, out subject text, out body_text text, out body_html text)
language plpgsql
stable
set search_path = ''
as $$
declare
  settings private.contacts_settings;
  only_row public.contacts;
  stored_last_hour integer;
  notice text;
  closing text;
  list record;
begin
  select * into settings from private.contacts_settings;
  select count(*) into lead_count from public.contacts c where c.digest_id = part;
  select count(*) into stored_last_hour from public.contacts c where c.created_at > now() - interval '1 hour';
  if lead_count = 1 then
    select c.* into only_row from public.contacts c where c.digest_id = part;
    reply_to := only_row.email;
    subject := 'Nuevo lead: ' || only_row.name || ' ' || only_row.last_name || ' — ' || only_row.interested_service || ' (aviso agrupado)';
  else
    subject := 'Nuevos leads: ' || lead_count || ' solicitudes agrupadas (más envíos de lo normal)';
  end if;
  notice := format('Aviso: la web ha guardado %s solicitudes en la última hora, por encima de los avisos individuales; '
      || 'para no saturar el correo llegan agrupadas, un correo cada %s como máximo, las que más parecen de una persona real primero.',
    stored_last_hour, private.duration_words(settings.grouped_alert_every));
  closing := case when remaining > 0
    then format('Quedan %s solicitudes más: llegan en el próximo aviso agrupado, dentro de %s.', remaining, private.duration_words(settings.grouped_alert_every)) || E'\n'
    else ''
  end || 'Todas están también en la tabla contacts de Supabase (en local, npm run leads), con su referencia.';
  select * into list from private.lead_list(part);

  body_text := notice || E'\n\n' || coalesce(list.entries, '') || E'\n\n' || closing;
  body_html := '<p><strong>' || private.html_escape(notice) || '</strong></p>'
    || E'\n<ol>' || coalesce(list.entries_html, '') || '</ol>'
    || E'\n<p>' || replace(private.html_escape(closing), E'\n', '<br>') || '</p>';
end;
$$;

-- "2 minutos", "90 segundos", "1 hora".
create function private.duration_words(span interval)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when extract(epoch from span) >= 3600 and extract(epoch from span)::integer % 3600 = 0
      then (extract(epoch from span)::integer / 3600) || case when extract(epoch from span) = 3600 then ' hora' else ' horas' end
    when extract(epoch from span)::integer % 60 = 0
      then (extract(epoch from span)::integer / 60) || case when extract(epoch from span) = 60 then ' minuto' else ' minutos' end
    else extract(epoch from span)::integer || ' segundos'
  end
$$;

-- 4. The outbox: grouped alerts, and a digest that no longer sees them ----------------------------------

-- The start of the slot `at` falls in: the clock cut into grouped_alert_every from midnight UTC (every even
-- minute by default). One alert per slot: at most 30 an hour, whatever the rolling window; and a notifier
-- that polls on the clock (n8n's 20-second schedule fires at :00, :20, :40) looks at each slot's start, so
-- a lead stored just after an alert goes out at the next slot's start, 2 minutes later at most, with no
-- poll's delay on top.
create function private.grouped_alert_slot(at timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select date_bin(s.grouped_alert_every, at, timestamptz '2000-01-01 00:00:00+00') from private.contacts_settings s
$$;

-- Claims the next grouped alert: an unsent one whose claim lapsed or whose retry is due (the same rows
-- again); else, when no alert was created in the current slot, a new one with up to `max_rows` pending
-- grouped rows, likeliest genuine first, then oldest. None while one is in flight or waiting for its
-- retry, or when this slot already had one. Concurrent notifiers queue on a lock here.
create function public.claim_grouped_alert(max_rows integer default null, lease_seconds integer default 300)
returns table (
  alert_id uuid,
  claim_token uuid,
  lead_count integer,
  remaining integer,
  reply_to text,
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
  settings private.contacts_settings;
  picked private.lead_digests;
  left_over integer;
  mail record;
begin
  perform pg_advisory_xact_lock(hashtextextended('contacts:grouped', 0));
  select * into settings from private.contacts_settings;
  -- An alert whose rows were all deleted meanwhile (retention) has nothing to send.
  update private.lead_digests d set sent_at = now(), claim_token = null, claimed_until = null
   where d.kind = 'grouped' and d.sent_at is null
     and not exists (select 1 from public.contacts c where c.digest_id = d.id and c.notified_at is null);

  select d.* into picked from private.lead_digests d
   where d.kind = 'grouped' and d.sent_at is null
   order by d.created_at
   limit 1;
  if found then
    if picked.claimed_until > now() or picked.retry_at > now() then
      return;
    end if;
    update private.lead_digests d
       set claim_token = gen_random_uuid(), claimed_until = now() + lease, attempts = d.attempts + 1
     where d.id = picked.id
    returning d.* into picked;
  else
    if exists (select 1 from private.lead_digests d
                where d.kind = 'grouped' and d.created_at >= private.grouped_alert_slot(now()))
       or not exists (select 1 from public.contacts c
                       where c.notify_mode = 'grouped' and c.notified_at is null and c.digest_id is null) then
      return;
    end if;
    insert into private.lead_digests (kind, claim_token, claimed_until, attempts)
    values ('grouped', gen_random_uuid(), now() + lease, 1)
    returning * into picked;
    update public.contacts c set digest_id = picked.id
     where c.id in (
       select due.id from public.contacts due
        where due.notify_mode = 'grouped' and due.notified_at is null and due.digest_id is null
        order by private.genuine_signal_count(due.genuine_signals) desc, due.created_at, due.id
        limit greatest(1, least(coalesce(max_rows, settings.max_grouped_alert_rows), 500))
     );
  end if;

  update public.contacts c
     set notify_claimed_until = picked.claimed_until, notify_attempts = c.notify_attempts + 1
   where c.digest_id = picked.id and c.notified_at is null;
  select count(*) into left_over
    from public.contacts c
   where c.notify_mode = 'grouped' and c.notified_at is null and c.digest_id is null;
  select * into mail from private.grouped_email(picked.id, left_over);
  return query select picked.id, picked.claim_token, mail.lead_count, left_over, mail.reply_to, mail.subject, mail.body_text, mail.body_html;
end;
$$;

-- As before, for the digest's parts only.
create or replace function public.claim_lead_digest(max_rows integer default 200, lease_seconds integer default 300)
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
  update private.lead_digests d set sent_at = now(), claim_token = null, claimed_until = null
   where d.kind = 'digest' and d.sent_at is null
     and not exists (select 1 from public.contacts c where c.digest_id = d.id and c.notified_at is null);

  select d.* into picked
    from private.lead_digests d
   where d.kind = 'digest' and d.sent_at is null
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

-- 5. Who may call what: a grouped alert is delivered or fails like a digest part (same table, same
-- functions: mark_digest_delivered, record_digest_failure). ----------------------------------------------

revoke all on function private.genuine_signal_count(smallint) from public, anon, authenticated, service_role;
revoke all on function private.genuine_signal_labels(smallint) from public, anon, authenticated, service_role;
revoke all on function private.contacts_group_past_quota() from public, anon, authenticated, service_role;
revoke all on function private.lead_list(uuid) from public, anon, authenticated, service_role;
revoke all on function private.grouped_email(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function private.duration_words(interval) from public, anon, authenticated, service_role;
revoke all on function private.grouped_alert_slot(timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.claim_grouped_alert(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_grouped_alert(integer, integer) to lead_notifier;
