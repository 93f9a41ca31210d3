-- The funnel counts the case studies (issue 36) as it counts the blog (20261130090000_funnel_articles.sql):
--
--   * The list "/casos-de-exito/" is a page; a case is the page kind '/casos-de-exito/:slug/', sent with its
--     slug ("a" in the beacon, as an article's) and counted per slug in funnel_counts.article, which from
--     now on holds the slug of either kind. The collector sends only the slugs the build published.
--   * private.funnel_articles, the slugs admitted so far, gains the kind ("page"): a case and an article may
--     share a slug, and the daily bound on new slugs (max_new_articles_per_day) counts each kind apart, so
--     a day of many articles never keeps a new case out of the report.
--   * A call to action "case.contact": the case's own button to the contact page.
--   * public.funnel_figures gains "cases" and the Monday e-mail the section «Casos de éxito más vistos de la
--     semana», after the articles'. The site's lists: src/contracts/funnel-names.ts.
-- The functions below are those of 20261130090000_funnel_articles.sql with these changes only.

-- 1. The lists --------------------------------------------------------------------------------------------

create or replace function private.funnel_pages()
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
    ('/blog/', 'Blog (lista de artículos)', 9),
    ('/blog/:slug/', 'Artículos del blog (todos)', 10),
    ('/casos-de-exito/', 'Casos de éxito (lista)', 11),
    ('/casos-de-exito/:slug/', 'Casos de éxito (todos)', 12),
    ('/404/', 'Página no encontrada (404)', 13)
$$;

create or replace function private.funnel_ctas()
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
    ('maxi.enlace', 'Enlace a contacto en una respuesta de Maxi'),
    ('article.contact', 'Artículo: su llamada a contacto'),
    ('case.contact', 'Caso de éxito: su llamada a contacto')
$$;

-- 2. The slugs admitted, per kind -------------------------------------------------------------------------

alter table private.funnel_articles
  add column page text not null default '/blog/:slug/' check (page in ('/blog/:slug/', '/casos-de-exito/:slug/'));
alter table private.funnel_articles drop constraint funnel_articles_pkey;
alter table private.funnel_articles add primary key (page, slug);
drop index private.funnel_articles_first_seen;
create index funnel_articles_first_seen on private.funnel_articles (page, first_seen);

comment on table private.funnel_articles is
  'The article and case slugs the funnel has admitted ("page": the kind), with the day (Madrid) each was first seen: the daily bound on new slugs of a kind counts these.';

-- 3. The counters: a case's slug too ----------------------------------------------------------------------

alter table private.funnel_counts drop constraint funnel_counts_article;
alter table private.funnel_counts
  add constraint funnel_counts_article check ((page in ('/blog/:slug/', '/casos-de-exito/:slug/')) = (article <> ''));

-- 4. The hit: a case is counted like an article -----------------------------------------------------------

-- {"p": '/blog/:slug/' or '/casos-de-exito/:slug/', "a": slug, "e": …}; "a" on any other page is refused
-- (400), as is a slug of the wrong shape; a new slug past the day's bound for its kind gets 429.
create or replace function public.funnel_hit(text)
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
  hit_article text := '';
  max_new_articles integer;
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
  -- An article is the page kind '/blog/:slug/' plus its slug ("a"), a case study '/casos-de-exito/:slug/'
  -- plus its slug; no other page carries one.
  if hit_page in ('/blog/:slug/', '/casos-de-exito/:slug/') then
    hit_article := hit->>'a';
    if json_typeof(hit->'a') is distinct from 'string' or not private.funnel_is_article_slug(hit_article) then
      raise exception using errcode = '22023', message = 'Medición no válida: artículo o caso no válido.';
    end if;
  elsif hit->'a' is not null then
    raise exception using errcode = '22023', message = 'Medición no válida: solo un artículo o un caso lleva «a».';
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
  -- A slug never seen before is admitted only while fewer than max_new_articles_per_day new slugs of its
  -- kind (articles, cases) were admitted today, whoever sends them: a script cannot fill the report with
  -- names of its own.
  if hit_article <> '' and not exists (select 1 from private.funnel_articles a where a.page = hit_page and a.slug = hit_article) then
    perform pg_advisory_xact_lock(hashtextextended('funnel:articles', 0));
    select s.max_new_articles_per_day into max_new_articles from private.funnel_settings s;
    if not exists (select 1 from private.funnel_articles a where a.page = hit_page and a.slug = hit_article) then
      if (select count(*) from private.funnel_articles a where a.page = hit_page and a.first_seen = today) >= max_new_articles then
        raise exception using
          errcode = 'PT429',
          message = case hit_page when '/blog/:slug/' then 'La web ya ha admitido hoy todos los artículos nuevos que admite.'
                                  else 'La web ya ha admitido hoy todos los casos de éxito nuevos que admite.' end,
          hint = format('Como mucho %s nuevos de cada tipo al día (private.funnel_settings).', max_new_articles);
      end if;
      insert into private.funnel_articles (page, slug, first_seen) values (hit_page, hit_article, today);
    end if;
  end if;

  insert into private.funnel_flood as f (key, window_start, hits)
  values (client_key, slot, 1), (network_key, slot, 1)
  on conflict (key, window_start) do update set hits = f.hits + 1;
  perform private.funnel_count(today, hit_page, hit_event, hit_cta, hit_referrer, hit_device, hit_article);
end;
$$;

-- 5. The figures: the most viewed cases -------------------------------------------------------------------

-- As before, plus
--   cases  the 20 cases most viewed in the period, as "articles": views, and clicks to contact made on the case
create or replace function public.funnel_figures(from_day date, to_day date)
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
    ),
    'articles', coalesce((
      select json_agg(json_build_object('slug', x.article, 'views', x.views, 'contact_clicks', x.clicks) order by x.views desc, x.clicks desc, x.article)
        from (select c.article,
                     coalesce(sum(c.hits) filter (where c.event = 'view'), 0)::integer as views,
                     coalesce(sum(c.hits) filter (where c.event = 'cta' and c.cta <> 'maxi.abrir'), 0)::integer as clicks
                from counted c
               where c.page = '/blog/:slug/'
               group by c.article
              having sum(c.hits) filter (where c.event = 'view') > 0
                  or sum(c.hits) filter (where c.event = 'cta' and c.cta <> 'maxi.abrir') > 0
               order by 2 desc, 3 desc, 1
               limit 20) x
    ), '[]'::json),
    'cases', coalesce((
      select json_agg(json_build_object('slug', x.article, 'views', x.views, 'contact_clicks', x.clicks) order by x.views desc, x.clicks desc, x.article)
        from (select c.article,
                     coalesce(sum(c.hits) filter (where c.event = 'view'), 0)::integer as views,
                     coalesce(sum(c.hits) filter (where c.event = 'cta' and c.cta <> 'maxi.abrir'), 0)::integer as clicks
                from counted c
               where c.page = '/casos-de-exito/:slug/'
               group by c.article
              having sum(c.hits) filter (where c.event = 'view') > 0
                  or sum(c.hits) filter (where c.event = 'cta' and c.cta <> 'maxi.abrir') > 0
               order by 2 desc, 3 desc, 1
               limit 20) x
    ), '[]'::json)
  ) into result;
  return result;
