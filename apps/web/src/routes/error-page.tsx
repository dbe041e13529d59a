interface ErrorPageProps {
  status: number;
  message: string;
}

/** SPEC §2 error screen. The link reloads the whole app on purpose, so a failed start is retried. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  return (
    <main className="centered">
      <section className="card">
        <h1>Es gab ein Problem - {status}</h1>
        <p className="error-message">{message}</p>
        <a href="/">Zurück zur Startseite</a>
      </section>
    </main>
  );
}
