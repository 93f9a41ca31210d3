-- The funnel: how the agency's own site converts, counted without any identifier (issue 27).
--
-- What is kept: counters per day (Madrid), page and event, nothing else — page views with the referring
-- site's domain and the device class (phone, tablet, desktop); clicks per named call to action; the
-- contact form's steps (started, submitted, refused by validation, failed at the server); Maxi opened and
-- its first message; and the leads stored, counted here from public.contacts (never from a browser).
-- What is never kept: addresses, user agents, cookies or any visitor or session key. The flood bound's
-- key (a salted hash of the client's address, the salt changed every day and deleted the next) lives in
-- its own table, never beside the counters, and is deleted after a day.
--
--   * public.funnel_hit(text): the only thing the anon role may call. The collector (src/funnel/) sends
--     one JSON object per beacon as text/plain (PostgREST passes a text/plain body to a function with a
--     single unnamed text parameter; a beacon sets no headers, so the anon key travels as ?apikey=).
--     Pages, events and call-to-action names are checked against the lists below; anything else is
--     refused (HTTP 400), so nobody can write arbitrary strings into the team's report. Robots that say
--     so in their user agent are ignored.
--   * Flood bounds per client (IPv4 address, IPv6 /64) and per network (IPv6 /48), keyed as the lead
--     form's (private.request_client_groups), plus a site-wide daily ceiling and a daily cap on new
--     referring domains: beyond them a hit is refused (HTTP 429) and nothing is counted.
--   * The weekly report: an e-mail in Spanish written here (private.funnel_report_email), claimed once a
--     week by the role funnel_reporter (n8n's n8n/funnel-report.json in production, the local backend's
--     notifier locally), the same outbox pattern as the lead e-mails; public.funnel_figures(from, to)
--     gives the same figures to `npm run funnel`.
--   * Retention: counters older than 25 months are deleted by public.apply_retention(), the flood keys
--     and daily salts after a day.

-- 1. The role that reads the report ---------------------------------------------------------------------

-- NOLOGIN until the deploy gives it a password (README → Deployment), like the other job roles.
--   funnel_reporter  n8n's weekly report workflow, the local notifier and `npm run funnel`: claim, mark
--                    and record the weekly e-mail, read the aggregated figures; nothing else.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'funnel_reporter') then
    create role funnel_reporter nologin;
  end if;
end
$$;

grant usage on schema public to funnel_reporter;

-- 2. What may be counted: the site's own lists ---------------------------------------------------------

-- The site's copy of these three lists is src/funnel/funnel-names.ts (a unit test compares them). The
-- labels are the team's words in the report.
create function private.funnel_pages()
returns table (page text, label text, sort integer)
language sql
immutable
set search_path = ''
as $$
  values
    ('/', 'Inicio', 1),
    ('/sobre-nosotros/', 'Sobre nosotros', 2),
    ('/inteligencia-artificial/', 'Inteligencia artificial', 3),
    ('/marketing-digital/', 'Marketing digital', 4),
    ('/contacto/', 'Contacto', 5),
    ('/politica-de-privacidad/', 'Política de privacidad', 6),
    ('/aviso-legal/', 'Aviso legal', 7),
    ('/politica-de-cookies/', 'Política de cookies', 8),
    ('/404/', 'Página no encontrada (404)', 9)
$$;

-- reported_by: 'browser' (the collector sends it) or 'database' (counted here from public.contacts).
create function private.funnel_events()
returns table (event text, label text, reported_by text)
language sql
immutable
set search_path = ''
as $$
  values
    ('view', 'Visitas', 'browser'),
    ('cta', 'Clics en llamadas a la acción', 'browser'),
    ('form.started', 'Formulario empezado', 'browser'),
    ('form.submitted', 'Formulario enviado', 'browser'),
    ('form.refused', 'Formulario rechazado por la validación', 'browser'),
    ('form.failed', 'Formulario fallido en el servidor', 'browser'),
    ('form.stored', 'Solicitudes guardadas (formulario)', 'database'),
    ('maxi.opened', 'Maxi abierto', 'browser'),
    ('maxi.first_message', 'Primer mensaje a Maxi', 'browser'),
    ('maxi.lead', 'Solicitudes guardadas (Maxi)', 'database')
$$;

create function private.funnel_ctas()
returns table (cta text, label text)
language sql
immutable
set search_path = ''
as $$
  values
    ('nav.contacto', 'Menú principal: Contacto'),
    ('menu.contacto', 'Menú del móvil: Contacto'),
    ('footer.contacto', 'Pie de página: Contacto'),
    ('hero.comenzar', 'Portada: botón principal'),
    ('hero.secundario', 'Portada: botón secundario'),
    ('servicios.tarjeta', 'Tarjeta de un servicio'),
    ('cta.final', 'Llamada final de la página'),
    ('404.principal', 'Página 404: botón principal'),
    ('404.secundario', 'Página 404: botón secundario'),
    ('maxi.abrir', 'Botón de Maxi'),
    ('maxi.formulario', 'Maxi, al llegar a un límite: ir al formulario'),
    ('maxi.no_disponible', 'Maxi no disponible: ir a contacto'),
    ('maxi.enlace', 'Enlace a contacto en una respuesta de Maxi')
$$;

create function private.funnel_devices()
returns table (device text, label text, sort integer)
language sql
immutable
set search_path = ''
as $$
  values ('phone', 'Móvil', 1), ('tablet', 'Tableta', 2), ('desktop', 'Ordenador', 3)
$$;

-- 3. The numbers, in one place ----------------------------------------------------------------------------

