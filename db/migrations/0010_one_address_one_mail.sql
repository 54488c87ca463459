-- One address, one mail budget. For both stores; safe to run twice.
--
-- 1. Addresses are bare addr-specs (app/signup/schema.ts): rows stored before that under a display
--    name, comment, group or list spelling are reduced to the address in them and merged as 0004
--    merged NFC spellings, keeping a withdrawal first, then a confirmation, then the earliest row.
-- 2. Every mail to a person (a confirmation, a manage link) is claimed through claim_mail(): at most
--    one per interval and three in any 24 hours, whatever asked for it (app/mail/send.server.ts).
-- 3. A withdrawn address that signs up again is pending again (rejoin_signup()); its mails still
--    go through the budget, and it is on the list only once it confirms.

do $$
declare
  merged integer;
  reduced integer;
begin
  with spellings as (
    select id, row_number() over (
      partition by coalesce(substring(email from '[^][[:space:]@()<>:;\\,"]+@[^][[:space:]@()<>:;\\,"]+'), email)
      order by withdrawn_at is null, confirmed_at is null, created_at, id
    ) as place
    from public.email_submissions
  )
  delete from public.email_submissions as signup
  using spellings
  where signup.id = spellings.id and spellings.place > 1;
  get diagnostics merged = row_count;

  update public.email_submissions
  set email = substring(email from '[^][[:space:]@()<>:;\\,"]+@[^][[:space:]@()<>:;\\,"]+')
  where email !~ '^[^][[:space:]@()<>:;\\,"]+@[^][[:space:]@()<>:;\\,"]+$'
    and substring(email from '[^][[:space:]@()<>:;\\,"]+@[^][[:space:]@()<>:;\\,"]+') is not null;
  get diagnostics reduced = row_count;

  -- Said only when there was something to reduce, so a store that never had such rows stays quiet.
  if reduced > 0 or merged > 0 then
    raise notice 'email_submissions: reduced % address(es) written with a display name, comment, group or list to the bare address, and merged % sign-up(s) that then repeated one', reduced, merged;
  end if;
end
$$;

-- When each mail of the last 24 hours went, for the budget. A mail sent just before this
-- migration counts, so its ten minutes still hold.
alter table public.email_submissions add column if not exists mail_times timestamptz[] not null default '{}';
update public.email_submissions set mail_times = array[confirmation_mailed_at]
where mail_times = '{}' and confirmation_mailed_at > now() - interval '1 day';

-- Claims the right to mail `address` now: `kind` 'confirm' only for a pending, not withdrawn
-- sign-up; 'link' (the manage link) for any sign-up. Check and claim are one statement, so two
-- requests at once send one mail. Three a day: the embedded store and Supabase share this number.
create or replace function public.claim_mail(
  address text,
  kind text,
  mailed_at timestamptz,
  min_interval_seconds integer
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.email_submissions set
    mail_times = array(
      select sent from unnest(mail_times) as sent where sent > mailed_at - interval '1 day' order by sent
    ) || mailed_at,
    confirmation_mailed_at = case when kind = 'confirm' then mailed_at else confirmation_mailed_at end
  where email = address
    and (kind = 'link' or (kind = 'confirm' and confirmed_at is null and withdrawn_at is null))
    and not exists (
      select from unnest(mail_times) as sent
      where sent > mailed_at - make_interval(secs => greatest(min_interval_seconds, 0))
    )
    and (select count(*) from unnest(mail_times) as sent where sent > mailed_at - interval '1 day') < 3;
  return found;
end
$$;

-- Gives back a claim whose mail could not go, so a re-send may go at once.
create or replace function public.release_mail(address text, mailed_at timestamptz) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.email_submissions set
    mail_times = array_remove(mail_times, mailed_at),
    confirmation_mailed_at = case when confirmation_mailed_at = mailed_at then null else confirmation_mailed_at end
  where email = address and mailed_at = any(mail_times);
  return found;
end
$$;

-- A withdrawn address signed up again: pending again, with the new consent. Its confirmation and
-- its mail budget are as before, so a stranger's sign-ups cannot flood it.
create or replace function public.rejoin_signup(
  address text,
  festival text,
  notice text,
  path text
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.email_submissions set
    withdrawn_at = null,
    confirmed_at = null,
    confirmation_mailed_at = null,
    consented_at = now(),
    notice_version = notice,
    form_path = path,
    suggested_festival = coalesce(festival, suggested_festival)
  where email = address and withdrawn_at is not null;
  return found;
end
$$;

-- Supabase's calls carry a token the server signed (0007): the same steps, behind it.
create or replace function public.signup_claim_confirmation_mail(
  token text,
  mailed_at timestamptz,
  min_interval_seconds integer
) returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.claim_mail(public.mail_token_email(token, array['confirm']), 'confirm', mailed_at, min_interval_seconds);
$$;

create or replace function public.signup_release_confirmation_mail(token text, mailed_at timestamptz)
returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.release_mail(public.mail_token_email(token, array['confirm']), mailed_at);
$$;

create or replace function public.signup_claim_link_mail(
  token text,
  mailed_at timestamptz,
  min_interval_seconds integer
) returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.claim_mail(public.mail_token_email(token, array['manage']), 'link', mailed_at, min_interval_seconds);
$$;

create or replace function public.signup_rejoin(token text, festival text, notice text, path text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.rejoin_signup(public.mail_token_email(token, array['confirm']), festival, notice, path);
$$;

-- As in 0007: nobody but the owner runs the steps themselves; the token-carrying calls are granted.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.claim_mail(text, text, timestamptz, integer)',
    'public.release_mail(text, timestamptz)',
    'public.rejoin_signup(text, text, text, text)',
    'public.signup_claim_link_mail(text, timestamptz, integer)',
    'public.signup_rejoin(text, text, text, text)'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    if exists (select from pg_roles where rolname = 'authenticated') then
      execute format('revoke all on function %s from authenticated', fn);
    end if;
  end loop;
  foreach fn in array array[
    'public.signup_claim_link_mail(text, timestamptz, integer)',
    'public.signup_rejoin(text, text, text, text)'
  ] loop
    execute format('grant execute on function %s to anon', fn);
    if exists (select from pg_roles where rolname = 'service_role') then
      execute format('grant execute on function %s to service_role', fn);
    end if;
  end loop;
end
$$;

-- Whoever inserts (the publishable key can, without the server), an address is a bare addr-spec.
do $$
begin
  if not exists (select from pg_constraint where conname = 'email_submissions_bare_address') then
    alter table public.email_submissions
      add constraint email_submissions_bare_address
      check (email ~ '^[^][[:space:]@()<>:;\\,"]+@[^][[:space:]@()<>:;\\,"]+$') not valid;
  end if;
end
$$;
