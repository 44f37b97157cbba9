-- Issue 13, e-mail that really leaves: identity's mail goes through the kit's sealed mail outbox and an SMTP
-- sender instead of being stored for a development mailbox.

-- outgoing_mail kept mail (with its links redacted) for the dev mailbox and support; the outbox below replaces
-- it, and what it held (addresses in clear) is not worth migrating: nothing in it can be sent again.
DROP TABLE "outgoing_mail";

-- @kit mail.sql
