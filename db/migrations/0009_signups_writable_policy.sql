-- signups_writable() also says no where the grants allow an insert but the database would refuse
-- it: under row-level security no permissive insert policy admits the role, or the database takes
-- no writes (a standby, or default_transaction_read_only). PostgREST runs a GET in a read-only
-- transaction, so the database's default is read, not the transaction's. Safe to run twice.
create or replace function public.signups_writable() returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (select bool_and(has_column_privilege('public.email_submissions', name, 'INSERT'))
       from unnest(array['email', 'suggested_festival', 'notice_version', 'form_path', 'edition']) as name)
    and not pg_is_in_recovery()
    and current_setting('default_transaction_read_only') = 'off'
    and (
      not row_security_active('public.email_submissions')
      or exists (
        select from pg_policy as policy
        where policy.polrelid = 'public.email_submissions'::regclass
          and policy.polcmd in ('a', '*')
          and policy.polpermissive
          and (
            0 = any (policy.polroles)
            or exists (select from unnest(policy.polroles) as role where pg_has_role(current_user, role, 'MEMBER'))
          )
      )
    )
$$;