end;
$$;

-- 6. The Monday e-mail: «Casos de éxito más vistos de la semana», after the articles ---------------------

create or replace function private.funnel_report_email(week_start date, out subject text, out body_text text, out body_html text)
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

  -- Each section: a title, a note, and rows of (label, this week, the week before, a second column); the
  -- articles' and the cases' rows are (label, views, clicks to contact), this week only.
  for section in
    select * from (values
      (1, 1, 'Visitas por página', 'Barra oscura: esta semana; clara: la semana anterior.', 'compare'),
      (7, 2, 'Artículos más leídos de la semana', 'Los diez artículos más leídos: visitas (la barra) y clics desde cada uno hacia contacto.', 'articles'),
      (8, 3, 'Casos de éxito más vistos de la semana', 'Los diez casos más vistos: visitas (la barra) y clics desde cada uno hacia contacto.', 'articles'),
      (2, 4, 'Embudo del formulario', 'Cada paso, y qué parte es del paso anterior.', 'funnel'),
      (3, 5, 'Embudo de Maxi', 'Cada paso, y qué parte es del paso anterior.', 'funnel'),
      (4, 6, 'Llamadas a la acción', 'Clics en cada botón o enlace que lleva a contacto o abre Maxi.', 'compare'),
      (5, 7, 'De dónde llegan las visitas', 'El dominio del sitio de origen (nunca la dirección completa).', 'compare'),
      (6, 8, 'Dispositivos', 'Visitas por tipo de pantalla.', 'compare')
    ) s(n, pos, title, note, kind)
    order by pos
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
    elsif section.n in (7, 8) then
      select json_agg(json_build_object('n', i, 'label', (case section.n when 7 then '/blog/' else '/casos-de-exito/' end) || (a->>'slug') || '/',
                                        'this_week', (a->>'views')::bigint, 'clicks', (a->>'contact_clicks')::bigint) order by i)
        into section_rows
        from json_array_elements(current_figures->(case section.n when 7 then 'articles' else 'cases' end)) with ordinality a(a, i)
       where i <= 10;
    else
      select json_agg(json_build_object('n', i, 'label', c->>'label', 'this_week', (c->>'views')::bigint, 'last_week', (p->>'views')::bigint) order by i)
        into section_rows
        from json_array_elements(current_figures->'devices') with ordinality c(c, i)
        join json_array_elements(previous_figures->'devices') with ordinality p(p, j) on i = j;
    end if;

    select greatest(coalesce(max((r->>'this_week')::bigint), 0), coalesce(max((r->>'last_week')::bigint), 0))
      into max_value from json_array_elements(coalesce(section_rows, '[]'::json)) r;

    if section_rows is null and section.n = 7 then
      rows_text := '  (ningún artículo leído esta semana)';
      rows_html := '<tr><td colspan="3" style="padding:6px 0;color:#5b6070;font-size:14px">Ningún artículo leído esta semana.</td></tr>';
    elsif section_rows is null and section.n = 8 then
      rows_text := '  (ningún caso de éxito visto esta semana)';
      rows_html := '<tr><td colspan="3" style="padding:6px 0;color:#5b6070;font-size:14px">Ningún caso de éxito visto esta semana.</td></tr>';
    elsif section_rows is null then
      rows_text := '  (nada esta semana ni la anterior)';
      rows_html := '<tr><td colspan="3" style="padding:6px 0;color:#5b6070;font-size:14px">Nada esta semana ni la anterior.</td></tr>';
    elsif section.kind = 'articles' then
      select string_agg(
               -- Two lines each: an address is up to 87 characters, too long for the table's first column.
               '  ' || r.label || E'\n    ' || rpad(private.funnel_text_bar(r.this_week, max_value), 21) || ' ' || lpad(private.funnel_number(r.this_week), 6)
               || case when r.this_week = 1 then ' visita' else ' visitas' end
               || ' · ' || private.funnel_number(r.clicks) || case when r.clicks = 1 then ' clic' else ' clics' end || ' a contacto (' || private.funnel_percent(r.clicks, r.this_week) || ')',
               E'\n' order by r.n),
             string_agg(
               '<tr><td width="36%" valign="top" style="padding:6px 8px 6px 0;font-size:14px;word-break:break-word">' || private.html_escape(r.label) || '</td>'
               || '<td width="40%" valign="middle" style="padding:6px 0">' || private.funnel_bar(r.this_week, max_value, accent, 10) || '</td>'
               || '<td width="24%" align="right" valign="top" style="padding:6px 0 6px 8px;font-size:14px;white-space:nowrap"><strong>' || private.funnel_number(r.this_week) || '</strong>'
               || '<br><span style="font-size:12px;color:#5b6070">' || private.funnel_number(r.clicks) || case when r.clicks = 1 then ' clic' else ' clics' end
               || ' a contacto · ' || private.html_escape(private.funnel_percent(r.clicks, r.this_week)) || '</span></td></tr>',
               '' order by r.n)
        into rows_text, rows_html
        from json_to_recordset(section_rows) as r(n integer, label text, this_week bigint, clicks bigint);
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
