// Says once, plainly, whether the PostgreSQL service tests will run.
export default function announcePostgres() {
  if (process.env.TEST_DATABASE_URL) {
    console.log(`service-postgres: running against ${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, "//")}`);
  } else {
    console.log(
      "service-postgres: SKIPPED - TEST_DATABASE_URL is not set. Set it (e.g. postgres://postgres@127.0.0.1:5432/test) to run the service tests on a PostgreSQL server.",
    );
  }
}
