-- The double opt-in for a store reached with the publishable key (Supabase): the public role may
-- confirm, withdraw, read, change or erase one sign-up only by presenting a token signed for that
-- address and purpose, checked here, inside Postgres, against a secret the role cannot read.
-- Without a token it still only inserts (docs/decisions/0049-supabase-double-opt-in-by-signed-token.md).
-- For both stores; safe to run twice.
--
-- The tokens are app/mail/tokens.ts's: `purpose.expiry.address.signature`, base64url parts,
-- HMAC-SHA256 over `purpose.expiry.address`. The HMAC is built from PostgreSQL's own sha256(), so
-- no extension is needed (pgcrypto sits in different schemas on different hosts).

-- One row: the secret that signs mailed links (MAIL_TOKEN_SECRET). Until the operator stores it,
-- nothing can be confirmed, and sign-ups keep the single opt-in.
create table if not exists public.mail_token_secret (
  only_row boolean primary key default true,
  secret text not null,
  constraint mail_token_secret_one_row check (only_row),
  constraint mail_token_secret_length check (char_length(secret) >= 32)
);
alter table public.mail_token_secret enable row level security;
revoke all on table public.mail_token_secret from public, anon;
do $$
begin
  if exists (select from pg_roles where rolname = 'authenticated') then
    revoke all on table public.mail_token_secret from authenticated;
  end if;
end
$$;

create or replace function public.hmac_sha256(key bytea, message bytea) returns bytea
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  block bytea := key;
  inner_pad bytea;
  outer_pad bytea;
