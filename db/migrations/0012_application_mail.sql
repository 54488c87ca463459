-- The application's confirmation mail passes the same budget as every mail to a person (0010's
-- claim_mail): at most one per interval and three in any 24 hours, per application, and only while
-- its address is unconfirmed and it is pending. For both stores; safe to run twice.

alter table public.applications add column if not exists mail_times timestamptz[] not null default '{}';

-- Claims the right to mail the application's address now. Check and claim are one statement, so
-- two applications at once send one mail.
create or replace function public.application_claim_mail(
  event text,
  address text,
  mailed_at timestamptz,
  min_interval_seconds integer
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.applications set
    mail_times = array(
      select sent from unnest(mail_times) as sent where sent > mailed_at - interval '1 day' order by sent
    ) || mailed_at
  where event_id = event and email = address and status = 'pending' and confirmed_at is null
    and not exists (
      select from unnest(mail_times) as sent
      where sent > mailed_at - make_interval(secs => greatest(min_interval_seconds, 0))
    )
    and (select count(*) from unnest(mail_times) as sent where sent > mailed_at - interval '1 day') < 3;
  return found;
end
$$;

-- Gives back a claim whose mail could not go, so a re-send may go at once.
create or replace function public.application_release_mail(event text, address text, mailed_at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.applications set mail_times = array_remove(mail_times, mailed_at)
  where event_id = event and email = address and mailed_at = any(mail_times);
  return found;
end
$$;

-- As 0011: no API role calls these; the server's own store does.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.application_claim_mail(text, text, timestamptz, integer)',
    'public.application_release_mail(text, text, timestamptz)'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    if exists (select from pg_roles where rolname = 'authenticated') then
      execute format('revoke all on function %s from authenticated', fn);
    end if;
    if exists (select from pg_roles where rolname = 'service_role') then
      execute format('grant execute on function %s to service_role', fn);
    end if;
  end loop;
end
$$;
