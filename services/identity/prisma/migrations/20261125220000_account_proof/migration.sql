-- Issue 9, accounts: an address change waits for the link mailed to the new address, and stored mail
-- keeps no working sign-in links.

-- A link sent to a new address by ChangeEmail: using it moves the account to that address
-- (email_links.email). Ordinary sign-in links only sign in.
ALTER TABLE "email_links" ADD COLUMN "changes_email" BOOLEAN NOT NULL DEFAULT false;

-- Mail written before this release still holds live tokens: keep the mail, hide the token.
UPDATE "outgoing_mail"
SET "text" = regexp_replace("text", 'token=[^\s&]+', 'token=%5Bskriveno%5D', 'g'),
    "link" = regexp_replace("link", 'token=[^\s&]+', 'token=%5Bskriveno%5D', 'g')
WHERE "link" LIKE '%token=%';

-- When the person behind a session last proved who they are (password or link). A session handed to the
-- mobile app inherits the time of the session that asked for it, so a hand-off is no fresh proof.
ALTER TABLE "sessions" ADD COLUMN "signed_in_at" TIMESTAMPTZ(6);
UPDATE "sessions" SET "signed_in_at" = "created_at";
ALTER TABLE "sessions" ALTER COLUMN "signed_in_at" SET NOT NULL;

ALTER TABLE "mobile_handoffs" ADD COLUMN "signed_in_at" TIMESTAMPTZ(6);
UPDATE "mobile_handoffs" SET "signed_in_at" = "created_at";
ALTER TABLE "mobile_handoffs" ALTER COLUMN "signed_in_at" SET NOT NULL;
