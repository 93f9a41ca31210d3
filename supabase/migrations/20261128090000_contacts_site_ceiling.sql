-- A ceiling on the requests stored per day for the whole site (issue 34). The per-client and per-network
-- bounds stop one connection or one /48; nothing stopped a flood from many networks from storing rows
-- without end (150 a day per /48). Past the ceiling the form refuses with PT503 (HTTP 503) and tells the
-- visitor, in the content's words, to call or write instead; what they typed stays in the form.
--
-- Why 2,000 a day: a small agency gets a few requests a day and a busy campaign day a few dozen, so a
-- genuine day never comes near it; and twice the largest flood the abuse benchmark plays (1,000 requests
-- from 1,000 networks), so such a flood still leaves room for the genuine lead that follows it. 2,000 rows
-- are about 3 MB and ten digest e-mails. Reaching it takes a flood from at least 14 /48s (150 each) or 40
-- IPv4 addresses (50 each), and from then on the form sends people to the phone and e-mail until the
-- oldest of those rows is 24 hours old. Configurable, as the owner:
--   update private.contacts_settings set max_site_requests_per_day = 5000;

create table private.contacts_settings (
  singleton boolean primary key default true check (singleton),
  max_site_requests_per_day integer not null default 2000 check (max_site_requests_per_day > 0)
);
insert into private.contacts_settings default values;

comment on table private.contacts_settings is
  'The form''s site-wide ceiling: requests stored through the API per 24 hours. update private.contacts_settings set max_site_requests_per_day = …;';

-- Counted like the other bounds, after the CHECK constraints and including this request's row: rows stored
-- through the API (they carry a client or network hash until retention clears it after 24 hours, which
-- is also the window). The site lock comes after the client's and the network's, as everywhere.
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
  ceiling integer;
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

  perform pg_advisory_xact_lock(hashtextextended('contacts:site', 0));
  select s.max_site_requests_per_day into ceiling from private.contacts_settings s;
  select count(*) into recent
    from public.contacts c
   where (c.client_hash is not null or c.network_hash is not null)
     and c.created_at > now() - interval '24 hours';
  if recent > ceiling then
    raise exception using
      errcode = 'PT503',
      message = 'La web ha recibido hoy todas las solicitudes que admite el formulario: escríbenos o llámanos.',
      hint = format('Límite de toda la web: %s solicitudes cada 24 horas.', ceiling);
  end if;
  return null;
end;
$$;

-- For npm run check:backend: the ceiling beside the other bounds (otherwise as 20261126090200_retention.sql).
create or replace function public.contacts_intake_rules()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  scheduled boolean := false;
begin
  if to_regclass('cron.job') is not null then
    execute 'select exists (select 1 from cron.job where jobname = $1 and active)' into scheduled using 'apply-retention';
  end if;
  return json_build_object(
    'one_row_per_request', true,
    'per_client_limits', (
      select json_agg(json_build_object('window_seconds', extract(epoch from l.time_window)::integer, 'max_requests', l.max_requests))
        from private.contacts_client_limits() l
    ),
    'per_network_limits', (
      select json_agg(json_build_object('window_seconds', extract(epoch from l.time_window)::integer, 'max_requests', l.max_requests))
        from private.contacts_network_limits() l
    ),
    'site_limit', (
      select json_build_object('window_seconds', 86400, 'max_requests', s.max_site_requests_per_day)
        from private.contacts_settings s
    ),
    'delivery', (
      select json_build_object(
        'max_alerts_per_network_per_day', d.max_alerts_per_network_per_day,
        'max_alerts_per_email_per_day', d.max_alerts_per_email_per_day,
        'max_alerts_per_hour', d.max_alerts_per_hour,
        'digest_time', to_char(d.digest_time, 'HH24:MI') || ' ' || d.digest_time_zone
      ) from private.lead_delivery_limits() d
    ),
    'retention', json_build_object(
      'scheduled', scheduled,
      'last_run_at', (select r.last_run_at from private.retention_runs r)
    ),
    'client_address_seen', private.request_client_address() is not null
  );
end;
$$;
