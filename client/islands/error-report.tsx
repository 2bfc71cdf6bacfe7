export interface ErrorReportProps {
  email: string;
  label: string;
  subject: string;
  /** Lines of the draft, already translated: message, URL, browser and time are filled in. */
  labels: { message: string; url: string; browser: string; time: string; code: string };
  message: string;
  url: string;
  code: string;
  /** What the server knew (its User-Agent header and time); the browser replaces them. */
  browser: string;
  time: string;
}

function mailto(p: ErrorReportProps, browser: string, time: string): string {
  const body = [
    `${p.labels.code}: ${p.code}`,
    `${p.labels.message}: ${p.message}`,
    `${p.labels.url}: ${p.url}`,
    `${p.labels.browser}: ${browser}`,
    `${p.labels.time}: ${time}`,
  ].join('\n');
  return `mailto:${p.email}?subject=${encodeURIComponent(`${p.subject} (${p.code})`)}&body=${encodeURIComponent(body)}`;
}

/** On the error page: a button opening an e-mail draft with the error, URL, browser and time. */
export default function ErrorReport(props: ErrorReportProps) {
  return (
    <a className="btn btn--ghost" href={mailto(props, props.browser, props.time)} data-error-report="">
      {props.label}
    </a>
  );
}

/** The browser's own name and clock replace what the server knew: no React needed. */
export function enhance(island: HTMLElement, props: ErrorReportProps): void {
  island.querySelector('[data-error-report]')?.setAttribute('href', mailto(props, navigator.userAgent, new Date().toLocaleString()));
}
