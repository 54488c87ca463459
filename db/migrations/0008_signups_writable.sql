-- Whether the public role could store a sign-up now: the table is there and the role may insert
-- every column the site sends. /readyz asks this on Supabase, where the key may not read the table
-- and the data API's root answers even when a migration is missing. Says nothing about any
-- address, and only reads, so it is asked with a GET. For both stores; safe to run twice.
create or replace function public.signups_writable() returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select bool_and(has_column_privilege('public.email_submissions', name, 'INSERT'))
  from unnest(array['email', 'suggested_festival', 'notice_version', 'form_path', 'edition']) as name
$$;

-- Postgres grants EXECUTE to PUBLIC by default, and Supabase to its API roles: only the public
-- role, which it is about, and the operator's may ask.
revoke all on function public.signups_writable() from public;
grant execute on function public.signups_writable() to anon;
do $$
begin
  if exists (select from pg_roles where rolname = 'authenticated') then
    revoke all on function public.signups_writable() from authenticated;
  end if;
  if exists (select from pg_roles where rolname = 'service_role') then
    grant execute on function public.signups_writable() to service_role;
  end if;
end
$$;
