-- The sign-up rate limit shared by every instance (issue 21): on the edge each isolate or
-- function instance has its own memory, so the count lives in the database instead. The public
-- role reaches the table only through take_signup_attempt(); safe to run twice.

create table if not exists public.signup_attempts (
  client_key text not null,
  window_start timestamptz not null,
  attempts integer not null,
  primary key (client_key, window_start),
  constraint signup_attempts_client_key_length check (char_length(client_key) between 1 and 128)
);

alter table public.signup_attempts enable row level security;
revoke all on table public.signup_attempts from public, anon;
do $$
begin
  if exists (select from pg_roles where rolname = 'authenticated') then
    revoke all on table public.signup_attempts from authenticated;
  end if;
end
$$;

-- Counts one attempt for the client in the current fixed window; true while it is within the
-- limit. Windows older than the previous one are dropped as it goes, so the table stays small.
create or replace function public.take_signup_attempt(
  client_key text,
  max_attempts integer,
  window_seconds integer
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_window timestamptz;
  counted integer;
begin
  if client_key is null or char_length(client_key) not between 1 and 128
     or max_attempts is null or max_attempts < 1
     or window_seconds is null or window_seconds not between 1 and 86400 then
    raise exception 'take_signup_attempt: invalid arguments' using errcode = '22023';
  end if;
  current_window := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  insert into public.signup_attempts as a (client_key, window_start, attempts)
  values (take_signup_attempt.client_key, current_window, 1)
  on conflict on constraint signup_attempts_pkey do update set attempts = a.attempts + 1
  returning a.attempts into counted;
  delete from public.signup_attempts
  where window_start < current_window - make_interval(secs => window_seconds);
  return counted <= max_attempts;
end
$$;

revoke all on function public.take_signup_attempt(text, integer, integer) from public;
do $$
begin
  if exists (select from pg_roles where rolname = 'authenticated') then
    revoke all on function public.take_signup_attempt(text, integer, integer) from authenticated;
  end if;
end
$$;
grant execute on function public.take_signup_attempt(text, integer, integer) to anon;