begin
  if length(block) > 64 then
    block := sha256(block);
  end if;
  block := block || decode(repeat('00', 64 - length(block)), 'hex');
  inner_pad := block;
  outer_pad := block;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(block, i) # 54); -- 0x36
    outer_pad := set_byte(outer_pad, i, get_byte(block, i) # 92); -- 0x5c
  end loop;
  return sha256(outer_pad || sha256(inner_pad || message));
end
$$;

create or replace function public.base64url_decode(encoded text) returns bytea
language plpgsql
immutable
strict
set search_path = ''
as $$
begin
  if encoded !~ '^[A-Za-z0-9_-]*$' or length(encoded) % 4 = 1 then
    return null;
  end if;
  return decode(translate(encoded, '-_', '+/') || repeat('=', (4 - length(encoded) % 4) % 4), 'base64');
end
$$;

-- The address a token was signed for, if it is whole, signed with the stored secret, for one of
-- `purposes` and not expired; else raises 28000 with the reason (tokens.ts's names) and no address.
create or replace function public.mail_token_email(token text, purposes text[]) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  signing_key text;
  parts text[];
  signature bytea;
  address bytea;
  email text;
begin
  select secret into signing_key from public.mail_token_secret;
  if signing_key is null then
    raise exception 'no mail token secret is stored (docs/deploy.md)' using errcode = '55000';
  end if;
  parts := string_to_array(coalesce(token, ''), '.');
  if cardinality(parts) <> 4 or parts[2] !~ '^\d{1,12}$'
     or parts[1] not in ('confirm', 'unsubscribe', 'manage') then
    raise exception 'mail token refused: malformed' using errcode = '28000';
  end if;
  signature := public.base64url_decode(parts[4]);
  address := public.base64url_decode(parts[3]);
  if signature is null or address is null then
    raise exception 'mail token refused: malformed' using errcode = '28000';
  end if;
  -- Hashing both sides first keeps the comparison's time from telling how much of it matched.
  if sha256(public.hmac_sha256(convert_to(signing_key, 'UTF8'),
                               convert_to(parts[1] || '.' || parts[2] || '.' || parts[3], 'UTF8')))
     <> sha256(signature) then
    raise exception 'mail token refused: bad_signature' using errcode = '28000';
  end if;
  if not parts[1] = any(purposes) then
    raise exception 'mail token refused: wrong_purpose' using errcode = '28000';
  end if;
  if to_timestamp(parts[2]::bigint) <= now() then
    raise exception 'mail token refused: expired' using errcode = '28000';
  end if;
  begin
    email := convert_from(address, 'UTF8');
  exception when others then
    raise exception 'mail token refused: malformed' using errcode = '28000';
  end;
  return email;
end
$$;

-- Whether this database confirms sign-ups by mail: true once a secret is stored. Says nothing
-- about any address, so the public role may ask (an edge build does, to warn that it sends none).
create or replace function public.signups_confirm_by_mail() returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select exists (select from public.mail_token_secret) $$;

-- A role that may only insert (the public role) cannot choose a confirmed row once confirmations
-- are possible: its sign-ups wait for the mail. Roles that may update the table choose for themselves.
create or replace function public.email_submissions_pending_by_mail() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not has_table_privilege('public.email_submissions', 'UPDATE') and public.signups_confirm_by_mail() then
    new.confirmed_at := null;
  end if;
  return new;
end
$$;

drop trigger if exists email_submissions_pending_by_mail on public.email_submissions;
create trigger email_submissions_pending_by_mail
  before insert on public.email_submissions
  for each row execute function public.email_submissions_pending_by_mail();

create or replace function public.signup_confirm(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := public.mail_token_email(token, array['confirm']);
begin
  update public.email_submissions set confirmed_at = coalesce(confirmed_at, now())
  where email = address and withdrawn_at is null;
  if found then
    return 'confirmed';
  end if;
  return case when exists (select from public.email_submissions where email = address)
    then 'withdrawn' else 'missing' end;
end
$$;

create or replace function public.signup_withdraw(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := public.mail_token_email(token, array['unsubscribe', 'manage']);
begin
  update public.email_submissions set withdrawn_at = coalesce(withdrawn_at, now()) where email = address;
  return case when found then 'withdrawn' else 'missing' end;
end
$$;

-- What the manage page shows and downloads; null when the address is not on the list.
create or replace function public.signup_read(token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := public.mail_token_email(token, array['manage']);
begin
  return (select jsonb_build_object(
    'email', email,
    'suggested_festival', suggested_festival,
    'created_at', created_at,
    'consented_at', consented_at,
    'notice_version', notice_version,
    'confirmed_at', confirmed_at,
    'withdrawn_at', withdrawn_at,
    'confirmation_mailed_at', confirmation_mailed_at
  )
  from public.email_submissions
  where email = address);
end
$$;

create or replace function public.signup_set_festival(token text, festival text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := public.mail_token_email(token, array['manage']);
begin
  update public.email_submissions set suggested_festival = festival where email = address;
  return found;
end
$$;

create or replace function public.signup_erase(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := public.mail_token_email(token, array['manage']);
begin
  delete from public.email_submissions where email = address;
  return found;
end
$$;

-- Claims the next confirmation mail of a pending sign-up not mailed within the interval, in one
-- statement, as the embedded store does (app/signup/store/doubleOptIn.server.ts).
create or replace function public.signup_claim_confirmation_mail(
  token text,
  mailed_at timestamptz,
  min_interval_seconds integer
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := public.mail_token_email(token, array['confirm']);
begin
  update public.email_submissions set confirmation_mailed_at = mailed_at
  where email = address and confirmed_at is null and withdrawn_at is null
    and (confirmation_mailed_at is null
         or confirmation_mailed_at <= mailed_at - make_interval(secs => greatest(min_interval_seconds, 0)));
  return found;
end
$$;

create or replace function public.signup_release_confirmation_mail(token text, mailed_at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := public.mail_token_email(token, array['confirm']);
begin
  update public.email_submissions set confirmation_mailed_at = null
  where email = address and confirmation_mailed_at = mailed_at;
  return found;
end
$$;

-- Postgres grants EXECUTE to PUBLIC by default, and Supabase to its API roles: take that back, then
-- grant the calls that carry a token, and the one yes/no question.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.hmac_sha256(bytea, bytea)',
    'public.base64url_decode(text)',
    'public.mail_token_email(text, text[])',
    'public.signups_confirm_by_mail()',
    'public.email_submissions_pending_by_mail()',
    'public.signup_confirm(text)',
    'public.signup_withdraw(text)',
    'public.signup_read(text)',
    'public.signup_set_festival(text, text)',
    'public.signup_erase(text)',
    'public.signup_claim_confirmation_mail(text, timestamptz, integer)',
    'public.signup_release_confirmation_mail(text, timestamptz)'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    if exists (select from pg_roles where rolname = 'authenticated') then
      execute format('revoke all on function %s from authenticated', fn);
    end if;
  end loop;
  foreach fn in array array[
    'public.signups_confirm_by_mail()',
    'public.signup_confirm(text)',
    'public.signup_withdraw(text)',
    'public.signup_read(text)',
    'public.signup_set_festival(text, text)',
    'public.signup_erase(text)',
    'public.signup_claim_confirmation_mail(text, timestamptz, integer)',
    'public.signup_release_confirmation_mail(text, timestamptz)'
  ] loop
    execute format('grant execute on function %s to anon', fn);
    -- The operator's tools (npm run signups -- resend-pending) claim mails as the server does.
    if exists (select from pg_roles where rolname = 'service_role') then
      execute format('grant execute on function %s to service_role', fn);
    end if;
  end loop;
end
$$;
