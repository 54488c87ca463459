-- Which edition's page a sign-up was made on: the slug of an edition in content/editions.ts, or
-- null when it was not recorded (sign-ups from before this migration, or a page of no edition).
-- The server only stores a slug the content has; the constraint keeps anything else, the public
-- key included, to a slug's shape. For both stores, like 0001; safe to run twice.

alter table public.email_submissions add column if not exists edition text;

do $$
begin
  if not exists (select from pg_constraint where conname = 'email_submissions_edition_slug') then
    alter table public.email_submissions
      add constraint email_submissions_edition_slug
      check (char_length(edition) between 1 and 64 and edition ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
  end if;
end
$$;

-- The public key may say which edition, as it may say which notice: one more column to insert,
-- still nothing to read or change.
grant insert (edition) on table public.email_submissions to anon;