-- What an operator may want to move lives in a row (as Maxi's ceiling does):
--   update private.funnel_settings set max_site_hits_per_day = 200000;
-- first_week: the Monday of the first week reported (the week this migration ran); a report is due for
-- every later week.
create table private.funnel_settings (
  singleton boolean primary key default true check (singleton),
  first_week date not null check (extract(isodow from first_week) = 1),
  max_site_hits_per_day integer not null default 100000 check (max_site_hits_per_day > 0),
  max_referrers_per_day integer not null default 200 check (max_referrers_per_day > 0)
);
insert into private.funnel_settings (first_week) values (date_trunc('week', now() at time zone 'Europe/Madrid')::date);

comment on table private.funnel_settings is
  'The funnel''s site-wide ceilings (hits per day, new referring domains per day) and the first week reported.';

-- Why these figures: one visitor's page views, clicks and form or chat steps are a few dozen in ten
-- minutes even for a fast reader; an office behind one address rarely reads the agency's site together.
-- A script stops counting at 60 hits per 10 minutes and 600 a day per client, three times that per /48.
-- Beyond the site-wide ceiling (far above a small agency's traffic) nothing more is counted that day;
-- beyond the referrer cap, new referring domains of the day count as "otros sitios". Leads are counted
-- from public.contacts whatever these say.
create function private.funnel_limits()
returns table (
  max_client_hits_per_10_minutes integer,
  max_client_hits_per_day integer,
  max_network_hits_per_10_minutes integer,
  max_network_hits_per_day integer,
  max_site_hits_per_day integer,
  max_referrers_per_day integer,
  max_body_chars integer,
  report_time time,
  time_zone text
)
language sql
stable
set search_path = ''
as $$
  select 60, 600, 180, 1800, s.max_site_hits_per_day, s.max_referrers_per_day, 400, time '08:00', 'Europe/Madrid'
    from private.funnel_settings s
$$;

-- The day a moment belongs to, for the counters and the reports: Madrid's calendar.
create function private.funnel_day(at timestamptz)
returns date
language sql
stable
set search_path = ''
as $$
  select (at at time zone (select l.time_zone from private.funnel_limits() l))::date
$$;

-- 4. The counters: nothing but counts ---------------------------------------------------------------------

-- page '*' is the whole site (the leads, counted from public.contacts); cta, referrer and device are ''
-- where they do not apply; referrer '*' is "otros sitios" past the day's cap. No API role has any
-- privilege here (schema private).
create table private.funnel_counts (
  day date not null,
  page text not null,
  event text not null,
  cta text not null default '',
  referrer text not null default '',
  device text not null default '',
  hits integer not null default 0 check (hits >= 0),
  primary key (day, page, event, cta, referrer, device)
);

comment on table private.funnel_counts is
  'Daily counters of the site''s funnel: no address, user agent or visitor key, ever (issue 27).';

-- One increment, whoever counts it.
create function private.funnel_count(day date, page text, event text, cta text default '', referrer text default '', device text default '')
returns void
language sql
volatile
set search_path = ''
as $$
  insert into private.funnel_counts as c (day, page, event, cta, referrer, device, hits)
  values (funnel_count.day, funnel_count.page, funnel_count.event, funnel_count.cta, funnel_count.referrer, funnel_count.device, 1)
  on conflict (day, page, event, cta, referrer, device) do update set hits = c.hits + 1
$$;

-- 5. Who is asking: the lead form's grouping, the funnel's own daily salt ----------------------------

-- The client (IPv4 address, IPv6 /64) and the network (IPv4 address, IPv6 /48) of the request, as text:
-- the one definition of "one client" for every flood bound. request_client_hashes() (the lead form's
-- keys) now hashes these.
create function private.request_client_groups(out client text, out network text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := coalesce(private.request_client_address(), 'unknown');
  parsed inet;
begin
  client := address;
  network := address;
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
    null; -- not an address: the text as it came
  end;
end;
$$;

create or replace function private.request_client_hashes(out client_hash text, out network_hash text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  groups record;
begin
  select * into groups from private.request_client_groups();
  client_hash := private.salted_hash(groups.client);
  network_hash := private.salted_hash(groups.network);
end;
$$;

-- A random salt per day (Madrid), made on the day's first hit and deleted the next day by retention:
-- once it is gone, nobody (not even the owner) can tell whether two days' hits came from one address.
create table private.funnel_salts (
  day date primary key,
  salt text not null
);

create function private.funnel_salt(day date)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  found_salt text;
begin
  insert into private.funnel_salts (day, salt)
  values (day, encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'))
  on conflict on constraint funnel_salts_pkey do nothing;
  select s.salt into found_salt from private.funnel_salts s where s.day = funnel_salt.day;
  return found_salt;
end;
$$;

-- Hits admitted per key and minute, for the flood bounds only: a salted, day-limited hash, in a table of
-- its own (never joined to the counters), deleted after a day. The 10-minute bound sums the last ten
-- minutes (a sliding window, so a burst is counted whole whenever it starts).
create table private.funnel_flood (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

-- 6. Robots ---------------------------------------------------------------------------------------------

-- A user agent that says it is a robot, an automated browser, an HTTP library or an audit (Lighthouse,
-- PageSpeed Insights), or none at all. The inline loader skips the same browsers before sending anything
-- (src/funnel/loader-script.ts); this catches robots that post directly.
create function private.funnel_is_bot(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select user_agent is null
      or btrim(user_agent) = ''
      or user_agent ~* '(bot|crawl|spider|slurp|lighthouse|headless|prerender|preview|python|curl|wget|libwww|java/|go-http|okhttp|axios|node-fetch|undici|httpclient|scrapy|phantom|selenium|puppeteer|playwright)'
$$;

-- 7. The hit ------------------------------------------------------------------------------------------

-- One beacon: {"p": page, "e": event, "c": call to action (cta only), "r": referring domain and "d":
-- device (view only)}. Answers nothing (204); refuses with 400 (22023) a malformed body or an unknown
-- page, event, call to action or device, with 429 (PT429) a hit beyond a flood bound; ignores a robot.
-- Checks, in this order, so an invalid hit never costs a count: the body, the robot, the names, then the
-- bounds under advisory locks (client, network, site; always in that order).
create function public.funnel_hit(text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  body text := $1;
  hit json;
  limits record;
  headers json := nullif(current_setting('request.headers', true), '')::json;
  hit_page text;
  hit_event text;
  hit_cta text := '';
  hit_referrer text := '';
  hit_device text := '';
  today date;
  groups record;
  salt text;
  client_key text;
  network_key text;
  slot timestamptz;
  bound record;
begin
  select * into limits from private.funnel_limits();
  if body is null or char_length(body) > limits.max_body_chars then
    raise exception using errcode = '22023', message = 'Medición no válida: cuerpo vacío o demasiado largo.';
  end if;
  begin
    hit := body::json;
  exception when others then
    raise exception using errcode = '22023', message = 'Medición no válida: no es JSON.';
  end;
  if json_typeof(hit) <> 'object' then
    raise exception using errcode = '22023', message = 'Medición no válida: se espera un objeto JSON.';
  end if;

  if private.funnel_is_bot(headers->>'user-agent') then
    return;
  end if;

  hit_page := hit->>'p';
  hit_event := hit->>'e';
  if not exists (select 1 from private.funnel_pages() p where p.page = hit_page) then
    raise exception using errcode = '22023', message = 'Medición no válida: página desconocida.';
  end if;
  if not exists (select 1 from private.funnel_events() e where e.event = hit_event and e.reported_by = 'browser') then
    raise exception using errcode = '22023', message = 'Medición no válida: evento desconocido.';
  end if;
  if hit_event = 'cta' then
    hit_cta := hit->>'c';
    if not exists (select 1 from private.funnel_ctas() c where c.cta = hit_cta) then
      raise exception using errcode = '22023', message = 'Medición no válida: llamada a la acción desconocida.';
    end if;
  elsif hit_event = 'view' then
    hit_device := hit->>'d';
    if not exists (select 1 from private.funnel_devices() d where d.device = hit_device) then
      raise exception using errcode = '22023', message = 'Medición no válida: tipo de dispositivo desconocido.';
    end if;
    -- A domain name (letters, digits, hyphens, dots), or nothing: anything else counts as no referrer.
    hit_referrer := lower(coalesce(hit->>'r', ''));
    if char_length(hit_referrer) > 100
       or hit_referrer !~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$' then
      hit_referrer := '';
    end if;
  end if;

  today := private.funnel_day(now());
  select * into groups from private.request_client_groups();
  salt := private.funnel_salt(today);
  client_key := encode(sha256(convert_to(salt || '|client|' || groups.client, 'UTF8')), 'hex');
  network_key := encode(sha256(convert_to(salt || '|network|' || groups.network, 'UTF8')), 'hex');
  slot := date_trunc('minute', now());

  perform pg_advisory_xact_lock(hashtextextended('funnel:client:' || client_key, 0));
  perform pg_advisory_xact_lock(hashtextextended('funnel:network:' || network_key, 0));
  for bound in
    select client_key as key, limits.max_client_hits_per_10_minutes as per_10_minutes, limits.max_client_hits_per_day as per_day
    union all
    select network_key, limits.max_network_hits_per_10_minutes, limits.max_network_hits_per_day
  loop
    if coalesce((select sum(f.hits) from private.funnel_flood f where f.key = bound.key and f.window_start > now() - interval '10 minutes'), 0) >= bound.per_10_minutes
       or coalesce((select sum(f.hits) from private.funnel_flood f where f.key = bound.key), 0) >= bound.per_day then
      raise exception using
        errcode = 'PT429',
        message = 'Demasiadas mediciones desde esta conexión.',
        hint = format('Límites por conexión: %s cada 10 minutos y %s al día; por red (IPv6 /48): %s y %s.',
                      limits.max_client_hits_per_10_minutes, limits.max_client_hits_per_day,
                      limits.max_network_hits_per_10_minutes, limits.max_network_hits_per_day);
    end if;
  end loop;

  perform pg_advisory_xact_lock(hashtextextended('funnel:site', 0));
  if coalesce((select sum(c.hits) from private.funnel_counts c
                 join private.funnel_events() e on e.event = c.event and e.reported_by = 'browser'
                where c.day = today), 0) >= limits.max_site_hits_per_day then
    raise exception using errcode = 'PT429', message = 'La web ya ha registrado hoy todas las mediciones que admite.';
  end if;
  if hit_referrer <> ''
     and not exists (select 1 from private.funnel_counts c where c.day = today and c.referrer = hit_referrer)
     and (select count(distinct c.referrer) from private.funnel_counts c where c.day = today and c.referrer not in ('', '*')) >= limits.max_referrers_per_day then
    hit_referrer := '*';
  end if;

  insert into private.funnel_flood as f (key, window_start, hits)
  values (client_key, slot, 1), (network_key, slot, 1)
  on conflict (key, window_start) do update set hits = f.hits + 1;
  perform private.funnel_count(today, hit_page, hit_event, hit_cta, hit_referrer, hit_device);
end;
$$;

-- 8. Leads, counted by the database ---------------------------------------------------------------------

-- Every stored request that is not flagged (honeypot) nor a check:backend test, by its source. A request
-- the flood bound refuses rolls this back with it.
create function private.funnel_count_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.review_status = 'ok' then
    perform private.funnel_count(private.funnel_day(new.created_at), '*', case new.source when 'maxi' then 'maxi.lead' else 'form.stored' end);
  end if;
  return null;
end;
$$;

create trigger contacts_funnel_count
  after insert on public.contacts
  for each row execute function private.funnel_count_lead();

-- 9. The figures, once: for the e-mail and for npm run funnel -----------------------------------------

-- Everything counted between two days (inclusive), as JSON:
--   pages     every page with its views, in the site's order
--   funnel    views → clicks on calls to action → form started → submitted → stored
--   form      refused by validation, failed at the server
--   maxi      opened → first message → leads stored
--   ctas      clicks per call to action (those clicked), most first
--   referrers views per referring domain, most first ("" = direct or none, "*" = other sites)
--   devices   views per device class
create function public.funnel_figures(from_day date, to_day date)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result json;
begin
  if from_day is null or to_day is null or to_day < from_day or to_day - from_day > 800 then
    raise exception using errcode = '22023', message = 'Periodo no válido: from_day ≤ to_day, como mucho 800 días.';
  end if;
  with counted as (
    select c.* from private.funnel_counts c where c.day between from_day and to_day
  ), total as (
    select e.event, coalesce(sum(c.hits), 0)::integer as hits
      from private.funnel_events() e left join counted c on c.event = e.event
     group by e.event
  )
  select json_build_object(
    'from', from_day,
    'to', to_day,
    'has_data', exists (select 1 from counted where hits > 0),
    'pages', (
      select json_agg(json_build_object('page', p.page, 'label', p.label, 'views', coalesce(v.hits, 0)) order by p.sort)
        from private.funnel_pages() p
        left join (select c.page, sum(c.hits)::integer as hits from counted c where c.event = 'view' group by c.page) v on v.page = p.page
    ),
    'funnel', (
      select json_agg(json_build_object('step', s.step, 'label', s.label, 'count', t.hits) order by s.n)
        from (values (1, 'view', 'Visitas'), (2, 'cta', 'Clics en llamadas a la acción'), (3, 'form.started', 'Formulario empezado'),
                     (4, 'form.submitted', 'Formulario enviado'), (5, 'form.stored', 'Solicitud guardada')) s(n, step, label)
        join total t on t.event = s.step
    ),
    'form', json_build_object(
      'refused', (select t.hits from total t where t.event = 'form.refused'),
      'failed', (select t.hits from total t where t.event = 'form.failed')
    ),
    'maxi', (
      select json_agg(json_build_object('step', s.step, 'label', s.label, 'count', t.hits) order by s.n)
        from (values (1, 'maxi.opened', 'Maxi abierto'), (2, 'maxi.first_message', 'Primer mensaje'), (3, 'maxi.lead', 'Solicitud guardada')) s(n, step, label)
        join total t on t.event = s.step
    ),
    'ctas', coalesce((
      select json_agg(json_build_object('cta', x.cta, 'label', x.label, 'clicks', x.hits) order by x.hits desc, x.cta)
        from (select k.cta, k.label, sum(c.hits)::integer as hits
                from counted c join private.funnel_ctas() k on k.cta = c.cta
               where c.event = 'cta' group by k.cta, k.label) x
    ), '[]'::json),
    'referrers', coalesce((
      select json_agg(json_build_object('domain', x.referrer, 'views', x.hits) order by x.hits desc, x.referrer)
        from (select c.referrer, sum(c.hits)::integer as hits from counted c where c.event = 'view' group by c.referrer) x
    ), '[]'::json),
    'devices', (
      select json_agg(json_build_object('device', d.device, 'label', d.label, 'views', coalesce(x.hits, 0)) order by d.sort)
        from private.funnel_devices() d
        left join (select c.device, sum(c.hits)::integer as hits from counted c where c.event = 'view' group by c.device) x on x.device = d.device
    )
  ) into result;
  return result;
end;
$$;

-- 10. The weekly e-mail, written once -------------------------------------------------------------------

-- 1234 → "1234", 12345 → "12.345" (Spanish: a separator from five digits on).
create function private.funnel_number(value bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when abs(value) < 10000 then value::text else replace(to_char(value, 'FM999,999,999,999'), ',', '.') end
$$;

-- part of whole: "12 %", "4,5 %", "—" when whole is 0.
create function private.funnel_percent(part bigint, whole bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when whole is null or whole = 0 then '—'
    when part = 0 then '0 %'
    when 100.0 * part / whole >= 10 then round(100.0 * part / whole)::text || ' %'
    else replace(round(100.0 * part / whole, 1)::text, '.', ',') || ' %'
  end
$$;

-- This week against the week before: "+25 %", "−10 %", "=", "nuevo", or "—" when both are 0.
create function private.funnel_change(current_value bigint, previous_value bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when current_value = 0 and previous_value = 0 then '—'
    when previous_value = 0 then 'nuevo'
    when current_value = previous_value then '='
    when current_value > previous_value then '+' || round(100.0 * (current_value - previous_value) / previous_value)::text || ' %'
    else '−' || round(100.0 * (previous_value - current_value) / previous_value)::text || ' %'
  end
$$;

-- "16–22 de noviembre de 2026", "30 de noviembre – 6 de diciembre de 2026", "29 de diciembre de 2025 – 4 de enero de 2026".
create function private.funnel_period(from_day date, to_day date)
returns text
language sql
immutable
set search_path = ''
as $$
  with months(m) as (select array['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'])
  select case
    when extract(year from from_day) <> extract(year from to_day) then
      extract(day from from_day)::integer || ' de ' || m[extract(month from from_day)::integer] || ' de ' || extract(year from from_day)::integer
      || ' – ' || extract(day from to_day)::integer || ' de ' || m[extract(month from to_day)::integer] || ' de ' || extract(year from to_day)::integer
    when extract(month from from_day) <> extract(month from to_day) then
      extract(day from from_day)::integer || ' de ' || m[extract(month from from_day)::integer]
      || ' – ' || extract(day from to_day)::integer || ' de ' || m[extract(month from to_day)::integer] || ' de ' || extract(year from to_day)::integer
    else
      extract(day from from_day)::integer || '–' || extract(day from to_day)::integer || ' de ' || m[extract(month from to_day)::integer] || ' de ' || extract(year from to_day)::integer
  end
  from months
$$;

-- A bar that mail clients draw (Outlook included): a table whose first cell is `value/max` of the width,
-- coloured with bgcolor and background. No image, no CSS that a client strips.
create function private.funnel_bar(value bigint, max_value bigint, colour text, height integer default 10)
returns text
language sql
immutable
set search_path = ''
as $$
  select '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse"><tr>'
    || case
         when coalesce(max_value, 0) = 0 or value <= 0 then
           format('<td height="%s" style="height:%spx;line-height:%spx;font-size:0;border-left:2px solid %s">&nbsp;</td>', height, height, height, colour)
         else
           format('<td width="%s%%" height="%s" bgcolor="%s" style="width:%s%%;height:%spx;line-height:%spx;font-size:0;background:%s;border-radius:2px">&nbsp;</td>',
                  greatest(1, round(100.0 * value / max_value))::integer, height, colour, greatest(1, round(100.0 * value / max_value))::integer, height, height, colour)
           || case when value < max_value then format('<td style="height:%spx;line-height:%spx;font-size:0">&nbsp;</td>', height, height) else '' end
       end
    || '</tr></table>'
$$;

-- A label padded to `width` characters for the plain-text tables (never cut, unlike rpad).
create function private.funnel_pad(label text, width integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select label || repeat(' ', greatest(0, width - char_length(label)))
$$;

-- The same bar in plain text: up to 20 blocks.
create function private.funnel_text_bar(value bigint, max_value bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(max_value, 0) = 0 or value <= 0 then '·'
              else repeat('█', greatest(1, round(20.0 * value / max_value)::integer)) end
$$;

-- The Monday e-mail about the week starting `week_start` (a Monday), against the week before: visits per
-- page, the contact funnel, Maxi's funnel, calls to action, referring sites and devices, with bars. A week
-- without any count says so.
create function private.funnel_report_email(week_start date, out subject text, out body_text text, out body_html text)
language plpgsql
stable
set search_path = ''
as $$
declare
  week_end date := week_start + 6;
  current_figures json := public.funnel_figures(week_start, week_end);
  previous_figures json := public.funnel_figures(week_start - 7, week_end - 7);
  period text := private.funnel_period(week_start, week_end);
  views bigint;
  previous_views bigint;
  leads bigint;
  previous_leads bigint;
  form_leads bigint;
  maxi_leads bigint;
  accent text := '#6d28d9';
  muted text := '#b8b5c9';
  summary text;
  text_parts text[] := array[]::text[];
  html_parts text[] := array[]::text[];
  section record;
  section_rows json;
  max_value bigint;
  rows_text text;
  rows_html text;
begin
  select coalesce(sum((p->>'views')::bigint), 0) into views from json_array_elements(current_figures->'pages') p;
  select coalesce(sum((p->>'views')::bigint), 0) into previous_views from json_array_elements(previous_figures->'pages') p;
  select coalesce(sum((s->>'count')::bigint) filter (where s->>'step' = 'form.stored'), 0) into form_leads from json_array_elements(current_figures->'funnel') s;
  select coalesce(sum((s->>'count')::bigint) filter (where s->>'step' = 'maxi.lead'), 0) into maxi_leads from json_array_elements(current_figures->'maxi') s;
  leads := form_leads + maxi_leads;
  select coalesce(sum((s->>'count')::bigint), 0) into previous_leads
    from (select s from json_array_elements(previous_figures->'funnel') s where s->>'step' = 'form.stored'
          union all select s from json_array_elements(previous_figures->'maxi') s where s->>'step' = 'maxi.lead') x;

  if not (current_figures->>'has_data')::boolean then
    subject := 'Informe semanal de la web: sin datos (' || period || ')';
    summary := 'No hay datos de esta semana: la web no registró ninguna visita, clic ni solicitud entre el lunes y el domingo ('
      || period || '). Si la web estaba publicada, comprueba que el medidor funciona (README, sección «Embudo»). '
      || case when (previous_figures->>'has_data')::boolean
              then 'La semana anterior hubo ' || private.funnel_number(previous_views) || ' visitas y ' || private.funnel_number(previous_leads) || ' solicitudes.'
              else 'La semana anterior tampoco hubo datos.' end;
    body_text := 'Informe semanal de la web · ' || period || E'\n\n' || summary;
    body_html := '<div style="font-family:Arial,Helvetica,sans-serif;color:#1f2430;max-width:600px;margin:0 auto;padding:16px">'
      || '<h1 style="font-size:20px;margin:0 0 4px">Informe semanal de la web</h1>'
      || '<p style="margin:0 0 16px;color:#5b6070">' || private.html_escape(period) || '</p>'
      || '<p style="margin:0;padding:12px;background:#f4f2fb;border-left:4px solid ' || accent || '">' || private.html_escape(summary) || '</p></div>';
    return;
  end if;

  subject := 'Informe semanal de la web: ' || private.funnel_number(views) || case when views = 1 then ' visita, ' else ' visitas, ' end || private.funnel_number(leads)
    || case when leads = 1 then ' solicitud' else ' solicitudes' end || ' (' || period || ')';
  summary := 'Visitas: ' || private.funnel_number(views) || ' (semana anterior: ' || private.funnel_number(previous_views) || ', ' || private.funnel_change(views, previous_views) || '). '
    || 'Solicitudes guardadas: ' || private.funnel_number(leads) || ' (' || private.funnel_number(form_leads) || ' por el formulario, ' || private.funnel_number(maxi_leads) || ' con Maxi; '
    || 'semana anterior: ' || private.funnel_number(previous_leads) || ').';

  -- Each section: a title, a note, and rows of (label, this week, the week before, a second column).
  for section in
    select * from (values
      (1, 'Visitas por página', 'Barra oscura: esta semana; clara: la semana anterior.', 'compare'),
      (2, 'Embudo del formulario', 'Cada paso, y qué parte es del paso anterior.', 'funnel'),
      (3, 'Embudo de Maxi', 'Cada paso, y qué parte es del paso anterior.', 'funnel'),
      (4, 'Llamadas a la acción', 'Clics en cada botón o enlace que lleva a contacto o abre Maxi.', 'compare'),
      (5, 'De dónde llegan las visitas', 'El dominio del sitio de origen (nunca la dirección completa).', 'compare'),
      (6, 'Dispositivos', 'Visitas por tipo de pantalla.', 'compare')
    ) s(n, title, note, kind)
    order by n
  loop
    -- The section's rows, as JSON: {n, label, this_week, last_week}.
    if section.n = 1 then
      -- Most visited first; pages nobody saw in either week are left out.
      select json_agg(json_build_object('n', x.n, 'label', x.label, 'this_week', x.this_week, 'last_week', x.last_week) order by x.n)
        into section_rows
        from (select row_number() over (order by (c->>'views')::bigint desc, (p->>'views')::bigint desc, i) as n, c->>'label' as label,
                     (c->>'views')::bigint as this_week, (p->>'views')::bigint as last_week
                from json_array_elements(current_figures->'pages') with ordinality c(c, i)
                join json_array_elements(previous_figures->'pages') with ordinality p(p, j) on i = j
               where (c->>'views')::bigint > 0 or (p->>'views')::bigint > 0) x;
    elsif section.n in (2, 3) then
      select json_agg(json_build_object('n', i, 'label', c->>'label', 'this_week', (c->>'count')::bigint, 'last_week', (p->>'count')::bigint) order by i)
        into section_rows
        from json_array_elements(current_figures->(case section.n when 2 then 'funnel' else 'maxi' end)) with ordinality c(c, i)
        join json_array_elements(previous_figures->(case section.n when 2 then 'funnel' else 'maxi' end)) with ordinality p(p, j) on i = j;
    elsif section.n = 4 then
      select json_agg(json_build_object('n', x.n, 'label', x.label, 'this_week', x.this_week, 'last_week', x.last_week) order by x.n)
        into section_rows
        from (select row_number() over (order by coalesce(c.clicks, 0) desc, coalesce(p.clicks, 0) desc, k.cta) as n, k.label,
                     coalesce(c.clicks, 0) as this_week, coalesce(p.clicks, 0) as last_week
                from private.funnel_ctas() k
                left join (select x->>'cta' as cta, (x->>'clicks')::bigint as clicks from json_array_elements(current_figures->'ctas') x) c on c.cta = k.cta
                left join (select x->>'cta' as cta, (x->>'clicks')::bigint as clicks from json_array_elements(previous_figures->'ctas') x) p on p.cta = k.cta
               where coalesce(c.clicks, 0) > 0 or coalesce(p.clicks, 0) > 0) x;
    elsif section.n = 5 then
      -- The ten sites that sent the most visits this week (then last week); never a link, only the name.
      select json_agg(json_build_object('n', x.n, 'label', x.label, 'this_week', x.this_week, 'last_week', x.last_week) order by x.n)
        into section_rows
        from (select row_number() over (order by coalesce(c.views, 0) desc, coalesce(p.views, 0) desc, d.domain) as n,
                     case d.domain when '' then 'Directo o sin referencia' when '*' then 'Otros sitios' else d.domain end as label,
                     coalesce(c.views, 0) as this_week, coalesce(p.views, 0) as last_week
                from (select x->>'domain' as domain from json_array_elements(current_figures->'referrers') x
                      union select x->>'domain' from json_array_elements(previous_figures->'referrers') x) d
                left join (select x->>'domain' as domain, (x->>'views')::bigint as views from json_array_elements(current_figures->'referrers') x) c on c.domain = d.domain
                left join (select x->>'domain' as domain, (x->>'views')::bigint as views from json_array_elements(previous_figures->'referrers') x) p on p.domain = d.domain) x
       where x.n <= 10;
    else
      select json_agg(json_build_object('n', i, 'label', c->>'label', 'this_week', (c->>'views')::bigint, 'last_week', (p->>'views')::bigint) order by i)
        into section_rows
        from json_array_elements(current_figures->'devices') with ordinality c(c, i)
        join json_array_elements(previous_figures->'devices') with ordinality p(p, j) on i = j;
    end if;

    select greatest(coalesce(max((r->>'this_week')::bigint), 0), coalesce(max((r->>'last_week')::bigint), 0))
      into max_value from json_array_elements(coalesce(section_rows, '[]'::json)) r;

    if section_rows is null then
      rows_text := '  (nada esta semana ni la anterior)';
      rows_html := '<tr><td colspan="3" style="padding:6px 0;color:#5b6070;font-size:14px">Nada esta semana ni la anterior.</td></tr>';
    elsif section.kind = 'funnel' then
      select string_agg(
               '  ' || private.funnel_pad(r.label, 30) || ' ' || rpad(private.funnel_text_bar(r.this_week, max_value), 21) || ' ' || lpad(private.funnel_number(r.this_week), greatest(6, char_length(private.funnel_number(r.this_week))))
               || case when r.n = 1 then '' else '  (' || private.funnel_percent(r.this_week, r.previous_step) || ' del paso anterior)' end
               || '  · semana anterior: ' || private.funnel_number(r.last_week),
               E'\n' order by r.n),
             string_agg(
               '<tr><td width="36%" valign="top" style="padding:6px 8px 6px 0;font-size:14px">' || private.html_escape(r.label) || '</td>'
               || '<td width="40%" valign="middle" style="padding:6px 0">' || private.funnel_bar(r.this_week, max_value, accent, 14) || '</td>'
               || '<td width="24%" align="right" valign="top" style="padding:6px 0 6px 8px;font-size:14px;white-space:nowrap"><strong>' || private.funnel_number(r.this_week) || '</strong>'
               || '<br><span style="font-size:12px;color:#5b6070">' || case when r.n = 1 then 'semana ant.: ' || private.funnel_number(r.last_week)
                    else private.html_escape(private.funnel_percent(r.this_week, r.previous_step)) || ' del anterior' end || '</span></td></tr>',
               '' order by r.n)
        into rows_text, rows_html
        from (select f.*, lag(f.this_week) over (order by f.n) as previous_step
                from json_to_recordset(section_rows) as f(n integer, label text, this_week bigint, last_week bigint)) r;
    else
      select string_agg(
               '  ' || private.funnel_pad(r.label, 30) || ' ' || rpad(private.funnel_text_bar(r.this_week, max_value), 21) || ' ' || lpad(private.funnel_number(r.this_week), greatest(6, char_length(private.funnel_number(r.this_week))))
               || '  · semana anterior: ' || private.funnel_number(r.last_week) || ' (' || private.funnel_change(r.this_week, r.last_week) || ')',
               E'\n' order by r.n),
             string_agg(
               '<tr><td width="36%" valign="top" style="padding:6px 8px 6px 0;font-size:14px;word-break:break-word">' || private.html_escape(r.label) || '</td>'
               || '<td width="40%" valign="middle" style="padding:6px 0">' || private.funnel_bar(r.this_week, max_value, accent, 10)
               || '<div style="height:3px;line-height:3px;font-size:0">&nbsp;</div>' || private.funnel_bar(r.last_week, max_value, muted, 6) || '</td>'
               || '<td width="24%" align="right" valign="top" style="padding:6px 0 6px 8px;font-size:14px;white-space:nowrap"><strong>' || private.funnel_number(r.this_week) || '</strong>'
               || '<br><span style="font-size:12px;color:#5b6070">' || private.funnel_number(r.last_week) || ' · ' || private.html_escape(private.funnel_change(r.this_week, r.last_week)) || '</span></td></tr>',
               '' order by r.n)
        into rows_text, rows_html
        from json_to_recordset(section_rows) as r(n integer, label text, this_week bigint, last_week bigint);
    end if;

    if section.n = 2 then
      rows_text := rows_text || E'\n  Rechazados por la validación: ' || private.funnel_number((current_figures->'form'->>'refused')::bigint)
        || ' · Fallos al enviar: ' || private.funnel_number((current_figures->'form'->>'failed')::bigint);
      rows_html := rows_html || '<tr><td colspan="3" style="padding:6px 0;font-size:13px;color:#5b6070">Rechazados por la validación: '
        || private.funnel_number((current_figures->'form'->>'refused')::bigint) || ' · Fallos al enviar: '
        || private.funnel_number((current_figures->'form'->>'failed')::bigint) || '</td></tr>';
    end if;

    text_parts := text_parts || (upper(section.title) || E'\n' || section.note || E'\n' || rows_text);
    html_parts := html_parts || ('<h2 style="font-size:16px;margin:24px 0 2px">' || private.html_escape(section.title) || '</h2>'
      || '<p style="margin:0 0 8px;font-size:13px;color:#5b6070">' || private.html_escape(section.note) || '</p>'
      || '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">' || rows_html || '</table>');
  end loop;

  body_text := 'Informe semanal de la web · ' || period || E'\n\n' || summary || E'\n\n'
    || array_to_string(text_parts, E'\n\n')
    || E'\n\nMedición propia y anónima: recuentos por día, sin cookies, sin direcciones IP y sin ningún identificador de visitante; '
    || 'quien tiene activado «No rastrear» o Global Privacy Control no se cuenta. Otro periodo: npm run funnel -- --from AAAA-MM-DD --to AAAA-MM-DD.';
  body_html := '<div style="font-family:Arial,Helvetica,sans-serif;color:#1f2430;max-width:600px;margin:0 auto;padding:16px">'
    || '<h1 style="font-size:20px;margin:0 0 4px">Informe semanal de la web</h1>'
    || '<p style="margin:0 0 16px;color:#5b6070">' || private.html_escape(period) || '</p>'
    || '<p style="margin:0;padding:12px;background:#f4f2fb;border-left:4px solid ' || accent || ';font-size:15px">' || private.html_escape(summary) || '</p>'
    || array_to_string(html_parts, '')
    || '<p style="margin:24px 0 0;font-size:12px;color:#5b6070">Medición propia y anónima: recuentos por día, sin cookies, sin direcciones IP y sin ningún identificador de visitante; '
    || 'quien tiene activado «No rastrear» o Global Privacy Control no se cuenta. Otro periodo: <code>npm run funnel -- --from AAAA-MM-DD --to AAAA-MM-DD</code>.</p></div>';
end;
$$;

-- 11. The weekly outbox ------------------------------------------------------------------------------------

create table private.funnel_reports (
  week_start date primary key check (extract(isodow from week_start) = 1),
  created_at timestamptz not null default now(),
  claim_token uuid,
  claimed_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  retry_at timestamptz,
  sent_at timestamptz
);

-- The week whose report is due at `at`: the last complete week (Monday to Sunday) once Monday's 08:00
-- (Madrid) has come, the one before until then.
create function private.funnel_due_week(at timestamptz)
returns date
language plpgsql
stable
set search_path = ''
as $$
declare
  limits record;
  local_time timestamp;
  monday date;
begin
  select * into limits from private.funnel_limits();
  local_time := at at time zone limits.time_zone;
  monday := date_trunc('week', local_time)::date;
  return case when local_time >= monday + limits.report_time then monday - 7 else monday - 14 end;
end;
$$;

-- Claims the report due at `at`, if it was not sent and nobody holds it: the same lease and backoff as
-- the lead e-mails. Only the latest due week is sent; an older one missed while no notifier ran is not
-- (npm run funnel gives any period). Owner only: the notifiers call public.claim_funnel_report().
create function private.claim_funnel_report_at(at timestamptz, lease_seconds integer)
returns table (week_start date, claim_token uuid, email_subject text, email_text text, email_html text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  week date := private.funnel_due_week(at);
  lease interval := make_interval(secs => greatest(10, least(coalesce(lease_seconds, 300), 3600)));
  picked private.funnel_reports;
  mail record;
begin
  perform pg_advisory_xact_lock(hashtextextended('funnel:report', 0));
  if week < (select s.first_week from private.funnel_settings s) then
    return;
  end if;
  insert into private.funnel_reports (week_start) values (week) on conflict on constraint funnel_reports_pkey do nothing;
  update private.funnel_reports r
     set claim_token = gen_random_uuid(), claimed_until = at + lease, attempts = r.attempts + 1
   where r.week_start = week
     and r.sent_at is null
     and (r.claimed_until is null or r.claimed_until <= at)
     and (r.retry_at is null or r.retry_at <= at)
  returning r.* into picked;
  if not found then
    return;
  end if;
  select * into mail from private.funnel_report_email(week);
  return query select picked.week_start, picked.claim_token, mail.subject, mail.body_text, mail.body_html;
end;
$$;

create function public.claim_funnel_report(lease_seconds integer default 300)
returns table (week_start date, claim_token uuid, email_subject text, email_text text, email_html text)
language sql
volatile
security definer
set search_path = ''
as $$
  select * from private.claim_funnel_report_at(now(), lease_seconds)
$$;

-- The report went out. True when this call recorded it.
create function public.mark_funnel_report_sent(week_start date)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with sent as (
    update private.funnel_reports r
       set sent_at = now(), claim_token = null, claimed_until = null, retry_at = null, last_error = null
     where r.week_start = mark_funnel_report_sent.week_start and r.sent_at is null
    returning 1
  )
  select exists (select 1 from sent)
$$;

-- The report failed: retried after 30 s, 1, 2, 4, 8 minutes, then every 10. Ignored (null) if the claim
-- is no longer the caller's.
create function public.record_funnel_report_failure(week_start date, claim_token uuid, error_message text)
returns timestamptz
language sql
volatile
security definer
set search_path = ''
as $$
  update private.funnel_reports r
     set last_error = left(coalesce(nullif(error_message, ''), 'error desconocido'), 1000),
         claimed_until = null,
         claim_token = null,
         retry_at = now() + least(interval '10 minutes', interval '30 seconds' * power(2, least(greatest(r.attempts - 1, 0), 10)))
   where r.week_start = record_funnel_report_failure.week_start
     and r.sent_at is null
     and r.claim_token = record_funnel_report_failure.claim_token
  returning r.retry_at
$$;

-- 12. Retention: counters 25 months, keys and salts a day ------------------------------------------------

drop function private.retention_periods();

-- The periods, once: the privacy policy states the same (a test compares them).
create function private.retention_periods()
returns table (
  contact_requests interval,
  address_hashes interval,
  chat_admissions interval,
  conversations interval,
  funnel_counters interval,
  funnel_keys interval
)
language sql
stable
set search_path = ''
as $$
  select interval '12 months', interval '24 hours', interval '24 hours', (select l.retention from private.maxi_limits() l),
         interval '25 months', interval '24 hours'
$$;

-- As in 20261126090200_retention.sql, plus the funnel: counters of days more than 25 months before the
-- day of `at` (Madrid), the flood keys older than a day, the salts of past days (so no key of an earlier
-- day can be computed again), and report records as old as the counters.
create or replace function private.apply_retention_at(at timestamptz)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  periods record;
  contacts_deleted integer;
  hashes_cleared integer;
  admissions_deleted integer;
  conversations_deleted integer;
  digests_deleted integer;
  funnel_counts_deleted integer;
  funnel_keys_deleted integer;
  salts_deleted integer;
  today date := private.funnel_day(at);
begin
  select * into periods from private.retention_periods();

  delete from public.contacts c
   where lower(c.email) in (
     select lower(e.email) from public.contacts e
      group by lower(e.email)
     having max(e.created_at) < at - periods.contact_requests
   );
  get diagnostics contacts_deleted = row_count;

  update public.contacts c
     set client_hash = null, network_hash = null
   where (c.client_hash is not null or c.network_hash is not null)
     and c.created_at < at - periods.address_hashes;
  get diagnostics hashes_cleared = row_count;

  delete from private.maxi_admissions a where a.admitted_at < at - periods.chat_admissions;
  get diagnostics admissions_deleted = row_count;

  delete from public.maxi_chat_histories h where h.created_at < at - periods.conversations;
  get diagnostics conversations_deleted = row_count;

  delete from private.lead_digests d where d.sent_at < at - periods.contact_requests;
  get diagnostics digests_deleted = row_count;

  delete from private.funnel_counts c where c.day < (today - periods.funnel_counters)::date;
  get diagnostics funnel_counts_deleted = row_count;
  delete from private.funnel_reports r where r.week_start < (today - periods.funnel_counters)::date;

  delete from private.funnel_flood f where f.window_start < at - periods.funnel_keys;
  get diagnostics funnel_keys_deleted = row_count;
  delete from private.funnel_salts s where s.day < today;
  get diagnostics salts_deleted = row_count;

  return json_build_object(
    'contacts_deleted', contacts_deleted,
    'hashes_cleared', hashes_cleared,
    'admissions_deleted', admissions_deleted,
    'conversations_deleted', conversations_deleted,
    'digests_deleted', digests_deleted,
    'funnel_counts_deleted', funnel_counts_deleted,
    'funnel_keys_deleted', funnel_keys_deleted + salts_deleted
  );
end;
$$;

-- 13. Who may call what ----------------------------------------------------------------------------------

revoke all on function private.funnel_pages() from public, anon, authenticated, service_role;
revoke all on function private.funnel_events() from public, anon, authenticated, service_role;
revoke all on function private.funnel_ctas() from public, anon, authenticated, service_role;
revoke all on function private.funnel_devices() from public, anon, authenticated, service_role;
revoke all on function private.funnel_limits() from public, anon, authenticated, service_role;
revoke all on function private.funnel_day(timestamptz) from public, anon, authenticated, service_role;
revoke all on function private.funnel_count(date, text, text, text, text, text) from public, anon, authenticated, service_role;
revoke all on function private.request_client_groups() from public, anon, authenticated, service_role;
revoke all on function private.request_client_hashes() from public, anon, authenticated, service_role;
revoke all on function private.funnel_salt(date) from public, anon, authenticated, service_role;
revoke all on function private.funnel_is_bot(text) from public, anon, authenticated, service_role;
revoke all on function private.funnel_count_lead() from public, anon, authenticated, service_role;
revoke all on function private.funnel_number(bigint) from public, anon, authenticated, service_role;
revoke all on function private.funnel_percent(bigint, bigint) from public, anon, authenticated, service_role;
revoke all on function private.funnel_change(bigint, bigint) from public, anon, authenticated, service_role;
revoke all on function private.funnel_period(date, date) from public, anon, authenticated, service_role;
revoke all on function private.funnel_bar(bigint, bigint, text, integer) from public, anon, authenticated, service_role;
revoke all on function private.funnel_text_bar(bigint, bigint) from public, anon, authenticated, service_role;
revoke all on function private.funnel_pad(text, integer) from public, anon, authenticated, service_role;
revoke all on function private.funnel_report_email(date) from public, anon, authenticated, service_role;
revoke all on function private.funnel_due_week(timestamptz) from public, anon, authenticated, service_role;
revoke all on function private.claim_funnel_report_at(timestamptz, integer) from public, anon, authenticated, service_role;
revoke all on function private.retention_periods() from public, anon, authenticated, service_role;
revoke all on function private.apply_retention_at(timestamptz) from public, anon, authenticated, service_role;

-- The collector: anon (and a signed-in browser) may count a hit, nothing else of the funnel.
revoke all on function public.funnel_hit(text) from public, anon, authenticated, service_role;
grant execute on function public.funnel_hit(text) to anon, authenticated;

-- The report's reader: claim, mark and record the weekly e-mail, and read the figures.
revoke all on function public.funnel_figures(date, date) from public, anon, authenticated, service_role;
revoke all on function public.claim_funnel_report(integer) from public, anon, authenticated, service_role;
revoke all on function public.mark_funnel_report_sent(date) from public, anon, authenticated, service_role;
revoke all on function public.record_funnel_report_failure(date, uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.funnel_figures(date, date) to funnel_reporter;
grant execute on function public.claim_funnel_report(integer) to funnel_reporter;
grant execute on function public.mark_funnel_report_sent(date) to funnel_reporter;
grant execute on function public.record_funnel_report_failure(date, uuid, text) to funnel_reporter;
