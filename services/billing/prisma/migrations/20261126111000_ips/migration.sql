-- IPS QR bank payments (issue 11): one open IPS payment per booking, as for cards. A second "pay by bank" resumes
-- the open one, and two concurrent starts cannot hand the client two references for one session (Prisma cannot
-- declare a partial index, so it lives here only).
CREATE UNIQUE INDEX "payment_one_open_ips_per_booking" ON "payment" ("booking_id")
  WHERE "method" = 'ips' AND "status" = 'pending';
